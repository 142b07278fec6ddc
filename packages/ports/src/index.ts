export type * from './clock';
export type * from './dealCatalog';
export type * from './cookieJar';
export * from './tokens';
