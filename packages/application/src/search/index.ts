export * from './searchDeals';
export * from './suggestSearchTerms';
export * from './suggestionStore';
export * from './suggestionState';
export * from './cachedSearch';
export * from './indexedSuggestions';
