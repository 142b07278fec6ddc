export * from './findLocations';
