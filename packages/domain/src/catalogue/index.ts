export * from './dealSummary';
export * from './listingRequest';
