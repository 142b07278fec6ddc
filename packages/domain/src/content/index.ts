export * from './staticPage';
export * from './guide';
