import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aDealSummary } from '../catalogue/testing';
import { buyAgainDeals, canBuyAgain } from './buyAgain';
import { BUY_AGAIN_PAGE_SIZE } from './pageSizes';

const now = Date.parse('2026-11-23T12:00:00.000Z');

describe('buy again (spec 1 §2 /buy-again; spec 2 §9 page size 10)', () => {
  it('offers deals still on sale: not sold out, open through the end of their closing day, or evergreen', () => {
    expect(canBuyAgain(aDealSummary(1, { closingAt: '2026-11-30T00:00:00.000Z' }), now)).toBe(true);
    expect(canBuyAgain(aDealSummary(2, { closingAt: '2026-11-23T00:00:00.000Z' }), now)).toBe(true);
    expect(canBuyAgain(aDealSummary(3, { closingAt: '2026-11-22T00:00:00.000Z' }), now)).toBe(false);
    expect(canBuyAgain(aDealSummary(4, { closingAt: '2026-11-22T00:00:00.000Z', evergreen: true }), now)).toBe(true);
    expect(canBuyAgain(aDealSummary(5, { closingAt: '2026-11-30T00:00:00.000Z', soldOut: true }), now)).toBe(false);
  });

  it('property: keeps the order it was given, only deals that can be bought, and at most a page', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ soldOut: fc.boolean(), daysLeft: fc.integer({ min: -5, max: 5 }) }), { maxLength: 30 }),
        (specs) => {
          const deals = specs.map((s, i) =>
            aDealSummary(i + 1, {
              soldOut: s.soldOut,
              closingAt: new Date(now + s.daysLeft * 86_400_000).toISOString(),
            }),
          );
          const offered = buyAgainDeals(deals, now);
          expect(offered.length).toBeLessThanOrEqual(BUY_AGAIN_PAGE_SIZE);
          expect(offered).toEqual(deals.filter((d) => canBuyAgain(d, now)).slice(0, BUY_AGAIN_PAGE_SIZE));
          const ids = offered.map((d) => d.id);
          expect(ids).toEqual([...ids].sort((a, b) => a - b));
        },
      ),
    );
  });
});
