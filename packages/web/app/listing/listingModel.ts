/**
 * Presenter of the listing pages (spec 1 §2 location homepage, category and sub-category pages,
 * shop, escapes, VIP, wellness, near-me, specials, early bird, gshop): the page's URL is its state.
 * Everything here is a pure function of the URL's query and the listing the API answered, through
 * the domain's listing rules (filters, sort, price slider, paging).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import {
  type DealListing,
  type DealSummary,
  type FacetFilter,
  LISTING_NEAREST_SORT_LABEL,
  LISTING_PAGE_SIZE,
  type ListingRequest,
  dealCountMatchingText,
  dealCountText,
  isAboutAPlace,
  leadsWithMainDeal,
  listingOrder,
  isKnownFacet,
  listingSort,
  offersPopularitySort,
} from '@kerching/domain/catalogue';
import {
  DEFAULT_SORT,
  type ListingFilters,
  type PriceSlider,
  type Query,
  SORT_OPTIONS,
  buildListingQuery,
  clearFilters,
  formatQuery,
  getAll,
  isFilterKey,
  dealsLeftAfterPage,
  listingStops,
  parseListingFilters,
  parseQuery,
  priceSlider,
  querySuffix,
  removeKey,
  resetPaging,
  setPage,
  setValue,
  snapPriceRange,
} from '@kerching/domain/listing';
import { currencySymbol } from '@kerching/domain/money';
import type { Site } from '@kerching/domain/site';

/** The listing parts of a page's address: its location segment, category path and extras. */
export interface ListingAddress {
  readonly location: string;
  readonly categories?: ReadonlyArray<string>;
  readonly special?: string;
  readonly area?: string;
}

/** The filters of a URL, with facets the API does not know dropped (the canonical URL drops them too). */
export const filtersOf = (query: Query): ListingFilters => {
  const filters = parseListingFilters(query);
  return { ...filters, facets: filters.facets.filter(isKnownFacet) };
};

/** The request a listing page makes for its URL. */
export const listingRequestOf = (
  site: Site,
  address: ListingAddress,
  query: Query,
  pageSize: number = LISTING_PAGE_SIZE,
): ListingRequest => {
  const filters = filtersOf(query);
  return {
    site: site.key,
    location: address.location,
    page: filters.page,
    pageSize,
    sort: filters.sort,
    ...(address.categories === undefined ? {} : { categories: address.categories }),
    ...(address.special === undefined ? {} : { special: address.special }),
    ...(address.area === undefined ? {} : { area: address.area }),
    ...(O.isSome(filters.minPrice) ? { minPrice: filters.minPrice.value } : {}),
    ...(O.isSome(filters.maxPrice) ? { maxPrice: filters.maxPrice.value } : {}),
    ...(filters.vip ? { vip: true } : {}),
    ...(filters.facets.length > 0 ? { facets: filters.facets } : {}),
    ...(filters.categories.length > 0 ? { categoryFilter: filters.categories } : {}),
    // The q and searchTag filter keys (spec 1 §3): deals whose text matches, deals with the tag.
    ...(O.isSome(filters.q) ? { q: filters.q.value } : {}),
    ...(O.isSome(filters.searchTag) ? { searchTag: filters.searchTag.value } : {}),
  };
};

/** The price slider of a listing: its cheapest and dearest deals in whole units, on the spec's steps. */
export const sliderOf = (listing: Pick<DealListing, 'facetedNavigation'>): O.Option<PriceSlider> => {
  const { minPriceMinor, maxPriceMinor } = listing.facetedNavigation.stats;
  if (minPriceMinor === null || maxPriceMinor === null) return O.none;
  const slider = priceSlider(minPriceMinor / 100, maxPriceMinor / 100);
  return slider.start < slider.end ? O.some(slider) : O.none;
};

const nonFilterPairs = (query: Query): Query => query.filter(([key]) => !isFilterKey(key));

/**
 * The canonical form of a listing URL's query: filters in a fixed order without defaults, prices
 * snapped to the slider's steps with its ends left out, unknown facets dropped, other parameters
 * (tracking and the like) kept after them. A page whose query differs redirects to this one.
 */
export const canonicalListingQuery = (query: Query, slider: O.Option<PriceSlider>): Query => {
  const filters = filtersOf(query);
  const snapped = pipe(
    slider,
    O.match(
      () => filters,
      (s): ListingFilters =>
        O.isNone(filters.minPrice) && O.isNone(filters.maxPrice)
          ? filters
          : {
              ...filters,
              ...snapPriceRange(
                s,
                O.getOrElse(() => s.start)(filters.minPrice),
                O.getOrElse(() => s.end)(filters.maxPrice),
              ),
            },
    ),
  );
  return [...buildListingQuery(snapped, slider), ...nonFilterPairs(query)];
};

/** Whether two queries say the same (empty values never matter). */
export const sameQuery = (a: Query, b: Query): boolean =>
  formatQuery(a.filter(([, v]) => v !== '')) === formatQuery(b.filter(([, v]) => v !== ''));

export interface LinkWithCount {
  readonly label: string;
  readonly count: number;
  readonly href: string;
  /** The page is narrowed to this link's category (its href takes that off). */
  readonly selected: boolean;
}

export interface FacetGroupModel {
  readonly key: string;
  readonly label: string;
  readonly values: ReadonlyArray<{
    readonly value: string;
    readonly label: string;
    readonly count: number;
    readonly selected: boolean;
  }>;
}

export interface SliderModel {
  readonly start: number;
  readonly end: number;
  readonly min: number;
  readonly max: number;
  readonly symbol: string;
}

export interface ListingPageModel {
  readonly countText: string;
  readonly mainDeal: DealSummary | null;
  readonly deals: ReadonlyArray<DealSummary>;
  readonly navigations: ReadonlyArray<LinkWithCount>;
  readonly filters: {
    readonly action: string;
    /** Parameters the form does not edit, carried as hidden fields. */
    readonly keep: Query;
    readonly sort: ReadonlyArray<{ readonly value: string; readonly label: string; readonly selected: boolean }>;
    readonly slider: SliderModel | null;
    readonly facets: ReadonlyArray<FacetGroupModel>;
    readonly clearHref: string | null;
  };
  readonly paging: {
    readonly path: string;
    readonly query: Query;
    readonly page: number;
    readonly previousHref: string | null;
    readonly nextHref: string | null;
  };
  /** What "load more" asks for in the browser: the same listing, page by page. */
  readonly more: { readonly request: Omit<ListingRequest, 'page'>; readonly page: number; readonly left: number };
}

/** Keys the filter form edits; everything else in the query rides along as hidden fields. */
const FORM_KEYS = ['orderBy', 'order', 'minPrice', 'maxPrice', 'page'];
const editedByForm = (key: string, facets: ReadonlyArray<FacetFilter>): boolean =>
  FORM_KEYS.includes(key) || facets.some((f) => f.key === key);

/**
 * A category link of the page. A child's own page keeps the page's filters. A link that narrows this
 * same listing (a special, the early-bird list) stays on the page the shopper is on with its filter
 * set too; when that value is already chosen, the link is shown chosen and takes the filter off.
 */
export const navigationLink = (
  url: string,
  canonicalUrl: string,
  path: string,
  query: Query,
): Pick<LinkWithCount, 'href' | 'selected'> => {
  const at = url.indexOf('?');
  if (at === -1) return { href: `${url}${querySuffix(query)}`, selected: false };
  const target = url.slice(0, at);
  const narrowing = parseQuery(url.slice(at + 1));
  const selected = narrowing.length > 0 && narrowing.every(([key, value]) => getAll(query, key).includes(value));
  const next = narrowing.reduce(
    (acc, [key, value]) => (selected ? removeKey(acc, key) : setValue(acc, key, value)),
    query,
  );
  return { href: `${target === canonicalUrl ? path : target}${querySuffix(next)}`, selected };
};

export const listingPageModel = (
  listing: DealListing,
  path: string,
  query: Query,
  request: ListingRequest,
  site: Site,
): ListingPageModel => {
  const filters = filtersOf(query);
  const base = resetPaging(query);
  const slider = sliderOf(listing);
  const facets = listing.facetedNavigation.filters;
  const cleared = clearFilters(query);
  const { page, ...rest } = request;
  const special = O.fromNullable(request.special);
  const sorted = listingSort(special, filters.sort);
  const aboutAPlace = isAboutAPlace(request);
  // Past the first page the answer has no main deal, but the first page had one (and the count has it).
  const order = listingOrder({
    special,
    sort: sorted,
    area: O.fromNullable(request.area),
    near: O.fromNullable(request.near),
  });
  const left = dealsLeftAfterPage(
    { count: listing.count, mainDeal: listing.mainDeal !== null || (page > 0 && leadsWithMainDeal(order)) },
    page,
    request.pageSize,
    listing.deals.length,
  );
  return {
    countText: O.match(
      () => dealCountText(listing.count),
      (text: string) => dealCountMatchingText(listing.count, text),
    )(filters.q),
    mainDeal: listing.mainDeal,
    deals: listing.deals,
    navigations: listing.facetedNavigation.navigations.map((nav) => ({
      label: nav.linkText,
      count: nav.count,
      ...navigationLink(nav.url, listing.canonicalUrl, path, base),
    })),
    filters: {
      action: path,
      keep: base.filter(([key]) => !editedByForm(key, facets)),
      sort: SORT_OPTIONS.filter((option) => option.value !== DEFAULT_SORT || offersPopularitySort(special)).map(
        (option) => ({
          value: option.value,
          // A listing about a place comes nearest first unless another order is chosen (ADR 24).
          label: option.value === DEFAULT_SORT && aboutAPlace ? LISTING_NEAREST_SORT_LABEL : option.label,
          selected: option.value === sorted,
        }),
      ),
      slider: pipe(
        slider,
        O.match(
          () => null,
          (s): SliderModel => ({
            start: s.start,
            end: s.end,
            min: O.getOrElse(() => s.start)(filters.minPrice),
            max: O.getOrElse(() => s.end)(filters.maxPrice),
            symbol: currencySymbol(site.currency),
          }),
        ),
      ),
      facets: facets.map((group) => ({ key: group.key, label: group.label, values: group.values })),
      clearHref: sameQuery(cleared, query) ? null : `${path}${querySuffix(cleared)}`,
    },
    paging: {
      path,
      query: base,
      page,
      previousHref: page > 0 ? `${path}${querySuffix(setPage(query, page - 1))}` : null,
      nextHref: listingStops(listing.deals.length, request.pageSize, left)
        ? null
        : `${path}${querySuffix(setPage(query, page + 1))}`,
    },
    more: { request: rest, page, left },
  };
};

const DEALS_PREFIX = '/deals/';
const PREVIEW_PREFIX = '/deal-preview/';

/**
 * The deal preview page's model (spec 1 §2 "A deal-preview query flag gives the deal preview page;
 * in paths deal-preview is rewritten to deals"): the listing's own model, with its deals opened
 * in preview (they may not be on sale yet) and its category links kept inside the preview.
 */
export const previewListingModel = (model: ListingPageModel): ListingPageModel => {
  const inPreview = (deal: DealSummary): DealSummary => ({
    ...deal,
    urlPath: `${deal.urlPath}${deal.urlPath.includes('?') ? '&' : '?'}preview=true`,
  });
  return {
    ...model,
    mainDeal: model.mainDeal === null ? null : inPreview(model.mainDeal),
    deals: model.deals.map(inPreview),
    navigations: model.navigations.map((link) =>
      link.href.startsWith(DEALS_PREFIX)
        ? { ...link, href: `${PREVIEW_PREFIX}${link.href.slice(DEALS_PREFIX.length)}` }
        : link,
    ),
  };
};
