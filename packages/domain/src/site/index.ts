export * from './site';
export * from './hostToSite';
export * from './siteTime';
