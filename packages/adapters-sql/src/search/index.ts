export * from './sqlDealSearch';
export * from './sqlSuggestions';
export * from './sqlSuggestionCatalogues';
