import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { RECENTLY_VIEWED_MAX } from './pageSizes';
import { recentDealIdsRequest, formatRecentDealIds, parseRecentDealIds, recordRecentDeal } from './recentlyViewed';

describe('recently viewed deals (spec 2 §9: at most 5)', () => {
  it('reads ids, each once, skipping anything unreadable, at most 5', () => {
    expect(parseRecentDealIds('12, 7,x,7,3,0,-1')).toEqual([12, 7, 3]);
    expect(parseRecentDealIds('1,2,3,4,5,6,7')).toEqual([1, 2, 3, 4, 5]);
    expect(parseRecentDealIds('')).toEqual([]);
    expect(formatRecentDealIds([12, 7])).toBe('12,7');
  });
  it('puts a viewed deal first and keeps the newest 5', () => {
    expect(recordRecentDeal([1, 2, 3], 2)).toEqual([2, 1, 3]);
    expect(recordRecentDeal([1, 2, 3, 4, 5], 6)).toEqual([6, 1, 2, 3, 4]);
    expect(recordRecentDeal([1, 2], 0)).toEqual([1, 2]);
  });
  it('property: recording then reading round-trips and never exceeds the maximum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 999_999 }), { maxLength: 12 }), (views) => {
        const ids = views.reduce<ReadonlyArray<number>>(recordRecentDeal, []);
        expect(ids.length).toBeLessThanOrEqual(RECENTLY_VIEWED_MAX);
        expect(parseRecentDealIds(formatRecentDealIds(ids))).toEqual(ids);
        if (views.length > 0) expect(ids[0]).toBe(views[views.length - 1]);
      }),
    );
  });
});

describe('recentDealIdsRequest', () => {
  it('accepts up to 5 positive ids, each once', () => {
    expect(recentDealIdsRequest([3, 1, 3])).toEqual(E.right([3, 1]));
    expect(recentDealIdsRequest([])).toEqual(E.right([]));
    expect(recentDealIdsRequest([1, 2, 3, 4, 5, 6])).toMatchObject({ left: { code: 'LISTING.IDS_INVALID' } });
    expect(recentDealIdsRequest([0])).toMatchObject({ left: { code: 'LISTING.IDS_INVALID' } });
    expect(recentDealIdsRequest([1.5])).toMatchObject({ left: { code: 'LISTING.IDS_INVALID' } });
  });
});
