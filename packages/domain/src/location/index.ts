export * from './geo';
export * from './location';
export * from './storedLocation';
export * from './mapFrame';
