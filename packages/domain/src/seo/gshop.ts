/**
 * /gshop/{slug} pages (spec 1 §2): the last slug segment is used in the page title, and the pages
 * are marked noindex except one specific slug on the Irish edition.
 */
import { type Site, isIrishSite } from '../site/site';
import { ROBOTS_INDEX, ROBOTS_NOINDEX, type Robots } from './robots';

/**
 * The one gshop slug the Irish edition lets search engines index. The spec does not name it; this
 * is configuration data, matched against the whole slug after /gshop/.
 */
export const GSHOP_INDEXED_SLUG_IE = 'gifts-ireland';

/** Only the named slug, and only on the Irish edition, is indexed. */
export const isGshopIndexed = (slug: string, site: Site): boolean =>
  isIrishSite(site) && slug === GSHOP_INDEXED_SLUG_IE;

export const gshopRobots = (slug: string, site: Site): Robots =>
  isGshopIndexed(slug, site) ? ROBOTS_INDEX : ROBOTS_NOINDEX;
