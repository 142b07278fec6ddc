/**
 * A search for deals (spec 2 §7.2 /v1/search, §7.4 "Listing URL ... q, f_* filters. Search ... add
 * facetedNavigation=true"), checked before it reaches a catalogue. It carries the listing
 * family's filters that a search can narrow by: category, location, min and max price (whole
 * currency units in the URL, minor units here), price bands (`f_price`), sort and page.
 *
 * The default sort (popularity) means relevance for a search: text rank combined with popularity.
 * The search page size is not shown in the spec; we use 12, the first of its "others 12, 30, 100",
 * so a grid of 2, 3 or 4 columns shows whole rows.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { MAX_PAGE, MAX_PAGE_SIZE } from '../catalogue/listingRequest';
import { type Facet, type ListingFilters, orderedPriceRange } from '../listing/filters';
import { OTHER_PAGE_SIZES } from '../listing/pageSizes';
import { DEFAULT_SORT, type SortOption } from '../listing/sort';
import { type DomainError, domainError } from '../shared/error';
import type { SiteKey } from '../site/site';
import { isShortName } from '../text/slug';
import { PRICE_BAND_FACET, priceBandByKey } from './priceBands';
import { type SearchTextError, searchText } from './searchText';

export const SEARCH_PAGE_SIZE: number = OTHER_PAGE_SIZES[0];

/** The dearest price a search filters by, in whole currency units. */
export const MAX_SEARCH_PRICE = 1_000_000;

/** What a search asks for, before checking: from the URL of the page or the API. */
export interface SearchInput {
  readonly site: SiteKey;
  readonly q: string;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SortOption;
  /** Whole currency units, as the URL carries them. */
  readonly minPrice: O.Option<number>;
  readonly maxPrice: O.Option<number>;
  readonly category: O.Option<string>;
  readonly location: O.Option<string>;
  /** The shopper's town (a short name): by relevance, its deals come before other towns'. Not a filter. */
  readonly near: O.Option<string>;
  readonly facets: ReadonlyArray<Facet>;
}

export interface SearchRequest {
  readonly site: SiteKey;
  /** Normalised search text, never empty. */
  readonly text: string;
  readonly page: number;
  readonly pageSize: number;
  readonly sort: SortOption;
  readonly minPriceMinor: O.Option<number>;
  readonly maxPriceMinor: O.Option<number>;
  /** A category short name at any level of the tree. */
  readonly category: O.Option<string>;
  readonly location: O.Option<string>;
  /** The shopper's town: ranks its deals first when sorting by relevance. */
  readonly near: O.Option<string>;
  /** Chosen price band indices, ascending, each once. */
  readonly priceBands: ReadonlyArray<number>;
}

export type SearchRequestError =
  | SearchTextError
  | DomainError<
      | 'LISTING.PAGE_INVALID'
      | 'LISTING.PAGE_SIZE_INVALID'
      | 'LISTING.LOCATION_INVALID'
      | 'SEARCH.CATEGORY_INVALID'
      | 'SEARCH.PRICE_INVALID'
      | 'SEARCH.FACET_INVALID'
    >;

/** A search with only text: page 0 of the search page size, by relevance, unfiltered. */
export const plainSearchInput = (site: SiteKey, q: string): SearchInput => ({
  site,
  q,
  page: 0,
  pageSize: SEARCH_PAGE_SIZE,
  sort: DEFAULT_SORT,
  minPrice: O.none,
  maxPrice: O.none,
  category: O.none,
  location: O.none,
  near: O.none,
  facets: [],
});

/** The search a results page URL asks for, read with the listing family's filter rules. */
export const searchInputFromFilters = (site: SiteKey, filters: ListingFilters): SearchInput => ({
  ...plainSearchInput(site, O.getOrElse(() => '')(filters.q)),
  page: filters.page,
  sort: filters.sort,
  minPrice: filters.minPrice,
  maxPrice: filters.maxPrice,
  category: filters.category,
  location: filters.location,
  facets: filters.facets,
});

const checkPrice = (price: O.Option<number>): E.Either<SearchRequestError, O.Option<number>> =>
  pipe(
    price,
    O.match(
      () => E.right(O.none),
      (major) =>
        Number.isFinite(major) && major >= 0 && major <= MAX_SEARCH_PRICE
          ? E.right(O.some(Math.round(major * 100)))
          : E.left(domainError('SEARCH.PRICE_INVALID', `a price must be a number from 0 to ${MAX_SEARCH_PRICE}`)),
    ),
  );

const checkShortName = <Code extends 'LISTING.LOCATION_INVALID' | 'SEARCH.CATEGORY_INVALID'>(
  value: O.Option<string>,
  code: Code,
  what: string,
): E.Either<DomainError<Code>, O.Option<string>> =>
  pipe(
    value,
    O.match(
      () => E.right(O.none),
      (name) => (isShortName(name) ? E.right(O.some(name)) : E.left(domainError(code, `${what} must be a short name`))),
    ),
  );

const checkFacets = (facets: ReadonlyArray<Facet>): E.Either<SearchRequestError, ReadonlyArray<number>> =>
  pipe(
    facets,
    E.traverseArray((facet) =>
      facet.name !== PRICE_BAND_FACET
        ? E.left(domainError('SEARCH.FACET_INVALID', `f_${facet.name} is not a filter of search`))
        : pipe(
            priceBandByKey(facet.value),
            E.fromOption(() => domainError('SEARCH.FACET_INVALID', `f_price ${facet.value} is not a price band`)),
            E.map((band) => band.index),
          ),
    ),
    E.map((indices) => [...new Set(indices)].sort((a, b) => a - b)),
  );

export const searchRequest = (input: SearchInput): E.Either<SearchRequestError, SearchRequest> => {
  if (!Number.isInteger(input.page) || input.page < 0 || input.page > MAX_PAGE)
    return E.left(domainError('LISTING.PAGE_INVALID', `page must be a whole number from 0 to ${MAX_PAGE}`));
  if (!Number.isInteger(input.pageSize) || input.pageSize < 1 || input.pageSize > MAX_PAGE_SIZE)
    return E.left(
      domainError('LISTING.PAGE_SIZE_INVALID', `pageSize must be a whole number from 1 to ${MAX_PAGE_SIZE}`),
    );
  return pipe(
    E.Do,
    E.apS('text', searchText(input.q)),
    E.apSW('minPriceMinor', checkPrice(input.minPrice)),
    E.apSW('maxPriceMinor', checkPrice(input.maxPrice)),
    E.apSW('category', checkShortName(input.category, 'SEARCH.CATEGORY_INVALID', 'category')),
    E.apSW('location', checkShortName(input.location, 'LISTING.LOCATION_INVALID', 'location')),
    E.apSW('near', checkShortName(input.near, 'LISTING.LOCATION_INVALID', 'near')),
    E.apSW('priceBands', checkFacets(input.facets)),
    E.map(({ text, minPriceMinor, maxPriceMinor, category, location, near, priceBands }): SearchRequest => {
      const range = orderedPriceRange(minPriceMinor, maxPriceMinor);
      return {
        site: input.site,
        text,
        page: input.page,
        pageSize: input.pageSize,
        sort: input.sort,
        minPriceMinor: range.min,
        maxPriceMinor: range.max,
        category,
        location,
        near,
        priceBands,
      };
    }),
  );
};

/** True when a search narrows its text by anything: a category, location, price or band. */
export const isFilteredSearch = (request: SearchRequest): boolean =>
  O.isSome(request.category) ||
  O.isSome(request.location) ||
  O.isSome(request.minPriceMinor) ||
  O.isSome(request.maxPriceMinor) ||
  RA.isNonEmpty(request.priceBands);
