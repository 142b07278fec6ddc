/**
 * What a listing shows besides its deals (spec 1 §3 "Deals response": count, canonicalUrl,
 * facetedNavigation with filters, navigations `{ linkText, count, shortName }` and stats), plus the
 * names of the place and categories the page is about, for its heading and title.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { FilterKey } from '../listing/filters';
import { encodeComponent, querySuffix } from '../listing/queryString';
import { DEALS_BASE_SEGMENT, HYPERLOCAL_LOCATION, SHOP_LOCATION, SPECIAL_SEGMENT } from '../routing/listingPath';
import type { DealPage } from './dealSummary';
import type { FacetFilter } from './facets';
import { SCOPE_NAMES } from './messages';
import {
  ALL_LOCATIONS,
  type ListingCriteria,
  type ListingScope,
  VIP_LOCATION,
  WELLNESS_LOCATION,
  scopeFromSegment,
} from './listingRequest';

/** A drill-down link: a child category of the listing with its number of deals. */
export interface NavigationLink {
  readonly linkText: string;
  readonly count: number;
  readonly shortName: string;
  /**
   * The page of that child: its own listing page, or, where the listing has no category pages (see
   * `hasCategoryPages`), the listing's page narrowed by the `categories` filter. Pages add their query.
   */
  readonly url: string;
}

/**
 * Prices of the listing before the price filter and the facets apply: the ends of the price slider.
 * They stay put as facets are ticked, so a chosen price range is not lost when another facet
 * narrows the deals to a smaller range (a bound at a slider end is left out of the address).
 */
export interface PriceStats {
  readonly count: number;
  readonly minPriceMinor: number | null;
  readonly maxPriceMinor: number | null;
}

export interface FacetedNavigation {
  readonly filters: ReadonlyArray<FacetFilter>;
  readonly navigations: ReadonlyArray<NavigationLink>;
  readonly stats: PriceStats;
}

export interface NamedPlace {
  readonly shortName: string;
  readonly name: string;
}

export interface ListingNavigation {
  /** Deals matching every filter, the main deal included. */
  readonly count: number;
  readonly facetedNavigation: FacetedNavigation;
  readonly canonicalUrl: string;
  /** The location the listing is about; national, travel, VIP and similar sections have their own name. */
  readonly location: NamedPlace;
  /** The category path, resolved to names. */
  readonly categories: ReadonlyArray<NamedPlace>;
}

/** The whole answer of a listing call. */
export type DealListing = DealPage & ListingNavigation;

/** Travel pages are shown as escapes (the travel brand is off, spec 1 §2 "/travel"). */
export const ESCAPES_SEGMENT = 'escapes';

/** The page path segment of a scope: national deals live under /deals/shop, travel under /deals/escapes. */
export const scopePageSegment = (scope: ListingScope): string => {
  switch (scope.kind) {
    case 'local':
      return scope.shortName;
    case 'national':
      return SHOP_LOCATION;
    case 'travel':
      return ESCAPES_SEGMENT;
    case 'hyperlocal':
      return HYPERLOCAL_LOCATION;
    case 'vip':
      return VIP_LOCATION;
    case 'wellness':
      return WELLNESS_LOCATION;
    case 'all':
      return '';
  }
};

const joinPath = (segments: ReadonlyArray<string>): string =>
  `/${segments
    .filter((s) => s !== '')
    .map(encodeComponent)
    .join('/')}`;

/**
 * The canonical page of a listing, without its query (filters and sort are views of the same
 * page): /deals/london/beauty-and-spa, /deals/shop/electricals, /deals/escapes, /deals/vip,
 * /deals/london/special/new-products, /near-me/{category}/{sub}. Every location's listing is
 * under /deals; hyperlocal pages are under /near-me; the all-locations list is the site root.
 */
export const listingCanonicalPath = (criteria: Pick<ListingCriteria, 'scope' | 'categories' | 'special'>): string => {
  if (criteria.scope.kind === 'hyperlocal') return joinPath([HYPERLOCAL_LOCATION, ...criteria.categories]);
  if (criteria.scope.kind === 'all') return joinPath([]);
  const base = [DEALS_BASE_SEGMENT, scopePageSegment(criteria.scope)];
  return pipe(
    criteria.special,
    O.match(
      () => joinPath([...base, ...criteria.categories]),
      (slug) => joinPath([...base, SPECIAL_SEGMENT, slug]),
    ),
  );
};

/**
 * A listing's category path with the parents it skipped put back, top first (`/deals/london/facials`
 * names Facials without Beauty & Spa), less a leading top category the scope's own segment already
 * stands for: `/deals/escapes` is the escapes category's page, so `/deals/escapes/escapes` is too, and
 * `/deals/escapes/uk-travel` needs no escapes before UK Travel.
 */
export const categoryPathWithParents = (
  scope: ListingScope,
  parents: ReadonlyArray<string>,
  categories: ReadonlyArray<string>,
): ReadonlyArray<string> => {
  const path = [...parents, ...categories];
  return path[0] === scopePageSegment(scope) ? path.slice(1) : path;
};

/** Where a deal's breadcrumbs lead: its section (town, shop, escapes...), its category, its subcategory. */
export interface DealSectionPaths {
  readonly location: string;
  readonly category: string;
  readonly subCategory: O.Option<string>;
}

/**
 * The listing pages above a deal, from its location, category and subcategory short names: a
 * travel deal (location and category `escapes`) sits under /deals/escapes, a national one under
 * /deals/shop, never under /deals/escapes/escapes or /deals/national-deal.
 */
export const dealSectionPaths = (
  location: string,
  category: string,
  subCategory: O.Option<string>,
): DealSectionPaths => {
  const scope = scopeFromSegment(location);
  const pathOf = (categories: ReadonlyArray<string>): string =>
    listingCanonicalPath({ scope, categories: categoryPathWithParents(scope, [], categories), special: O.none });
  return {
    location: pathOf([]),
    category: pathOf([category]),
    subCategory: O.map((sub: string) => pathOf([category, sub]))(subCategory),
  };
};

/** The page of a child category: the listing's path plus its short name. */
export const childListingPath = (parentPath: string, shortName: string): string =>
  `${parentPath === '/' ? '' : parentPath}/${encodeComponent(shortName)}`;

/** The filter that narrows a listing to some of its categories (spec 1 §3 filter keys). */
const CATEGORY_FILTER: FilterKey = 'categories';

/**
 * Whether a listing's categories have pages of their own under its path. A special
 * (/deals/london/special/new-products) has none, nor has the every-location list (the site root is
 * the homepage): their category links narrow the listing's own page with the `categories` filter.
 */
export const hasCategoryPages = (criteria: Pick<ListingCriteria, 'scope' | 'special'>): boolean =>
  O.isNone(criteria.special) && criteria.scope.kind !== 'all';

/** Where a listing's link to one of its categories goes (`NavigationLink.url`). */
export const categoryLinkUrl = (
  criteria: Pick<ListingCriteria, 'scope' | 'categories' | 'special'>,
  shortName: string,
): string => {
  const page = listingCanonicalPath(criteria);
  return hasCategoryPages(criteria)
    ? childListingPath(page, shortName)
    : `${page}${querySuffix([[CATEGORY_FILTER, shortName]])}`;
};

/**
 * The name of what a listing is about when it is not a town: "Shop" for national deals, "Escapes"
 * for travel... A local scope is named by its location row; here it falls back to its short name.
 */
export const scopePlace = (scope: ListingScope): NamedPlace => {
  switch (scope.kind) {
    case 'local':
      return { shortName: scope.shortName, name: scope.shortName };
    case 'all':
      return { shortName: ALL_LOCATIONS, name: SCOPE_NAMES.all };
    default:
      return { shortName: scopePageSegment(scope), name: SCOPE_NAMES[scope.kind] };
  }
};
