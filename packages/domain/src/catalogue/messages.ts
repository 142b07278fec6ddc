/**
 * User-facing strings of the listing pages' filters and sections. The spec names the mechanisms
 * (facet filters, sort, sections) but quotes no text for them: all of this is OUR WORDING.
 */
import type { FeatureValue } from './facets';

export const FACET_LABEL_FEATURE = 'Features';
export const FACET_LABEL_RATING = 'Customer rating';
export const FACET_LABEL_NIGHTS = 'Nights';

export const FEATURE_LABELS: Readonly<Record<FeatureValue, string>> = {
  'vip-price': 'VIP price',
  'click-and-collect': 'Click and collect',
  'gift-pack': 'Gift pack available',
  'early-bird': 'Early bird',
  'last-chance': 'Last chance',
  'price-per-person': 'Price per person',
  deposit: 'Pay a deposit',
};

export const ratingLabel = (stars: number): string => `${stars} stars and up`;
export const nightsLabel = (nights: number): string => (nights === 1 ? '1 night' : `${nights} nights`);

/** Names of the listings that are not about one town. */
export const SCOPE_NAMES = {
  national: 'Shop',
  travel: 'Escapes',
  hyperlocal: 'Near me',
  vip: 'VIP',
  wellness: 'Wellness Collection',
  all: 'All locations',
} as const;

/** The listing pages' controls and texts. */
export const LISTING_FILTERS_HEADING = 'Filter deals';
export const LISTING_SORT_LABEL = 'Sort by';
/** OUR WORDING: the default order of a listing about a place (near-me pages: nearest first, ADR 24). */
export const LISTING_NEAREST_SORT_LABEL = 'Nearest first';
export const LISTING_MIN_PRICE_LABEL = 'Minimum price';
export const LISTING_MAX_PRICE_LABEL = 'Maximum price';
export const LISTING_PRICE_HEADING = 'Price';
export const LISTING_APPLY_FILTERS = 'Apply filters';
export const LISTING_CLEAR_FILTERS = 'Clear all filters';
export const LISTING_CATEGORIES_LABEL = 'Categories';
export const LISTING_LOAD_MORE = 'Load more deals';
export const LISTING_LOADING_MORE = 'Loading more deals…';
export const LISTING_PREVIOUS_PAGE = 'Previous deals';
export const LISTING_PAGING_LABEL = 'More deals';
/** Where "Load more deals" stood once the last deals have loaded (OUR WORDING). */
export const LISTING_ALL_LOADED = "That's all the deals here.";
export const LISTING_TOP_DEAL = 'Top deal';
export const LISTING_ALL_DEALS = 'All deals';
export const LISTING_NO_DEALS = 'There are no deals here right now. Try clearing a filter or look at another category.';
export const LISTING_NO_RECENT_DEALS = "You haven't looked at any deals yet. Deals you view will show here.";
export const LISTING_SEE_ALL = 'See all';
/** A near-me page whose place has no such deal lists the nearest further away, and says so. */
export const NEAR_ME_NEAREST_NOTICE = 'We have no deals right there yet, so these are the nearest.';

export const dealCountText = (count: number): string => (count === 1 ? '1 deal' : `${count} deals`);
/** A listing narrowed by the q filter key says by what (OUR WORDING): '4 deals matching "massage"'. */
export const dealCountMatchingText = (count: number, text: string): string =>
  `${dealCountText(count)} matching "${text}"`;
export const seeAllLabel = (what: string): string => `${LISTING_SEE_ALL} ${what} deals`;

/** Homepage sections. */
export const homeTopDealHeading = (location: string): string => `Today's top deal in ${location}`;
export const homeMoreDealsHeading = (location: string): string => `More deals in ${location}`;
export const homeNewDealsHeading = (location: string): string => `New in ${location}`;
export const HOME_SHOP_HEADING = 'Shop online';
export const HOME_ESCAPES_HEADING = 'Escapes';
export const homeCategoriesHeading = (location: string): string => `Browse ${location}`;
/** The home page's link to the map view: OUR WORDING. */
export const HOME_MAP_VIEW_LINK = 'See them on a map';
