/**
 * The listing calls (spec 2 §7.4):
 * - GET /v1/product-listing-page-deal/{location}/{category?}/{subCategory?}/{subSubCategory?}
 *   and /v1/product-listing-page-deal/{location}/special/{slug}, with page, pageSize, offset,
 *   minPrice and maxPrice (major units), sort (or orderBy) and order, vip, categories (repeated),
 *   q, area, near (ours: the place a near-me listing lists the nearest deals to first) and f_*
 *   facets (repeated); answered with data.deals, data.mainDeal, data.count,
 *   data.facetedNavigation {filters, navigations, stats} and data.canonicalUrl (spec 1 §3 "Deals
 *   response"), plus the names of the location and categories;
 * - GET /v1/early-bird-deal, the same answer for the site's early-bird deals;
 * - GET /v1/recently-viewed-deals?id=..&id=.. (at most 5), answered with data.deals;
 * - GET /v1/deals-feed/{slug}, answered with the deals feed page (spec 1 §3 "Deals feed page").
 *
 * Query values arrive as lists (a key may repeat). A key that takes one value and comes twice is a
 * 400, as is any value that does not read; parameters of other calls (usr_src, sdTest...) are
 * ignored.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as t from 'io-ts';
import { FlagFromString, SafeText, SearchText, keyof } from '../codecs';
import type {
  DealListing,
  DealsFeedPage,
  FacetFilter,
  FacetedNavigation,
  NamedPlace,
  NavigationLink,
  PriceStats,
} from '@kerching/domain/catalogue';
import { FACET_NAMES, type ListingCriteria, scopeSegment } from '@kerching/domain/catalogue';
import {
  DEFAULT_SORT,
  FACET_KEY_PREFIX,
  type Facet,
  SORT_OPTION_VALUES,
  UNSET_SORT_VALUE,
} from '@kerching/domain/listing';
import { DealSummaryCodec, Integer } from './dealSummary';

export const LISTING_PATH = '/v1/product-listing-page-deal';
export const EARLY_BIRD_PATH = '/v1/early-bird-deal';
export const RECENTLY_VIEWED_PATH = '/v1/recently-viewed-deals';
export const DEALS_FEED_PATH = '/v1/deals-feed';

/** `/v1/product-listing-page-deal/london/beauty-and-spa`: each segment encoded. */
export const listingPath = (location: string, categories: ReadonlyArray<string> = []): string =>
  [LISTING_PATH, ...[location, ...categories].map(encodeURIComponent)].join('/');

/** `/v1/product-listing-page-deal/london/special/new-products`. */
export const specialListingPath = (location: string, slug: string): string =>
  `${listingPath(location)}/special/${encodeURIComponent(slug)}`;

/** `/v1/deals-feed/christmas/for-her`: a slug may have several segments. */
export const dealsFeedPath = (slug: string): string =>
  `${DEALS_FEED_PATH}/${slug.split('/').map(encodeURIComponent).join('/')}`;

/** A whole number written in decimal digits, as query values arrive. */
export const IntFromString = new t.Type<number, string, unknown>(
  'IntFromString',
  (u): u is number => typeof u === 'number' && Number.isInteger(u),
  (u, c) => (typeof u === 'string' && /^\d{1,9}$/.test(u) ? t.success(Number(u)) : t.failure(u, c, 'a whole number')),
  String,
);

/** A price in major units, as the shopper sees it: "20", "19.99". */
export const PriceFromString = new t.Type<number, string, unknown>(
  'PriceFromString',
  (u): u is number => typeof u === 'number' && Number.isFinite(u) && u >= 0,
  (u, c) =>
    typeof u === 'string' && /^\d{1,9}(?:\.\d{1,2})?$/.test(u)
      ? t.success(Number(u))
      : t.failure(u, c, 'a price such as 20 or 19.99'),
  String,
);

/** A sort option (spec 1 §3) or -1, the select's "nothing chosen". */
export const SortParamCodec = keyof(
  [...SORT_OPTION_VALUES, UNSET_SORT_VALUE],
  'a sort (popularity, price, discountPercentage, recentlyAdded or pricelow)',
);
export const OrderParamCodec = keyof(['asc', 'desc'], 'asc or desc');

/** A query text of at most `max` characters, with no NUL, control characters or lone surrogates. */
const text = (max: number): t.Type<string> => SafeText(max);

/** The keys that take a single value. */
const ListingSingleValues = t.partial({
  page: IntFromString,
  pageSize: IntFromString,
  offset: IntFromString,
  minPrice: PriceFromString,
  maxPrice: PriceFromString,
  sort: SortParamCodec,
  orderBy: SortParamCodec,
  order: OrderParamCodec,
  vip: FlagFromString,
  preview: FlagFromString,
  q: SearchText(500),
  searchTag: text(100),
  area: text(100),
  near: text(100),
});

export interface ListingQuery extends t.TypeOf<typeof ListingSingleValues> {
  readonly categories?: ReadonlyArray<string>;
  readonly facets?: ReadonlyArray<Facet>;
}

/** A query as a server framework gives it: every key with its values, in order. */
export type QueryValues = Readonly<Record<string, ReadonlyArray<string>>>;

const SINGLE_KEYS = Object.keys(ListingSingleValues.props);
const MAX_VALUES = 50;

const isQueryValues = (u: unknown): u is QueryValues =>
  typeof u === 'object' &&
  u !== null &&
  Object.values(u).every((v) => Array.isArray(v) && v.every((s: unknown) => typeof s === 'string'));

const decodeListingQuery = (u: unknown, c: t.Context): t.Validation<ListingQuery> => {
  if (!isQueryValues(u)) return t.failure(u, c, 'query values');
  const singles: Record<string, string> = {};
  for (const key of SINGLE_KEYS) {
    const values = u[key];
    if (values === undefined) continue;
    const [first, ...more] = values;
    if (first === undefined || more.length > 0)
      return t.failure(values, [...c, { key, type: ListingSingleValues, actual: values }], 'a single value');
    singles[key] = first;
  }
  const categories = u['categories'] ?? [];
  const facets = Object.entries(u)
    .filter(([key]) => key.startsWith(FACET_KEY_PREFIX) && key.length > FACET_KEY_PREFIX.length)
    .flatMap(([key, values]) => values.map((value): Facet => ({ name: key.slice(FACET_KEY_PREFIX.length), value })));
  if (categories.length > MAX_VALUES || facets.length > MAX_VALUES)
    return t.failure(u, c, `at most ${MAX_VALUES} categories and facet values`);
  return E.map((values: t.TypeOf<typeof ListingSingleValues>): ListingQuery => ({
    ...values,
    ...(categories.length > 0 ? { categories } : {}),
    ...(facets.length > 0 ? { facets } : {}),
  }))(ListingSingleValues.validate(singles, c));
};

const encodeListingQuery = (query: ListingQuery): Record<string, string[]> => {
  const out: Record<string, string[]> = {};
  const singles = ListingSingleValues.encode(query);
  for (const [key, value] of Object.entries(singles))
    if (SINGLE_KEYS.includes(key) && typeof value === 'string') out[key] = [value];
  if (query.categories !== undefined && query.categories.length > 0) out['categories'] = [...query.categories];
  for (const facet of query.facets ?? []) {
    const key = `${FACET_KEY_PREFIX}${facet.name}`;
    out[key] = [...(out[key] ?? []), facet.value];
  }
  return out;
};

/** The listing query, decoded from and encoded to every key's list of values. */
export const ListingQueryCodec = new t.Type<ListingQuery, Record<string, string[]>, unknown>(
  'ListingQuery',
  (u): u is ListingQuery => typeof u === 'object' && u !== null && !isQueryValues(u),
  decodeListingQuery,
  encodeListingQuery,
);

/** Query values as `[key, value]` pairs, for a URL. */
export const queryPairs = (values: Readonly<Record<string, ReadonlyArray<string>>>): [string, string][] =>
  Object.entries(values).flatMap(([key, list]) => list.map((value): [string, string] => [key, value]));

/** GET /v1/recently-viewed-deals?id=1&id=2: repeated ids. */
export const RecentlyViewedQueryCodec = new t.Type<ReadonlyArray<number>, Record<string, string[]>, unknown>(
  'RecentlyViewedQuery',
  (u): u is ReadonlyArray<number> => Array.isArray(u),
  (u, c) => {
    if (!isQueryValues(u)) return t.failure(u, c, 'query values');
    const ids = u['id'] ?? [];
    if (ids.length > MAX_VALUES) return t.failure(ids, c, `at most ${MAX_VALUES} ids`);
    return t.array(IntFromString).validate(ids, [...c, { key: 'id', type: IntFromString, actual: ids }]);
  },
  (ids) => ({ id: ids.map(String) }),
);

/** GET /v1/deals-feed/{slug}?page */
export const DealsFeedQueryCodec = t.partial({ page: IntFromString });

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

export const NamedPlaceCodec: t.Type<NamedPlace> = t.readonly(t.type({ shortName: t.string, name: t.string }));

export const NavigationLinkCodec: t.Type<NavigationLink> = t.readonly(
  t.type({ linkText: t.string, count: Integer, shortName: t.string, url: t.string }),
);

export const PriceStatsCodec: t.Type<PriceStats> = t.readonly(
  t.type({ count: Integer, minPriceMinor: nullable(Integer), maxPriceMinor: nullable(Integer) }),
);

const FacetNameCodec = keyof(FACET_NAMES, 'FacetName');
const FacetKeyCodec = t.keyof(
  { f_feature: null, f_rating: null, f_nights: null, f_for: null, f_character: null },
  'FacetKey',
);

export const FacetFilterCodec: t.Type<FacetFilter> = t.readonly(
  t.type({
    key: FacetKeyCodec,
    name: FacetNameCodec,
    label: t.string,
    values: t.readonlyArray(
      t.readonly(t.type({ value: t.string, label: t.string, count: Integer, selected: t.boolean })),
    ),
  }),
);

export const FacetedNavigationCodec: t.Type<FacetedNavigation> = t.readonly(
  t.type({
    filters: t.readonlyArray(FacetFilterCodec),
    navigations: t.readonlyArray(NavigationLinkCodec),
    stats: PriceStatsCodec,
  }),
);

export const DealListingCodec: t.Type<DealListing> = t.readonly(
  t.type({
    deals: t.readonlyArray(DealSummaryCodec),
    mainDeal: nullable(DealSummaryCodec),
    count: Integer,
    facetedNavigation: FacetedNavigationCodec,
    canonicalUrl: t.string,
    location: NamedPlaceCodec,
    categories: t.readonlyArray(NamedPlaceCodec),
  }),
);

export const ListingResponseCodec = t.type({ data: DealListingCodec });
export type ListingResponse = t.TypeOf<typeof ListingResponseCodec>;

export const RecentlyViewedResponseCodec = t.type({ data: t.type({ deals: t.readonlyArray(DealSummaryCodec) }) });
export type RecentlyViewedResponse = t.TypeOf<typeof RecentlyViewedResponseCodec>;

export const DealsFeedPageCodec: t.Type<DealsFeedPage> = t.readonly(
  t.type({
    dealsFeed: t.readonly(t.type({ dataPageSize: Integer, allLocations: t.boolean, totalDeals: Integer })),
    redirectUrl: nullable(t.string),
    additionalText: t.string,
    description: t.string,
    listicleDeals: t.readonlyArray(DealSummaryCodec),
    listicleView: t.boolean,
    text: t.string,
    displayName: t.string,
  }),
);

export const DealsFeedResponseCodec = t.type({ data: DealsFeedPageCodec });
export type DealsFeedResponse = t.TypeOf<typeof DealsFeedResponseCodec>;

/** The call that answers a listing's criteria: its path and query (the browser's side of the listing call). */
export const listingCall = (criteria: ListingCriteria): { readonly path: string; readonly query: ListingQuery } => {
  const location = scopeSegment(criteria.scope);
  const path = O.match(
    () => listingPath(location, criteria.categories),
    (slug: string) => specialListingPath(location, slug),
  )(criteria.special);
  const query: ListingQuery = {
    page: criteria.page,
    pageSize: criteria.pageSize,
    ...(criteria.offset > 0 ? { offset: criteria.offset } : {}),
    ...(O.isSome(criteria.minPriceMinor) ? { minPrice: criteria.minPriceMinor.value / 100 } : {}),
    ...(O.isSome(criteria.maxPriceMinor) ? { maxPrice: criteria.maxPriceMinor.value / 100 } : {}),
    ...(criteria.sort === DEFAULT_SORT ? {} : { sort: criteria.sort }),
    ...(criteria.vip ? { vip: true } : {}),
    ...(criteria.preview ? { preview: true } : {}),
    ...(criteria.categoryFilter.length > 0 ? { categories: criteria.categoryFilter } : {}),
    ...(O.isSome(criteria.q) ? { q: criteria.q.value } : {}),
    ...(O.isSome(criteria.searchTag) ? { searchTag: criteria.searchTag.value } : {}),
    ...(O.isSome(criteria.area) ? { area: criteria.area.value } : {}),
    ...(O.isSome(criteria.near) ? { near: criteria.near.value } : {}),
    ...(criteria.facets.length > 0 ? { facets: criteria.facets } : {}),
  };
  return { path, query };
};
