/**
 * A request for one page of a listing, checked before it reaches a catalogue, and the normalised
 * `ListingCriteria` a catalogue answers (spec 2 §7.4 "Listing URL": page, pageSize, offset,
 * categories, price min and max, sort, order, q, f_* filters, vip; "Path shape":
 * `{location}/{category}/{subCategory}/{subSubCategory}`, national deals under `national-deal`,
 * travel under `travel` or `escapes`, hyperlocal under `near-me`, special pages
 * `{location}/special/{slug}`).
 *
 * Page 0 is the first page (spec 1 §4); the listing page size is 9 (spec 2 §9). Prices arrive in
 * major units, as the shopper sees them, and leave as minor units (ADR 4).
 *
 * Our additions to the location segment: `vip` lists the site's VIP deals, `wellness-collection`
 * its wellness collection, and `all-locations` every location (the early-bird list, the spec's
 * "all locations" header). VIP categories are categories of their own (`vip-beauty-and-spa`), so
 * a vip-prefixed segment is read like any other category short name.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { Facet } from '../listing/filters';
import { LISTING_PAGE_SIZE } from '../listing/pageSizes';
import { DEFAULT_SORT, type SortOption } from '../listing/sort';
import {
  HYPERLOCAL_LOCATION,
  type ListingLocation,
  MAX_LISTING_CATEGORY_SEGMENTS,
  NATIONAL_LOCATION,
  locationFromSegment,
} from '../routing/listingPath';
import { normaliseSearchText, searchTextLength } from '../search/searchText';
import { type DomainError, domainError } from '../shared/error';
import type { SiteKey } from '../site/site';
import { isShortName } from '../text/slug';
import { isKnownFacet } from './facets';

/** The listing page size of spec 2 §9 (9), from the listing family's page sizes. */
export { LISTING_PAGE_SIZE };
export const MAX_PAGE_SIZE = 100;
export const MAX_PAGE = 10_000;
export const MAX_OFFSET = 1_000;
/** The dearest price a filter may name, in major units (keeps minor units within a 32-bit integer). */
export const MAX_FILTER_PRICE = 1_000_000;
export const MAX_QUERY_LENGTH = 200;
export const MAX_FILTER_VALUES = 20;

export const VIP_LOCATION = 'vip';
export const WELLNESS_LOCATION = 'wellness-collection';
export const ALL_LOCATIONS = 'all-locations';
/** The special page of new products per location (spec 2 §7.4 "new-products special"). */
export const NEW_PRODUCTS_SPECIAL = 'new-products';

/**
 * The sort a listing applies: a new products special lists the newest first unless the shopper
 * chose another order; every other listing, the chosen sort (popularity by default).
 */
export const listingSort = (special: O.Option<string>, chosen: SortOption): SortOption =>
  chosen === DEFAULT_SORT && O.exists((slug: string) => slug === NEW_PRODUCTS_SPECIAL)(special)
    ? 'recentlyAdded'
    : chosen;

/**
 * Whether a listing offers popularity in its sort menu. Not where another order is the default: the
 * URL leaves popularity out (spec 1 §5), so there it could not be chosen.
 */
export const offersPopularitySort = (special: O.Option<string>): boolean =>
  listingSort(special, DEFAULT_SORT) === DEFAULT_SORT;

/** Where a listing's deals come from. */
export type ListingScope =
  ListingLocation | { readonly kind: 'vip' } | { readonly kind: 'wellness' } | { readonly kind: 'all' };

export interface ListingRequest {
  readonly site: SiteKey;
  /** The location segment: a short name, `national-deal`/`shop`, `travel`/`escapes`, `near-me`, `vip`... */
  readonly location: string;
  readonly page: number;
  readonly pageSize: number;
  /** Category, sub-category and sub-sub-category short names: zero to three. */
  readonly categories?: ReadonlyArray<string>;
  /** A special page's slug (`{location}/special/{slug}`). */
  readonly special?: string;
  /**
   * The place a hyperlocal listing keeps to, nearest deals first: a near-me area (deals within
   * reach of it) or a town (its own deals).
   */
  readonly area?: string;
  /** A town or near-me area the listing lists the nearest deals to first, without keeping to it. */
  readonly near?: string;
  /** Deals to skip before the first page (spec 2 §7.4 offset rule; the listing family computes it). */
  readonly offset?: number;
  readonly sort?: SortOption;
  /** Major units (pounds, euro). */
  readonly minPrice?: number;
  readonly maxPrice?: number;
  readonly facets?: ReadonlyArray<Facet>;
  readonly vip?: boolean;
  /** The `categories` filter key: deals in any of these categories (at any level). */
  readonly categoryFilter?: ReadonlyArray<string>;
  readonly q?: string;
  /** The `searchTag` filter key (spec 1 §3): deals carrying this tag, as a special page's are. */
  readonly searchTag?: string;
  /** The deal preview listing (spec 1 §2, spec 2 §7.4 `preview=true`): deals not open yet too. */
  readonly preview?: boolean;
}

/** A checked, normalised request: what a catalogue answers and a cache keys on. */
export interface ListingCriteria {
  readonly site: SiteKey;
  readonly scope: ListingScope;
  readonly categories: ReadonlyArray<string>;
  readonly special: O.Option<string>;
  readonly area: O.Option<string>;
  readonly near: O.Option<string>;
  readonly page: number;
  readonly pageSize: number;
  readonly offset: number;
  readonly sort: SortOption;
  readonly minPriceMinor: O.Option<number>;
  readonly maxPriceMinor: O.Option<number>;
  /** Each facet once, sorted by name then value. */
  readonly facets: ReadonlyArray<Facet>;
  readonly vip: boolean;
  /** Each once, sorted. */
  readonly categoryFilter: ReadonlyArray<string>;
  readonly q: O.Option<string>;
  readonly searchTag: O.Option<string>;
  /** Deals that open later are listed too (the deal preview page). */
  readonly preview: boolean;
}

export type ListingRequestError = DomainError<
  | 'LISTING.PAGE_INVALID'
  | 'LISTING.PAGE_SIZE_INVALID'
  | 'LISTING.LOCATION_INVALID'
  | 'LISTING.OFFSET_INVALID'
  | 'LISTING.CATEGORY_INVALID'
  | 'LISTING.SPECIAL_INVALID'
  | 'LISTING.SEARCH_TAG_INVALID'
  | 'LISTING.PRICE_INVALID'
  | 'LISTING.PRICE_RANGE_INVALID'
  | 'LISTING.FACET_INVALID'
  | 'LISTING.QUERY_INVALID'
>;

export const scopeFromSegment = (segment: string): ListingScope => {
  if (segment === VIP_LOCATION) return { kind: 'vip' };
  if (segment === WELLNESS_LOCATION) return { kind: 'wellness' };
  if (segment === ALL_LOCATIONS) return { kind: 'all' };
  return locationFromSegment(segment);
};

/** The location segment of a listing's scope in the listing call's path: the inverse of scopeFromSegment. */
export const scopeSegment = (scope: ListingScope): string => {
  switch (scope.kind) {
    case 'local':
      return scope.shortName;
    case 'national':
      return NATIONAL_LOCATION;
    case 'travel':
      return scope.segment;
    case 'hyperlocal':
      return HYPERLOCAL_LOCATION;
    case 'vip':
      return VIP_LOCATION;
    case 'wellness':
      return WELLNESS_LOCATION;
    case 'all':
      return ALL_LOCATIONS;
  }
};

type Check<A> = E.Either<ListingRequestError, A>;

const wholeNumber = (value: number, max: number): boolean => Number.isInteger(value) && value >= 0 && value <= max;

const checkPaging = (input: ListingRequest): Check<{ page: number; pageSize: number; offset: number }> => {
  if (!wholeNumber(input.page, MAX_PAGE))
    return E.left(domainError('LISTING.PAGE_INVALID', `page must be a whole number from 0 to ${MAX_PAGE}`));
  if (!wholeNumber(input.pageSize, MAX_PAGE_SIZE) || input.pageSize < 1)
    return E.left(
      domainError('LISTING.PAGE_SIZE_INVALID', `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
    );
  const offset = input.offset ?? 0;
  if (!wholeNumber(offset, MAX_OFFSET))
    return E.left(domainError('LISTING.OFFSET_INVALID', `offset must be a whole number from 0 to ${MAX_OFFSET}`));
  return E.right({ page: input.page, pageSize: input.pageSize, offset });
};

/** The category segments: up to three short names. */
const checkCategories = (categories: ReadonlyArray<string>): Check<ReadonlyArray<string>> =>
  categories.length <= MAX_LISTING_CATEGORY_SEGMENTS && categories.every(isShortName)
    ? E.right(categories)
    : E.left(
        domainError(
          'LISTING.CATEGORY_INVALID',
          'categories must be up to three category short names such as beauty-and-spa',
        ),
      );

const optionalShortName = (
  value: string | undefined,
  code: 'LISTING.SPECIAL_INVALID' | 'LISTING.SEARCH_TAG_INVALID' | 'LISTING.LOCATION_INVALID',
  what: string,
): Check<O.Option<string>> => {
  if (value === undefined) return E.right(O.none);
  return isShortName(value) ? E.right(O.some(value)) : E.left(domainError(code, `${what} must be a short name`));
};

const priceMinor = (value: number | undefined, name: string): Check<O.Option<number>> => {
  if (value === undefined) return E.right(O.none);
  return Number.isFinite(value) && value >= 0 && value <= MAX_FILTER_PRICE
    ? E.right(O.some(Math.round(value * 100)))
    : E.left(domainError('LISTING.PRICE_INVALID', `${name} must be a number from 0 to ${MAX_FILTER_PRICE}`));
};

const checkPrices = (input: ListingRequest): Check<{ min: O.Option<number>; max: O.Option<number> }> =>
  pipe(
    E.Do,
    E.apS('min', priceMinor(input.minPrice, 'minPrice')),
    E.apS('max', priceMinor(input.maxPrice, 'maxPrice')),
    E.filterOrElse(
      ({ min, max }) => O.isNone(min) || O.isNone(max) || min.value <= max.value,
      (): ListingRequestError => domainError('LISTING.PRICE_RANGE_INVALID', 'minPrice must not be more than maxPrice'),
    ),
  );

/** Orders distinct facets: by name, then value. */
const compareFacets = (a: Facet, b: Facet): number =>
  a.name === b.name ? (a.value < b.value ? -1 : 1) : a.name < b.name ? -1 : 1;

const checkFacets = (facets: ReadonlyArray<Facet>): Check<ReadonlyArray<Facet>> => {
  const unknown = facets.find((facet) => !isKnownFacet(facet));
  if (unknown !== undefined)
    return E.left(
      domainError('LISTING.FACET_INVALID', `f_${unknown.name} has no value ${JSON.stringify(unknown.value)}`),
    );
  const unique = [...new Map(facets.map((f) => [`${f.name}=${f.value}`, f])).values()];
  if (unique.length > MAX_FILTER_VALUES)
    return E.left(domainError('LISTING.FACET_INVALID', `at most ${MAX_FILTER_VALUES} facet values may be chosen`));
  return E.right([...unique].sort(compareFacets));
};

const checkCategoryFilter = (values: ReadonlyArray<string>): Check<ReadonlyArray<string>> => {
  const unique = [...new Set(values)].sort();
  if (unique.length > MAX_FILTER_VALUES || !unique.every(isShortName))
    return E.left(
      domainError(
        'LISTING.CATEGORY_INVALID',
        `categories must be up to ${MAX_FILTER_VALUES} category short names such as beauty-and-spa`,
      ),
    );
  return E.right(unique);
};

/** The search text of a listing, made safe as a search's is (no control characters: PostgreSQL text cannot hold NUL). */
const checkQuery = (q: string | undefined): Check<O.Option<string>> => {
  const text = normaliseSearchText(q ?? '');
  if (searchTextLength(text) > MAX_QUERY_LENGTH)
    return E.left(domainError('LISTING.QUERY_INVALID', `q must be at most ${MAX_QUERY_LENGTH} characters`));
  return E.right(text === '' ? O.none : O.some(text));
};

const checkLocation = (location: string): Check<ListingScope> =>
  isShortName(location)
    ? E.right(scopeFromSegment(location))
    : E.left(domainError('LISTING.LOCATION_INVALID', 'location must be a location short name such as london'));

/** Checks a request and normalises it: defaults filled, sets sorted, prices in minor units. */
export const listingCriteria = (input: ListingRequest): Check<ListingCriteria> =>
  pipe(
    E.Do,
    E.apS('paging', checkPaging(input)),
    E.apS('scope', checkLocation(input.location)),
    E.apS('categories', checkCategories(input.categories ?? [])),
    E.apS('special', optionalShortName(input.special, 'LISTING.SPECIAL_INVALID', 'special')),
    E.apS('area', optionalShortName(input.area, 'LISTING.LOCATION_INVALID', 'area')),
    E.apS('near', optionalShortName(input.near, 'LISTING.LOCATION_INVALID', 'near')),
    E.apS('prices', checkPrices(input)),
    E.apS('facets', checkFacets(input.facets ?? [])),
    E.apS('categoryFilter', checkCategoryFilter(input.categoryFilter ?? [])),
    E.apS('q', checkQuery(input.q)),
    E.apS('searchTag', optionalShortName(input.searchTag, 'LISTING.SEARCH_TAG_INVALID', 'searchTag')),
    E.map(
      ({
        paging,
        scope,
        categories,
        special,
        area,
        near,
        prices,
        facets,
        categoryFilter,
        q,
        searchTag,
      }): ListingCriteria => ({
        site: input.site,
        scope,
        categories,
        special,
        area,
        near,
        ...paging,
        sort: input.sort ?? DEFAULT_SORT,
        minPriceMinor: prices.min,
        maxPriceMinor: prices.max,
        facets,
        vip: input.vip ?? false,
        categoryFilter,
        q,
        searchTag,
        preview: input.preview ?? false,
      }),
    ),
  );
