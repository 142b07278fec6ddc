export type * from './sqlClient';
export * from './pgliteClient';
export * from './postgresClient';
export * from './migrate';
export * from './migrations/index';
export type * from './catalogue/catalogueData';
export * from './catalogue/writeCatalogue';
export * from './catalogue/sqlDealCatalog';
