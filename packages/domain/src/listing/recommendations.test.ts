import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { aDealSummary } from '../catalogue/testing';
import { RECOMMENDATIONS_LIMIT, RECOMMENDATIONS_PAGE_SIZE } from './pageSizes';
import { interestCategories, recommendationsPage, recommendedDeals } from './recommendations';

const now = Date.parse('2026-11-23T12:00:00.000Z');
const open = '2026-12-31T00:00:00.000Z';
const deal = (id: number, category: string, sub: string | null = null) =>
  aDealSummary(id, { categoryShortName: category, subCategoryShortName: sub, closingAt: open });

describe('recommended for you (spec 2 §7.4, §9 limit 40, page size 25)', () => {
  it('weighs bought over saved over viewed, by subcategory else category, top three', () => {
    expect(
      interestCategories({
        bought: [deal(1, 'beauty-and-spa', 'facials')],
        saved: [deal(2, 'activities'), deal(3, 'activities')],
        viewed: [deal(4, 'restaurants-and-food', 'afternoon-tea'), deal(5, 'shopping')],
      }),
    ).toEqual(['activities', 'facials', 'afternoon-tea']);
    expect(interestCategories({ bought: [], saved: [], viewed: [] })).toEqual([]);
  });

  it('puts interest categories first, keeps popularity order within each, and leaves out known deals', () => {
    const candidates = [
      deal(10, 'shopping'),
      deal(11, 'beauty-and-spa', 'facials'),
      deal(12, 'activities'),
      deal(13, 'activities'),
    ];
    const picked = recommendedDeals(candidates, ['activities', 'facials'], new Set([13]), now).map((d) => d.id);
    expect(picked).toEqual([12, 11, 10]);
  });

  it('leaves out sold-out and closed deals, and gives each deal once', () => {
    const candidates = [
      deal(1, 'a'),
      aDealSummary(2, { soldOut: true, closingAt: open }),
      aDealSummary(3, { closingAt: '2026-11-01T00:00:00.000Z' }),
      deal(1, 'a'),
    ];
    expect(recommendedDeals(candidates, [], new Set(), now).map((d) => d.id)).toEqual([1]);
  });

  it('property: at most 40, none known, each once, and pages of 25 that add up to the list', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.integer({ min: 1, max: 80 }), cat: fc.constantFrom('a', 'b', 'c', 'd') }), {
          maxLength: 120,
        }),
        fc.uniqueArray(fc.integer({ min: 1, max: 80 }), { maxLength: 20 }),
        fc.subarray(['a', 'b', 'c']),
        (specs, knownIds, interests) => {
          const known = new Set(knownIds);
          const list = recommendedDeals(
            specs.map((s) => deal(s.id, s.cat)),
            interests,
            known,
            now,
          );
          expect(list.length).toBeLessThanOrEqual(RECOMMENDATIONS_LIMIT);
          expect(list.some((d) => known.has(d.id))).toBe(false);
          expect(new Set(list.map((d) => d.id)).size).toBe(list.length);
          const ranks = list.map((d) => {
            const i = interests.indexOf(d.categoryShortName);
            return i < 0 ? interests.length : i;
          });
          expect(ranks).toEqual([...ranks].sort((x, y) => x - y));
          const pages = [0, 1, 2].map((p) => recommendationsPage(list, p));
          expect(pages.flat()).toEqual(list);
          expect(pages.every((p) => p.length <= RECOMMENDATIONS_PAGE_SIZE)).toBe(true);
        },
      ),
    );
  });
});
