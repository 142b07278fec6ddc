export * from './sqlDealSearch';
export * from './sqlSuggestions';
