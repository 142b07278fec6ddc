/**
 * The address of page `page` of a listing (page 0 has no page parameter). A module of its own so
 * that the "load more" list does not bring the whole listing model into the browser.
 */
import { type Query, querySuffix, setPage } from '@kerching/domain/listing';

export const pageHref = (path: string, query: Query, page: number): string =>
  `${path}${querySuffix(setPage(query, page))}`;
