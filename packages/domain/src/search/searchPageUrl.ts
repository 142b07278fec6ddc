/**
 * The search results page's address, on its own so that a page's head can name it without the
 * suggestion rules coming along into the browser's first load.
 */
import { formatQuery } from '../listing/queryString';

/** The search results page for a text: `/search?q=...`. */
export const searchPageUrl = (text: string): string => `/search?${formatQuery([['q', text]])}`;
