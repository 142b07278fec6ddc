export * from './queries';
export * from './dealResponse';
export * from './reviewsResponse';
export * from './availability';
