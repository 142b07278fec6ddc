import { describe, expect, it } from 'vitest';
import { PAGE_SIZES, SCROLLER_PAGE } from './pageSizes';
import {
  cutIntoWholeRows,
  dealsLeftAfterPage,
  listingOffset,
  listingStops,
  pagingStops,
  wholeRowCount,
} from './paging';

describe('page sizes (spec 2 §9)', () => {
  it('listing 9; others 12, 30, 100; wishlist 50; recommendations limit 40 page size 25', () => {
    expect(PAGE_SIZES.listing).toBe(9);
    expect(PAGE_SIZES.others).toEqual([12, 30, 100]);
    expect(PAGE_SIZES.wishlist).toBe(50);
    expect(PAGE_SIZES.recommendationsLimit).toBe(40);
    expect(PAGE_SIZES.recommendations).toBe(25);
  });
  it('buy-again 10; vouchers 10; reviews 10; gift finder 12; scroller 14 and 18; recently viewed at most 5', () => {
    expect([PAGE_SIZES.buyAgain, PAGE_SIZES.vouchers, PAGE_SIZES.reviews]).toEqual([10, 10, 10]);
    expect(PAGE_SIZES.giftFinder).toBe(12);
    expect([PAGE_SIZES.scroller, PAGE_SIZES.searchScroller, SCROLLER_PAGE]).toEqual([14, 18, 1]);
    expect(PAGE_SIZES.recentlyViewedMax).toBe(5);
    expect(PAGE_SIZES.newProducts).toBe(12);
  });
});

describe('paged lists (spec 1 §4)', () => {
  it('a list stops when the previous page came back empty or smaller than the page size', () => {
    expect(pagingStops(0, 9)).toBe(true);
    expect(pagingStops(8, 9)).toBe(true);
    expect(pagingStops(9, 9)).toBe(false);
    expect(pagingStops(12, 9)).toBe(false);
  });
  it('counts the deals left after a page, the main deal shown above the first', () => {
    // 10 deals: the top deal and a full first page of 9 leave none, so no "Load more".
    expect(dealsLeftAfterPage({ count: 10, mainDeal: true }, 0, 9, 9)).toBe(0);
    expect(dealsLeftAfterPage({ count: 11, mainDeal: true }, 0, 9, 9)).toBe(1);
    expect(dealsLeftAfterPage({ count: 30, mainDeal: false }, 1, 9, 9)).toBe(12);
    expect(dealsLeftAfterPage({ count: 5, mainDeal: true }, 3, 9, 0)).toBe(0);
  });
  it('stops a listing after a short page or once no deal is left', () => {
    expect(listingStops(8, 9, 5)).toBe(true);
    expect(listingStops(9, 9, 0)).toBe(true);
    expect(listingStops(9, 9, 1)).toBe(false);
  });
});

describe('pagination (spec 1 §5 "list cut into whole rows, remainder dropped")', () => {
  it('cuts into whole rows and drops the remainder', () => {
    expect(cutIntoWholeRows([1, 2, 3, 4, 5, 6, 7], 3)).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(cutIntoWholeRows([1, 2], 3)).toEqual([]);
    expect(cutIntoWholeRows([1, 2, 3], 0)).toEqual([]);
    expect(wholeRowCount(7, 3)).toBe(6);
    expect(wholeRowCount(7, 2.5)).toBe(6);
    expect(wholeRowCount(-4, 3)).toBe(0);
  });
});

describe('listing offset (spec 2 §7.4)', () => {
  it('is 5 for deal and VIP deal pages, 2 otherwise, 0 for travel, plus 1 if the main deal is sold out', () => {
    expect(listingOffset('deal', false)).toBe(5);
    expect(listingOffset('vipDeal', false)).toBe(5);
    expect(listingOffset('category', false)).toBe(2);
    expect(listingOffset('travel', false)).toBe(0);
    expect(listingOffset('deal', true)).toBe(6);
    expect(listingOffset('homepage', true)).toBe(3);
    expect(listingOffset('travel', true)).toBe(1);
  });
});
