import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { LISTING_PAGE_SIZE, discountPercentage, listingCriteria } from './index';

const ok = { site: 'kerching' as const, location: 'london', page: 0, pageSize: LISTING_PAGE_SIZE };

describe('listingCriteria: the first checks', () => {
  it('accepts page 0 of the listing page size (spec 2 §9: listing 9)', () => {
    expect(E.isRight(listingCriteria(ok))).toBe(true);
    expect(LISTING_PAGE_SIZE).toBe(9);
  });
  it('rejects negative, fractional or huge pages with a stable code', () => {
    for (const page of [-1, 0.5, 10_001, Number.NaN]) {
      expect(listingCriteria({ ...ok, page })).toMatchObject({ left: { code: 'LISTING.PAGE_INVALID' } });
    }
  });
  it('rejects page sizes outside 1..100', () => {
    for (const pageSize of [0, 101, 2.5]) {
      expect(listingCriteria({ ...ok, pageSize })).toMatchObject({ left: { code: 'LISTING.PAGE_SIZE_INVALID' } });
    }
  });
  it('rejects locations that are not short names', () => {
    for (const location of ['', 'London', 'a/b', '-x', 'x'.repeat(65)]) {
      expect(listingCriteria({ ...ok, location })).toMatchObject({ left: { code: 'LISTING.LOCATION_INVALID' } });
    }
  });
});

describe('discountPercentage', () => {
  it('rounds down', () => {
    expect(discountPercentage(999, 3000)).toBe(66);
    expect(discountPercentage(1000, 1000)).toBe(0);
    expect(discountPercentage(0, 1000)).toBe(100);
    expect(discountPercentage(500, 0)).toBe(0);
  });
  it('property: stays within 0..100 and falls as the price rises', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), fc.nat(1_000_000), (a, b, original) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        const dLow = discountPercentage(low, original);
        const dHigh = discountPercentage(high, original);
        expect(dLow).toBeGreaterThanOrEqual(0);
        expect(dLow).toBeLessThanOrEqual(100);
        expect(dHigh).toBeLessThanOrEqual(dLow);
      }),
    );
  });
});
