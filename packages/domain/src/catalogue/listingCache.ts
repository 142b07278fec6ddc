/**
 * Deal data is cached for 10 minutes (spec 2 §9 "Caches: deal data 10 min"), keyed by the
 * normalised criteria and tagged per site, so a change to a site's catalogue drops its entries.
 * A listing's navigation (counts, facets, price stats) does not depend on the page, page size,
 * offset or sort, so it has its own key: paging through a listing reuses it.
 */
import * as O from 'fp-ts/Option';
import type { ListingCriteria } from './listingRequest';

export const DEAL_DATA_CACHE_TTL_MS = 10 * 60 * 1000;

/* The tag of every cached value built from a site's deals is `dealsCacheTag` (dealDetail.ts). */

const optional = (value: O.Option<string | number>): string | number | null => O.toNullable(value);

/** Everything that selects the deals, in a fixed order. */
const selection = (c: ListingCriteria): ReadonlyArray<unknown> => [
  c.site,
  c.scope,
  c.categories,
  optional(c.special),
  optional(c.area),
  optional(c.near),
  optional(c.minPriceMinor),
  optional(c.maxPriceMinor),
  c.facets.map((f) => [f.name, f.value]),
  c.vip,
  c.categoryFilter,
  optional(c.q),
  optional(c.searchTag),
  c.preview,
];

/** The key of one page: the selection plus sort, paging and offset. */
export const listingPageKey = (c: ListingCriteria): string =>
  `listing:page:${JSON.stringify([...selection(c), c.sort, c.page, c.pageSize, c.offset])}`;

/** The key of a listing's navigation: the selection only. */
export const listingNavigationKey = (c: ListingCriteria): string =>
  `listing:navigation:${JSON.stringify(selection(c))}`;
