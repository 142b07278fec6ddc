import { describe, expect, it } from 'vitest';
import { LISTING_ON_SALE, SEARCH_ON_SALE, onSaleNow } from './onSaleNow';

const NOW = Date.parse('2026-06-01T12:00:00.000Z');
const deal = (opensAt: number, closingAt: number, lastChance = false) => ({ opensAt, closingAt, lastChance });

describe('onSaleNow (spec 1 §4 Deal unavailability)', () => {
  it('is on sale from its opening instant until, not at, its closing instant', () => {
    expect(onSaleNow(deal(NOW, NOW + 1), NOW, LISTING_ON_SALE)).toBe(true);
    expect(onSaleNow(deal(NOW + 1, NOW + 2), NOW, LISTING_ON_SALE)).toBe(false);
    expect(onSaleNow(deal(NOW - 2, NOW), NOW, LISTING_ON_SALE)).toBe(false);
  });
  it('search keeps a closed lastChance deal; a listing does not', () => {
    expect(onSaleNow(deal(NOW - 2, NOW - 1, true), NOW, SEARCH_ON_SALE)).toBe(true);
    expect(onSaleNow(deal(NOW - 2, NOW - 1, true), NOW, LISTING_ON_SALE)).toBe(false);
    expect(onSaleNow(deal(NOW - 2, NOW - 1, false), NOW, SEARCH_ON_SALE)).toBe(false);
    expect(onSaleNow(deal(NOW + 1, NOW - 1, true), NOW, SEARCH_ON_SALE)).toBe(false);
  });
  it('a preview lists deals that open later too', () => {
    expect(onSaleNow(deal(NOW + 1, NOW + 2), NOW, { ...LISTING_ON_SALE, preview: true })).toBe(true);
    expect(onSaleNow(deal(NOW + 1, NOW), NOW, { ...LISTING_ON_SALE, preview: true })).toBe(false);
  });
});
