export * from './deals/dealSummary';
export * from './deals/listing';
export * from './errors';
