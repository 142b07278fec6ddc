export type * from './clock';
export type * from './dealCatalog';
export type * from './cookieJar';
export type * from './cache';
export * from './tokens';
