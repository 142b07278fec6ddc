export * from './httpClient';
export * from './httpDealCatalog';
