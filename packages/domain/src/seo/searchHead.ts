/**
 * The page head of search results (spec 1 §2 /search; page titles are OUR WORDING, see
 * messages.ts). Whether a results page is indexable is the search family's policy
 * (`isIndexableSearch`); an empty search page (no text yet) is not indexed.
 */
import * as O from 'fp-ts/Option';
import { searchPageUrl } from '../search/searchPageUrl';
import type { Site } from '../site/site';
import {
  SEARCH_PAGE_TITLE,
  searchPageDescription,
  searchResultsDescription,
  searchResultsTitle,
  titleWithBrand,
} from './messages';
import type { PageHead } from './pageHead';
import { ROBOTS_INDEX, ROBOTS_NOINDEX } from './robots';
import { canonicalUrl, trimOrigin } from './siteFiles';

export const searchPageHead = (text: O.Option<string>, indexable: boolean, site: Site): PageHead =>
  O.isSome(text)
    ? {
        title: titleWithBrand(searchResultsTitle(text.value), site.displayName),
        description: searchResultsDescription(text.value, site.displayName),
        robots: indexable ? ROBOTS_INDEX : ROBOTS_NOINDEX,
      }
    : {
        title: titleWithBrand(SEARCH_PAGE_TITLE, site.displayName),
        description: searchPageDescription(site.displayName),
        robots: ROBOTS_NOINDEX,
      };

/**
 * The canonical address of a search page: the plain results of its text (`/search?q=spa`), which is
 * the one results page that may be indexed; later pages, sorts and filters name it too. Without
 * text, `/search` itself.
 */
export const searchCanonicalUrl = (origin: string, text: O.Option<string>): string =>
  O.isSome(text) ? `${trimOrigin(origin)}${searchPageUrl(text.value)}` : canonicalUrl(origin, '/search');
