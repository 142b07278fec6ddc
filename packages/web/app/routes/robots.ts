export { robotsLoader as loader } from './siteFiles';
