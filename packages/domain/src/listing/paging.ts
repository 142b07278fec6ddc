/**
 * Paged lists (spec 1 §4 "Paged lists", §5 "Pagination", spec 2 §7.4 "Offset").
 * Page 0 is the first page. A list stops when the previous page came back empty or smaller than
 * the page size. A grid shows whole rows only: the remainder is dropped.
 */
import type { PageType } from '../routing/pageTypes';

/** Spec 1 §4: a list stops when the previous page came back empty or smaller than the page size. */
export const pagingStops = (previousPageCount: number, pageSize: number): boolean =>
  previousPageCount === 0 || previousPageCount < pageSize;

/**
 * How many of a listing's deals are left to page through after page `page` (of `pageSize`) came
 * back with `pageCount`: `count` includes the main deal, shown above the first page. A list whose
 * pages have shown them all stops there, without first asking for an empty page.
 */
export const dealsLeftAfterPage = (
  listing: { readonly count: number; readonly mainDeal: boolean },
  page: number,
  pageSize: number,
  pageCount: number,
): number => Math.max(0, listing.count - (listing.mainDeal ? 1 : 0) - page * pageSize - pageCount);

/** A paged listing stops after a short page (spec 1 §4) or once no deal is left (`dealsLeftAfterPage`). */
export const listingStops = (pageCount: number, pageSize: number, left: number): boolean =>
  pagingStops(pageCount, pageSize) || left < 1;

/** How many items fill whole rows of `perRow`; 0 when a row has no room. */
export const wholeRowCount = (itemCount: number, perRow: number): number => {
  const width = Math.floor(perRow);
  return width >= 1 && itemCount > 0 ? Math.floor(itemCount / width) * width : 0;
};

/** Spec 1 §5: the list cut into whole rows of `perRow` items, the remainder dropped. */
export const cutIntoWholeRows = <A>(items: ReadonlyArray<A>, perRow: number): ReadonlyArray<ReadonlyArray<A>> => {
  const width = Math.floor(perRow);
  const kept = wholeRowCount(items.length, perRow);
  const rows: Array<ReadonlyArray<A>> = [];
  for (let start = 0; start < kept; start += width) rows.push(items.slice(start, start + width));
  return rows;
};

export const DEAL_PAGE_LISTING_OFFSET = 5;
export const DEFAULT_LISTING_OFFSET = 2;
export const TRAVEL_LISTING_OFFSET = 0;
export const SOLD_OUT_MAIN_DEAL_EXTRA_OFFSET = 1;

/**
 * Spec 2 §7.4: the listing offset is 5 on deal and VIP deal pages, 2 otherwise, 0 for travel, plus
 * 1 when the main deal is sold out (on every page type, travel included: the spec adds it
 * unconditionally).
 */
export const listingOffset = (pageType: PageType, mainDealSoldOut: boolean): number => {
  const base =
    pageType === 'deal' || pageType === 'vipDeal'
      ? DEAL_PAGE_LISTING_OFFSET
      : pageType === 'travel'
        ? TRAVEL_LISTING_OFFSET
        : DEFAULT_LISTING_OFFSET;
  return mainDealSoldOut ? base + SOLD_OUT_MAIN_DEAL_EXTRA_OFFSET : base;
};
