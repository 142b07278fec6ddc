/**
 * Where search results and suggestions lead. A deal found by search carries `usr_src=search`
 * (spec 1 §2 deal page query parameters), so a lastChance deal reached from search stays
 * available after closing (spec 1 §4). Categories lead to their listing page (the navigation
 * family's category addresses), merchants to a search for their name.
 */
import { appendPair, formatQuery, parseQuery } from '../listing/queryString';
import { type CanonicalPathType, categoryUrl } from '../navigation/categoryUrl';
import { USER_SOURCE_QUERY_KEY, formatUserSource } from '../routing/userSource';

/** "/deal/london/spa/12/day" -> "/deal/london/spa/12/day?usr_src=search" (other parameters kept). */
export const searchResultDealUrl = (urlPath: string): string => {
  const at = urlPath.indexOf('?');
  const path = at === -1 ? urlPath : urlPath.slice(0, at);
  const query = at === -1 ? [] : parseQuery(urlPath.slice(at + 1)).filter(([key]) => key !== USER_SOURCE_QUERY_KEY);
  return `${path}?${formatQuery(appendPair(query, USER_SOURCE_QUERY_KEY, formatUserSource({ kind: 'search' })))}`;
};

/** A category found by suggest: its short name, its parent's (for a sub-category) and its top category's type. */
export interface CategoryMatch {
  readonly shortName: string;
  readonly parentShortName: string | null;
  readonly pathType: CanonicalPathType;
}

/** The listing page of a suggested category, local categories under the given location. */
export const categorySuggestionUrl = (category: CategoryMatch, location: string): string =>
  categoryUrl(
    category.pathType,
    category.parentShortName === null ? [category.shortName] : [category.parentShortName, category.shortName],
    location,
  );
