/**
 * The `usr_src` deal-page parameter (spec 1 §2 "Query parameters"): search, recentlyViewed,
 * recommended, or sponsored_search_* (a sponsored search result, the suffix naming the placement).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type Query, getFirst } from '../listing/queryString';

export const USER_SOURCE_QUERY_KEY = 'usr_src';
export const SPONSORED_SEARCH_PREFIX = 'sponsored_search_';

export type UserSource =
  | { readonly kind: 'search' }
  | { readonly kind: 'recentlyViewed' }
  | { readonly kind: 'recommended' }
  | { readonly kind: 'sponsoredSearch'; readonly placement: string };

const PLAIN_SOURCES = ['search', 'recentlyViewed', 'recommended'] as const;
type PlainSource = (typeof PLAIN_SOURCES)[number];

const isPlainSource = (value: string): value is PlainSource => (PLAIN_SOURCES as ReadonlyArray<string>).includes(value);

/** Reads a usr_src value; anything unknown is none. */
export const parseUserSource = (value: string): O.Option<UserSource> => {
  if (isPlainSource(value)) return O.some({ kind: value });
  return value.startsWith(SPONSORED_SEARCH_PREFIX)
    ? O.some({ kind: 'sponsoredSearch', placement: value.slice(SPONSORED_SEARCH_PREFIX.length) })
    : O.none;
};

/** The usr_src value of a source; the inverse of parseUserSource. */
export const formatUserSource = (source: UserSource): string =>
  source.kind === 'sponsoredSearch' ? `${SPONSORED_SEARCH_PREFIX}${source.placement}` : source.kind;

export const userSourceFromQuery = (query: Query): O.Option<UserSource> =>
  pipe(getFirst(query, USER_SOURCE_QUERY_KEY), O.chain(parseUserSource));
