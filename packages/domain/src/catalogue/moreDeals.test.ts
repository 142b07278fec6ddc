import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MORE_DEALS_COUNT, moreDealsRequest, moreDealsThan } from './moreDeals';
import { aDealDetail, aDealSummary } from './testing';

const ids = (deals: readonly { readonly id: number }[]) => deals.map((d) => d.id);

describe('more deals under a deal', () => {
  it("come from the deal's own listing (place and top category), one more than shown", () => {
    const deal = aDealDetail();
    expect(moreDealsRequest(deal)).toEqual({
      site: 'kerching',
      location: deal.location.shortName,
      categories: [deal.category.shortName],
      page: 0,
      pageSize: MORE_DEALS_COUNT + 1,
    });
  });

  it('lead with the top deal, leave out the deal itself, sold-out deals and repeats, and stop at the count', () => {
    const page = {
      mainDeal: aDealSummary(1),
      deals: [
        aDealSummary(2),
        aDealSummary(1),
        aDealSummary(3, { soldOut: true }),
        ...[4, 5, 6, 7, 8, 9].map((id) => aDealSummary(id)),
      ],
    };
    expect(ids(moreDealsThan(5, page))).toEqual([1, 2, 4, 6]);
    expect(ids(moreDealsThan(1, { mainDeal: null, deals: [aDealSummary(1), aDealSummary(2)] }))).toEqual([2]);
  });

  it('never hold the deal itself, a sold-out deal or a repeat, keep the listing order, and stay within the count', () => {
    const summary = fc.record({ id: fc.integer({ min: 1, max: 12 }), soldOut: fc.boolean() });
    fc.assert(
      fc.property(
        fc.option(summary, { nil: null }),
        fc.array(summary, { maxLength: 12 }),
        fc.integer({ min: 1, max: 12 }),
        (main, rest, dealId) => {
          const page = {
            mainDeal: main === null ? null : aDealSummary(main.id, { soldOut: main.soldOut }),
            deals: rest.map((d) => aDealSummary(d.id, { soldOut: d.soldOut })),
          };
          const more = moreDealsThan(dealId, page);
          expect(more.length).toBeLessThanOrEqual(MORE_DEALS_COUNT);
          expect(more.every((d) => d.id !== dealId && !d.soldOut)).toBe(true);
          expect(new Set(ids(more)).size).toBe(more.length);
          const listed = ids([...(page.mainDeal === null ? [] : [page.mainDeal]), ...page.deals]);
          const positions = more.map((d) => listed.indexOf(d.id));
          expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        },
      ),
    );
  });
});
