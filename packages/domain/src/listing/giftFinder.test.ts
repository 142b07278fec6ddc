import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  GIFT_BUDGETS,
  GIFT_FINDER_QUESTIONS,
  GIFT_FOR_AMOUNTS,
  GIFT_FOR_AUDIENCES,
  GIFT_PERSONALITIES,
  audienceFromSegment,
  giftBudgetFromParam,
  giftBudgetPriceFilter,
  giftBudgetText,
  giftFinderPath,
  giftForAudience,
  giftPersonality,
} from './giftFinder';

describe('gift finder (spec 1 §2)', () => {
  it('asks Budget, For and Character', () => {
    expect(GIFT_FINDER_QUESTIONS.map((q) => q.label)).toEqual(['Budget', 'For', 'Character']);
  });
  it('gift-for audiences (label): Mum, Dad, Hubby, Wifey, Little Ones, Teen, Grandparents, BFF, Colleague', () => {
    expect(GIFT_FOR_AUDIENCES.map((a) => a.label)).toEqual([
      'Mum',
      'Dad',
      'Hubby',
      'Wifey',
      'Little Ones',
      'Teen',
      'Grandparents',
      'BFF',
      'Colleague',
    ]);
    expect(giftForAudience('little-ones')).toEqual(O.some('little-ones'));
    expect(giftForAudience('Little Ones')).toEqual(O.none);
  });
  it('personality options: Playful, Indulgent, Insta-famous, Geeky, Giggly, Gorgeous, Active, Pampered, Jet Setter, Daredevil', () => {
    expect(GIFT_PERSONALITIES.map((p) => p.label)).toEqual([
      'Playful',
      'Indulgent',
      'Insta-famous',
      'Geeky',
      'Giggly',
      'Gorgeous',
      'Active',
      'Pampered',
      'Jet Setter',
      'Daredevil',
    ]);
    expect(giftPersonality('jet-setter')).toEqual(O.some('jet-setter'));
    expect(giftPersonality('grumpy')).toEqual(O.none);
  });
  it('gift-for filter amounts: 0, 10, 20, 50, 100, read as budget bands', () => {
    expect(GIFT_FOR_AMOUNTS).toEqual([0, 10, 20, 50, 100]);
    expect(GIFT_BUDGETS.map((b) => giftBudgetText(b, '£'))).toEqual([
      'Under £10',
      '£10 to £20',
      '£20 to £50',
      '£50 to £100',
      '£100+',
    ]);
    expect(GIFT_BUDGETS[4]?.maxPrice).toEqual(O.none);
  });

  it("filters each band's prices from its start up to a penny below its end, so a price is in one band", () => {
    expect(GIFT_BUDGETS.map(giftBudgetPriceFilter)).toEqual([
      { minPrice: 0, maxPrice: 9.99 },
      { minPrice: 10, maxPrice: 19.99 },
      { minPrice: 20, maxPrice: 49.99 },
      { minPrice: 50, maxPrice: 99.99 },
      { minPrice: 100 },
    ]);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000 }), (priceMinor) => {
        const holding = GIFT_BUDGETS.map(giftBudgetPriceFilter).filter(
          (f) =>
            priceMinor >= f.minPrice * 100 && (f.maxPrice === undefined || priceMinor <= Math.round(f.maxPrice * 100)),
        );
        expect(holding).toHaveLength(1);
      }),
    );
  });
});

describe('gift finder addresses (spec 1 §2 "/deal/dublin/gift-finder", "gift-finder/gifts-for-{value}")', () => {
  it('builds the path of a location, with an audience', () => {
    expect(giftFinderPath('dublin', O.none)).toBe('/deal/dublin/gift-finder');
    expect(giftFinderPath('london', O.some('little-ones'))).toBe('/deal/london/gift-finder/gifts-for-little-ones');
  });
  it('reads the audience segment back, and nothing else', () => {
    for (const { value } of GIFT_FOR_AUDIENCES) {
      const path = giftFinderPath('leeds', O.some(value));
      expect(audienceFromSegment(path.split('/').pop() ?? '')).toEqual(O.some(value));
    }
    expect(audienceFromSegment('gifts-for-cat')).toEqual(O.none);
    expect(audienceFromSegment('mum')).toEqual(O.none);
  });
  it('reads a budget by the amount it starts at', () => {
    expect(giftBudgetFromParam('20')).toEqual(O.some({ minPrice: 20, maxPrice: O.some(50) }));
    expect(giftBudgetFromParam('100')).toEqual(O.some({ minPrice: 100, maxPrice: O.none }));
    expect(giftBudgetFromParam('15')).toEqual(O.none);
  });
});
