/**
 * Page sizes of the lists (spec 2 §9 "Page sizes", §7.4 and §7.8), kept as data.
 * The shared deal-list page size and the search page size are "not shown" in the spec; lists that
 * need one use the listing size.
 *
 * The sizes other modules name are constants of their own as well, which the table is made of:
 * reading one from the table at a module's top level would keep the whole table in every browser
 * bundle that imports the module.
 */

/** Deal listings (spec 2 §9: 9). */
export const LISTING_PAGE_SIZE = 9;
/** The other listing sizes the spec names ("others 12, 30, 100"). */
export const OTHER_PAGE_SIZES = [12, 30, 100] as const;
/** Wish list: query page 0, size 50 (spec 2 §7.8). */
export const WISHLIST_PAGE_SIZE = 50;
/** Recommendations: limit 40, page size 25. */
export const RECOMMENDATIONS_LIMIT = 40;
export const RECOMMENDATIONS_PAGE_SIZE = 25;
export const BUY_AGAIN_PAGE_SIZE = 10;
/** Reviews: size=10 (spec 2 §7.4). */
export const REVIEWS_PAGE_SIZE = 10;
/** Recently viewed deals: at most 5 (also the most recentViewedDeal parameters sent). */
export const RECENTLY_VIEWED_MAX = 5;

export const PAGE_SIZES = {
  listing: LISTING_PAGE_SIZE,
  others: OTHER_PAGE_SIZES,
  /** New-products special per location (spec 2 §7.4: pageSize=12, page=0). */
  newProducts: 12,
  wishlist: WISHLIST_PAGE_SIZE,
  recommendationsLimit: RECOMMENDATIONS_LIMIT,
  recommendations: RECOMMENDATIONS_PAGE_SIZE,
  buyAgain: BUY_AGAIN_PAGE_SIZE,
  vouchers: 10,
  reviews: REVIEWS_PAGE_SIZE,
  giftFinder: 12,
  /** Scrollers: 14 (page 1) for categories and specials, 18 for search. */
  scroller: 14,
  searchScroller: 18,
  recentlyViewedMax: RECENTLY_VIEWED_MAX,
} as const;

/** Scrollers ask for page 1 (spec 2 §7.4 "pageSize 14 (page 1)"). */
export const SCROLLER_PAGE = 1;
