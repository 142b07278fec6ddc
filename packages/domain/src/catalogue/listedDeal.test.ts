import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dealSummaryEnded, listedDeals } from './listedDeal';
import { aDealSummary } from './testing';

const closingDay = '2026-11-20T12:00:00.000Z';
const at = (iso: string): Date => new Date(iso);
const lastChance = aDealSummary(1, {
  closingAt: closingDay,
  display: { ...aDealSummary(1).display, lastChance: true },
});

describe('dealSummaryEnded (spec 1 §4 "Deal unavailability")', () => {
  it('keeps a deal on sale to the end of its closing day, then ends it', () => {
    const deal = aDealSummary(1, { closingAt: closingDay });
    expect(dealSummaryEnded(deal, at('2026-11-20T23:59:59.000Z'), {})).toBe(false);
    expect(dealSummaryEnded(deal, at('2026-11-21T00:00:00.000Z'), {})).toBe(true);
    // In British Summer Time the closing day ends an hour earlier in UTC.
    expect(dealSummaryEnded(deal, at('2026-11-20T23:30:00.000Z'), {}, 60)).toBe(true);
  });

  it('keeps a lastChance deal on sale from recently viewed, not from a saved list', () => {
    const later = at('2026-12-20T10:00:00.000Z');
    expect(dealSummaryEnded(lastChance, later, { usrSrc: 'recentlyViewed' })).toBe(false);
    expect(dealSummaryEnded(lastChance, later, {})).toBe(true);
  });

  it('keeps a buy-closed deal on sale for 4 days after its closing day', () => {
    const deal = aDealSummary(1, { closingAt: closingDay, enableBuyClosedDeal: true });
    expect(dealSummaryEnded(deal, at('2026-11-24T23:00:00.000Z'), {})).toBe(false);
    expect(dealSummaryEnded(deal, at('2026-11-25T00:00:00.000Z'), {})).toBe(true);
  });

  it('once ended, stays ended', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        fc.integer({ min: 0, max: 10 * 86_400_000 }),
        fc.boolean(),
        fc.boolean(),
        (offset, more, buyClosed, fromRecent) => {
          const deal = { ...lastChance, enableBuyClosedDeal: buyClosed };
          const visit = fromRecent ? { usrSrc: 'recentlyViewed' } : {};
          const first = new Date(Date.parse(closingDay) + offset);
          const then = new Date(first.getTime() + more);
          if (dealSummaryEnded(deal, first, visit)) expect(dealSummaryEnded(deal, then, visit)).toBe(true);
        },
      ),
    );
  });

  it('marks each deal of a list, keeping its order and fields', () => {
    const open = aDealSummary(2);
    const listed = listedDeals([lastChance, open], at('2026-12-01T00:00:00.000Z'), {});
    expect(listed.map((deal) => [deal.id, deal.ended])).toEqual([
      [1, true],
      [2, false],
    ]);
    expect(listed[1]).toEqual({ ...open, ended: false });
  });
});
