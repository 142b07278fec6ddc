/**
 * The robots meta values of the page head. A noindex page still lets crawlers follow its links
 * (our choice: the links lead to indexable deal pages).
 */
export const ROBOTS_INDEX = 'index, follow';
export const ROBOTS_NOINDEX = 'noindex, follow';
export type Robots = typeof ROBOTS_INDEX | typeof ROBOTS_NOINDEX;
