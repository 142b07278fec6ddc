export * from './databases';
export * from './fixtures';
