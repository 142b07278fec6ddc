export { manifestLoader as loader } from './siteFiles';
