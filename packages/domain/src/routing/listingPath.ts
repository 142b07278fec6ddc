/**
 * Listing paths (spec 1 §2 "Listing paths", spec 2 §7.4 "Path shape"):
 * `{location}/{category}/{subCategory}/{subSubCategory}`, relative to the deals base.
 * - National deals use the location `national-deal` (shown as `shop` in page paths; both read as
 *   national); `near-me` is the location of hyperlocal deals; travel has its own location,
 *   `travel` or `escapes` (escapes when the travel brand is off); local deals carry a location
 *   short name.
 * - Special pages are `{location}/special/{slug}`.
 * - The gift finder is `{base}/{path}/gift-finder`, and a giftFor value gives
 *   `gift-finder/gifts-for-{value}` (the listing family's `giftFinderPath` and `GIFT_FINDER_SEGMENT`).
 * The pages' route table and the /v1 listing route read these paths; every reader allows at most
 * MAX_LISTING_CATEGORY_SEGMENTS category segments.
 */

export const DEALS_BASE_SEGMENT = 'deals';
export const NATIONAL_LOCATION = 'national-deal';
export const SHOP_LOCATION = 'shop';
export const HYPERLOCAL_LOCATION = 'near-me';
export const TRAVEL_LOCATIONS = ['travel', 'escapes'] as const;
export type TravelLocation = (typeof TRAVEL_LOCATIONS)[number];
export const SPECIAL_SEGMENT = 'special';
/** Category, sub-category and sub-sub-category: a listing path has at most three category segments. */
export const MAX_LISTING_CATEGORY_SEGMENTS = 3;

/** The map view page (spec 1 §2 "/map-view"); `?location=` names the town, else the location cookie's. */
export const MAP_VIEW_PAGE_PATH = '/map-view';
export const MAP_VIEW_LOCATION_PARAM = 'location';
export const mapViewPagePath = (location: string): string =>
  `${MAP_VIEW_PAGE_PATH}?${MAP_VIEW_LOCATION_PARAM}=${encodeURIComponent(location)}`;

export type ListingLocation =
  | { readonly kind: 'local'; readonly shortName: string }
  | { readonly kind: 'national' }
  | { readonly kind: 'hyperlocal' }
  | { readonly kind: 'travel'; readonly segment: TravelLocation };

export const isTravelLocation = (segment: string): segment is TravelLocation =>
  (TRAVEL_LOCATIONS as ReadonlyArray<string>).includes(segment);

export const isNationalLocation = (segment: string): boolean =>
  segment === NATIONAL_LOCATION || segment === SHOP_LOCATION;

export const locationFromSegment = (segment: string): ListingLocation => {
  if (isNationalLocation(segment)) return { kind: 'national' };
  if (segment === HYPERLOCAL_LOCATION) return { kind: 'hyperlocal' };
  if (isTravelLocation(segment)) return { kind: 'travel', segment };
  return { kind: 'local', shortName: segment };
};
