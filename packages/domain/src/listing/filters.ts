/**
 * Listing filters in the URL (spec 1 §2 "Listing filters", §3 "Filter query keys", §5 "Filter URL
 * omits sort when default (-1 or popularity), min price at slider start, max price at slider
 * end"). Two views of the same thing:
 * - a typed `ListingFilters` value, read with `parseListingFilters` and written with
 *   `buildListingQuery`;
 * - Hydrogen-style `Query -> Query` changes (`setFilter`, `toggleFilterValue`, `clearFilters`,
 *   `setPage`, ...) that keep every other parameter and reset paging, because a changed
 *   filter makes the old page number meaningless.
 * Multi-valued keys (`categories`, `f_*` facets) repeat the key, one value each.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type PriceSlider, omitSliderEnds } from './priceSlider';
import { type Query, type QueryPair, getAll, getFirst, queryFlag, removeKey, removeKeys, setAll } from './queryString';
import { type SortOption, sortFromParams, sortParams } from './sort';

export const FILTER_KEYS = [
  'location',
  'subcategory',
  'category',
  'searchTag',
  'order',
  'orderBy',
  'minPrice',
  'maxPrice',
  'vip',
  'categories',
  'q',
  'giftFor',
  'page',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export const PAGE_KEY = 'page';
export const FACET_KEY_PREFIX = 'f_';
export type FacetKey = `f_${string}`;

/** A key a shopper changes by filtering: every filter key but `page`, or a facet. */
export type FilterParam = Exclude<FilterKey, 'page'> | FacetKey;

/** `f_brand`, `f_colour`: the prefix followed by at least one character. */
export const isFacetKey = (key: string): key is FacetKey =>
  key.startsWith(FACET_KEY_PREFIX) && key.length > FACET_KEY_PREFIX.length;

export const isFilterKey = (key: string): boolean =>
  (FILTER_KEYS as ReadonlyArray<string>).includes(key) || isFacetKey(key);

/** Refinements a "clear all" removes on a listing, the search text `q` included; `location` stays. */
const isRefinementKey = (key: string): boolean => isFilterKey(key) && key !== 'location';

/** One chosen facet value, `f_{name}={value}` in the URL. */
export interface Facet {
  readonly name: string;
  readonly value: string;
}

export interface ListingFilters {
  readonly location: O.Option<string>;
  readonly category: O.Option<string>;
  readonly subcategory: O.Option<string>;
  readonly categories: ReadonlyArray<string>;
  readonly searchTag: O.Option<string>;
  readonly q: O.Option<string>;
  readonly giftFor: O.Option<string>;
  readonly sort: SortOption;
  readonly minPrice: O.Option<number>;
  readonly maxPrice: O.Option<number>;
  readonly vip: boolean;
  readonly facets: ReadonlyArray<Facet>;
  /** Page 0 is the first page (spec 1 §4). */
  readonly page: number;
}

const nonEmpty = (value: string): boolean => value !== '';
const text = (query: Query, key: FilterKey): O.Option<string> => pipe(getFirst(query, key), O.filter(nonEmpty));

/** A price in the URL: a finite, non-negative number; anything else is ignored. */
const price = (query: Query, key: 'minPrice' | 'maxPrice'): O.Option<number> =>
  pipe(
    text(query, key),
    O.map((value) => Number(value.trim())),
    O.filter((value) => Number.isFinite(value) && value >= 0),
  );

/**
 * A price range with its lower bound first: a shopper may type the two prices either way round, or
 * drag one slider past the other, and means the range between them.
 */
export const orderedPriceRange = (
  min: O.Option<number>,
  max: O.Option<number>,
): { readonly min: O.Option<number>; readonly max: O.Option<number> } =>
  O.isSome(min) && O.isSome(max) && min.value > max.value ? { min: max, max: min } : { min, max };

/** A page in the URL: whole digits within the safe integers; anything else is page 0. */
export const parsePage = (value: O.Option<string>): number =>
  pipe(
    value,
    O.filter((digits) => /^\d{1,15}$/.test(digits)),
    O.map(Number),
    O.getOrElse(() => 0),
  );

export const parseListingFilters = (query: Query): ListingFilters => {
  const range = orderedPriceRange(price(query, 'minPrice'), price(query, 'maxPrice'));
  return {
    location: text(query, 'location'),
    category: text(query, 'category'),
    subcategory: text(query, 'subcategory'),
    categories: getAll(query, 'categories').filter(nonEmpty),
    searchTag: text(query, 'searchTag'),
    q: text(query, 'q'),
    giftFor: text(query, 'giftFor'),
    sort: sortFromParams(text(query, 'orderBy'), text(query, 'order')),
    minPrice: range.min,
    maxPrice: range.max,
    vip: queryFlag(query, 'vip'),
    facets: query
      .filter(([key, value]) => isFacetKey(key) && nonEmpty(value))
      .map(([key, value]) => ({ name: key.slice(FACET_KEY_PREFIX.length), value })),
    page: parsePage(getFirst(query, PAGE_KEY)),
  };
};

const single = (key: FilterKey, value: O.Option<string>): ReadonlyArray<QueryPair> =>
  pipe(
    value,
    O.filter(nonEmpty),
    O.match(
      () => [],
      (v) => [[key, v]],
    ),
  );

const priceParam = (key: 'minPrice' | 'maxPrice', value: O.Option<number>): ReadonlyArray<QueryPair> =>
  single(key, O.map(String)(value));

/**
 * The query for a set of filters, in a stable key order, leaving out every default: no sort for
 * popularity, no vip when false, no page 0, no empty values, and (given the slider) no min price at
 * its start or max price at its end.
 */
export const buildListingQuery = (filters: ListingFilters, slider: O.Option<PriceSlider>): Query => {
  const range = pipe(
    slider,
    O.match(
      () => ({ minPrice: filters.minPrice, maxPrice: filters.maxPrice }),
      (s) => omitSliderEnds(s, { minPrice: filters.minPrice, maxPrice: filters.maxPrice }),
    ),
  );
  const sort = sortParams(filters.sort);
  return [
    ...single('location', filters.location),
    ...single('subcategory', filters.subcategory),
    ...single('category', filters.category),
    ...single('searchTag', filters.searchTag),
    ...single(
      'orderBy',
      pipe(
        sort,
        O.map((p) => p.orderBy),
      ),
    ),
    ...single(
      'order',
      pipe(
        sort,
        O.map((p) => p.order),
      ),
    ),
    ...priceParam('minPrice', range.minPrice),
    ...priceParam('maxPrice', range.maxPrice),
    ...(filters.vip ? ([['vip', 'true']] as const) : []),
    ...filters.categories.filter(nonEmpty).map((c): QueryPair => ['categories', c]),
    ...single('q', filters.q),
    ...filters.facets
      .filter((f) => nonEmpty(f.name) && nonEmpty(f.value))
      .map((f): QueryPair => [`${FACET_KEY_PREFIX}${f.name}`, f.value]),
    ...single('giftFor', filters.giftFor),
    ...(filters.page > 0 ? ([[PAGE_KEY, String(filters.page)]] as const) : []),
  ];
};

/** Changing any filter resets paging (Hydrogen-style): the page parameter goes. */
export const resetPaging = (query: Query): Query => removeKey(query, PAGE_KEY);

/** Sets a single-valued filter, or removes it when the value is none or empty. Resets paging. */
export const setFilter = (query: Query, key: FilterParam, value: O.Option<string>): Query =>
  resetPaging(
    setAll(
      query,
      key,
      pipe(
        value,
        O.filter(nonEmpty),
        O.match(
          () => [],
          (v) => [v],
        ),
      ),
    ),
  );

/** Adds one value of a multi-valued filter (categories, a facet) once. Resets paging. */
export const addFilterValue = (query: Query, key: FilterParam, value: string): Query => {
  const values = getAll(query, key);
  if (value === '' || values.includes(value)) return resetPaging(query);
  return resetPaging(setAll(query, key, [...values, value]));
};

/** Removes one value of a multi-valued filter. Resets paging. */
export const removeFilterValue = (query: Query, key: FilterParam, value: string): Query =>
  resetPaging(
    setAll(
      query,
      key,
      getAll(query, key).filter((v) => v !== value),
    ),
  );

/** A checkbox filter: adds the value when absent, removes it when present. Resets paging. */
export const toggleFilterValue = (query: Query, key: FilterParam, value: string): Query =>
  getAll(query, key).includes(value) ? removeFilterValue(query, key, value) : addFilterValue(query, key, value);

/**
 * A listing's "Clear all filters": removes every refinement, its text (q) too, and the page; keeps
 * location and non-filter parameters. (The search page, whose text is the search, has its own.)
 */
export const clearFilters = (query: Query): Query => removeKeys(query, isRefinementKey);

/**
 * What a listing page's address keeps when the catalogue refuses one of its filters (by the
 * refusal's code): a page number out of range loses the page, a price out of range the prices, text
 * too long the text, a tag that is no short name the tag, and only a refusal it cannot pin on one
 * filter loses every refinement; the sort, location and text the shopper chose stay wherever they can.
 */
export const withoutRefusedFilter = (query: Query, refusal: string): Query => {
  switch (refusal) {
    case 'LISTING.PAGE_INVALID':
      return resetPaging(query);
    case 'LISTING.QUERY_INVALID':
      return setFilter(query, 'q', O.none);
    case 'LISTING.SEARCH_TAG_INVALID':
      return setFilter(query, 'searchTag', O.none);
    case 'LISTING.PRICE_INVALID':
    case 'LISTING.PRICE_RANGE_INVALID':
      return setFilter(setFilter(query, 'minPrice', O.none), 'maxPrice', O.none);
    default:
      // Every refinement but the text, which was not refused.
      return removeKeys(query, (key) => key !== 'q' && isRefinementKey(key));
  }
};

/** Moves to a page without touching the filters; page 0 is the default and is left out. */
export const setPage = (query: Query, page: number): Query =>
  Number.isSafeInteger(page) && page > 0 ? setAll(query, PAGE_KEY, [String(page)]) : resetPaging(query);
