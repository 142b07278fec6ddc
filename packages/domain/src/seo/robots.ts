/**
 * The robots meta values of the page head. A noindex page still lets crawlers follow its links
 * (our choice: the links lead to indexable deal pages).
 */
export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, follow';
export type Robots = typeof ROBOTS_INDEX | typeof ROBOTS_NOINDEX;

/**
 * A listing's robots value: a listing with no deals at all (before any filter the shopper chose) is
 * a thin page, kept out of search results until it has some (UK Travel on an Irish site, a
 * subcategory no town has deals in).
 */
export const listingRobots = (robots: Robots, dealsBeforeFilters: number): Robots =>
  dealsBeforeFilters > 0 ? robots : ROBOTS_NOINDEX;
