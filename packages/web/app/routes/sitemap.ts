export { sitemapLoader as loader } from './siteFiles';
