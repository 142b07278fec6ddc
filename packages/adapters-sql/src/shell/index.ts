export * from './sqlNavigationCatalog';
export * from './sqlLocationDirectory';
export * from './sqlContentPages';
