export * from './site';
export * from './hostToSite';
