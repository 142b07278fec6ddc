import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  REVIEWS_PAGE_SIZE,
  hasMoreReviews,
  reviewPageCount,
  reviewsPageHref,
  reviewsPageOfQuery,
  reviewsRequest,
} from './dealReviews';

const ok = { dealId: 1, page: 0, size: REVIEWS_PAGE_SIZE, sortBy: 'recent' as const };

describe('reviews requests (spec 2 §7.4: page, size=10, sortBy)', () => {
  it('accepts page 0 of 10, the spec size', () => {
    expect(REVIEWS_PAGE_SIZE).toBe(10);
    expect(reviewsRequest(ok)).toEqual(E.right(ok));
  });
  it('rejects bad pages and sizes with stable codes', () => {
    for (const page of [-1, 1.5, 10_001, Number.NaN])
      expect(reviewsRequest({ ...ok, page })).toMatchObject({ left: { code: 'REVIEWS.PAGE_INVALID' } });
    for (const size of [0, 101, 2.5])
      expect(reviewsRequest({ ...ok, size })).toMatchObject({ left: { code: 'REVIEWS.SIZE_INVALID' } });
  });
  it('property: there are more reviews exactly when a later page starts before the total', () => {
    fc.assert(
      fc.property(fc.nat(50), fc.integer({ min: 1, max: 20 }), fc.nat(500), (page, size, total) => {
        const pagesNeeded = Math.ceil(total / size);
        expect(hasMoreReviews({ page, size, total })).toBe(page + 1 < pagesNeeded);
      }),
    );
  });
});

describe("a deal page's pages of reviews", () => {
  it('reads the page from the address: a whole number, else the first', () => {
    expect(reviewsPageOfQuery(null)).toBe(0);
    expect(reviewsPageOfQuery('3')).toBe(3);
    for (const bad of ['', '-1', '1.5', 'two', '99999', '1e3']) expect(reviewsPageOfQuery(bad), bad).toBe(0);
  });
  it('counts the pages: 40 reviews fill 4 pages of 10, 41 fill 5', () => {
    expect(reviewPageCount({ total: 40, size: 10 })).toBe(4);
    expect(reviewPageCount({ total: 41, size: 10 })).toBe(5);
    expect(reviewPageCount({ total: 0, size: 10 })).toBe(0);
  });
  it("links to another page keeping the address's other parameters, and page 0 without one", () => {
    const path = '/deal/london/food/tea/1/x';
    expect(reviewsPageHref(path, '?usr_src=search', 2)).toBe(`${path}?usr_src=search&reviews=2#reviews`);
    expect(reviewsPageHref(path, '?reviews=2&usr_src=search', 0)).toBe(`${path}?usr_src=search#reviews`);
    expect(reviewsPageHref(path, '', 0)).toBe(`${path}#reviews`);
  });
  it('round-trips every page through its address', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (page) => {
        const href = reviewsPageHref('/deal/x', '?st_cid=1', page);
        const value = /[?&]reviews=(\d+)/.exec(href)?.[1] ?? null;
        expect(reviewsPageOfQuery(value)).toBe(page);
      }),
    );
  });
});
