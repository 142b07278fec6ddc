export * from './getStaticPage';
export * from './guides';
export * from './buildSitemap';
