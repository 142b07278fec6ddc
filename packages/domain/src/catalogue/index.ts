export * from './dealSummary';
export * from './listingRequest';
export * from './imageUrl';
