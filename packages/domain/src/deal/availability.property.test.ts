import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { DAY_MS, type DealVisit, type SaleWindowDeal, closingDayEnd, lastChanceSource, saleWindow } from './index';

const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const offsetMinutes = fc.integer({ min: -12 * 60, max: 14 * 60 });

const qualifyingVisit: fc.Arbitrary<DealVisit> = fc.oneof(
  fc.constantFrom('search', 'recentlyViewed', 'recommended').map((usrSrc) => ({ usrSrc })),
  fc.string().map((tail) => ({ usrSrc: `sponsored_search_${tail}` })),
  fc.constant({ fromEmailDealsPage: true }),
  fc.string({ minLength: 1 }).map((stCid) => ({ stCid })),
);

const anyVisit: fc.Arbitrary<DealVisit> = fc.record(
  { usrSrc: fc.string(), stCid: fc.string(), fromEmailDealsPage: fc.boolean() },
  { requiredKeys: [] },
);

const saleWindowDeal: fc.Arbitrary<SaleWindowDeal> = fc.record({
  closingDate: instant.map((t) => new Date(t)),
  enableBuyClosedDeal: fc.boolean(),
  display: fc.record({ lastChance: fc.boolean() }),
});

describe('closing day properties', () => {
  it('property: the closing day ends within 24 hours after the closing instant, on a whole local day', () => {
    fc.assert(
      fc.property(instant, offsetMinutes, (t, offset) => {
        const end = closingDayEnd(new Date(t), offset).getTime();
        expect(end).toBeGreaterThanOrEqual(t);
        expect(end - t).toBeLessThan(DAY_MS);
        expect((end + 1 + offset * 60_000) % DAY_MS).toBe(0);
        expect(closingDayEnd(new Date(end), offset).getTime()).toBe(end);
      }),
    );
  });
});

describe('sale window properties', () => {
  it('property: once CLOSED a deal stays CLOSED at every later instant (same visit)', () => {
    fc.assert(
      fc.property(saleWindowDeal, anyVisit, instant, fc.nat({ max: 30 * DAY_MS }), (deal, visit, t, later) => {
        fc.pre(saleWindow(deal, new Date(t), visit) === 'CLOSED');
        expect(saleWindow(deal, new Date(t + later), visit)).toBe('CLOSED');
      }),
    );
  });
  it('property: a lastChance deal reached from a qualifying source is never CLOSED', () => {
    fc.assert(
      fc.property(saleWindowDeal, qualifyingVisit, instant, (deal, visit, t) => {
        expect(O.isSome(lastChanceSource(visit))).toBe(true);
        const lastChance = { ...deal, display: { lastChance: true } };
        expect(saleWindow(lastChance, new Date(t), visit)).not.toBe('CLOSED');
      }),
    );
  });
  it('property: buy-closed-deal sells exactly through 4 days after the closing day ends', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: -DAY_MS, max: 6 * DAY_MS }), (closing, delta) => {
        const deal = { closingDate: new Date(closing), enableBuyClosedDeal: true, display: { lastChance: false } };
        const end = closingDayEnd(new Date(closing)).getTime();
        const window = saleWindow(deal, new Date(end + delta), {});
        const expected = delta <= 0 ? 'OPEN' : delta <= 4 * DAY_MS ? 'BUY_CLOSED_DEAL' : 'CLOSED';
        expect(window).toBe(expected);
      }),
    );
  });
});
