export * from './databases';
export * from './fixtures';
export * from './searchFixtures';
