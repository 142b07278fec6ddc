export * from './errorTable';
