import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { REVIEWS_PAGE_SIZE, hasMoreReviews, isReviewSort, reviewsRequest } from './dealReviews';

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
  it('knows the sort orders', () => {
    expect(['recent', 'highest', 'lowest'].every(isReviewSort)).toBe(true);
    expect(isReviewSort('rating')).toBe(false);
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
