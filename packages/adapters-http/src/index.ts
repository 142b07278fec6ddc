export * from './httpClient';
export * from './httpDealCatalog';
export * from './httpSuggestions';
export * from './googleSigningKeys';
