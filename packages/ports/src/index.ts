export type * from './clock';
export type * from './dealCatalog';
export * from './tokens';
