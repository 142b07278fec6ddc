/**
 * Page sizes of the lists (spec 2 §9 "Page sizes", §7.4 and §7.8), kept as data.
 * The shared deal-list page size and the search page size are "not shown" in the spec; lists that
 * need one use the listing size.
 */
export const PAGE_SIZES = {
  /** Deal listings. */
  listing: 9,
  /** The other listing sizes the spec names ("others 12, 30, 100"). */
  others: [12, 30, 100],
  /** New-products special per location (spec 2 §7.4: pageSize=12, page=0). */
  newProducts: 12,
  /** Wish list: query page 0, size 50 (spec 2 §7.8). */
  wishlist: 50,
  /** Recommendations: limit 40, page size 25. */
  recommendationsLimit: 40,
  recommendations: 25,
  buyAgain: 10,
  vouchers: 10,
  /** Reviews: size=10 (spec 2 §7.4). */
  reviews: 10,
  giftFinder: 12,
  /** Scrollers: 14 (page 1) for categories and specials, 18 for search. */
  scroller: 14,
  searchScroller: 18,
  /** Recently viewed deals: at most 5 (also the most recentViewedDeal parameters sent). */
  recentlyViewedMax: 5,
} as const;

/** Scrollers ask for page 1 (spec 2 §7.4 "pageSize 14 (page 1)"). */
export const SCROLLER_PAGE = 1;

/** The largest page size any list asks for. */
export const LARGEST_PAGE_SIZE = Math.max(...PAGE_SIZES.others);
