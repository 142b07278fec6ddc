export * from './cachedCatalogues';
export * from './getNavigation';
export * from './getTravelFacets';
