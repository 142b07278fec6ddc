import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { PROMO_TEST_NOW, aDiscountCode, aPromotion } from './testing';
import {
  type DiscountCode,
  type Promotion,
  discountCodeConditions,
  discountCodeOffer,
  discountCodeUseBy,
  discountCodesToShow,
  fixedOff,
  isShownDiscountCode,
  markUsedByShopper,
  percentageOff,
} from './index';

const NOW = PROMO_TEST_NOW;
const DAY = 86_400_000;
const promotion = aPromotion;
const shown = (overrides: Partial<DiscountCode> = {}): DiscountCode =>
  aDiscountCode({ expiresAt: NOW + DAY, ...overrides });

describe('isShownDiscountCode', () => {
  it('shows a listed code that still works', () => {
    expect(isShownDiscountCode(promotion(), NOW)).toBe(true);
    expect(isShownDiscountCode(promotion({ usesLeft: O.some(1) }), NOW)).toBe(true);
  });

  it('hides a code not listed, expired (at its expiry instant) or with no uses left', () => {
    expect(isShownDiscountCode(promotion({ listed: false }), NOW)).toBe(false);
    expect(isShownDiscountCode(promotion({ expiresAt: NOW }), NOW)).toBe(false);
    expect(isShownDiscountCode(promotion({ usesLeft: O.some(0) }), NOW)).toBe(false);
  });
});

describe('discountCodesToShow', () => {
  it("keeps the site's own shown codes, ending soonest first, then by code", () => {
    const list = discountCodesToShow(
      [
        promotion({ code: 'LATER', expiresAt: NOW + 9 * DAY }),
        promotion({ code: 'SOON', expiresAt: NOW + DAY }),
        promotion({ code: 'ALSO', expiresAt: NOW + DAY }),
        promotion({ code: 'IRISH', site: 'kerchingie' }),
        promotion({ code: 'OLD', expiresAt: NOW - DAY }),
        promotion({ code: 'SECRET', listed: false }),
      ],
      'kerching',
      NOW,
    );
    expect(list.map((c) => c.code)).toEqual(['ALSO', 'SOON', 'LATER']);
  });

  it('carries what the checkout will hold the code to', () => {
    const [code] = discountCodesToShow(
      [promotion({ subcategoryIds: [4], minimumSpendMinor: 3000, singleUsePerCustomer: true, marketing: true })],
      'kerching',
      NOW,
    );
    expect(code).toEqual({
      code: 'EXTRA10',
      discount: percentageOff(10),
      expiresAt: NOW + 30 * DAY,
      minimumSpendMinor: 3000,
      selectedDealsOnly: true,
      oncePerShopper: true,
      marketing: true,
      usedByShopper: false,
    });
  });

  it('marks the once-per-shopper codes the shopper has used, and only those', () => {
    const list = markUsedByShopper(
      discountCodesToShow(
        [promotion({ code: 'ONCE', singleUsePerCustomer: true }), promotion({ code: 'MANY' })],
        'kerching',
        NOW,
      ),
      new Set(['ONCE', 'MANY']),
    );
    expect(list.map((c) => [c.code, c.usedByShopper])).toEqual([
      ['MANY', false],
      ['ONCE', true],
    ]);
  });
});

describe('discountCodeOffer', () => {
  it('names a percentage or an amount in the site currency', () => {
    expect(discountCodeOffer(percentageOff(10), 'GBP')).toBe('10% off');
    expect(discountCodeOffer(fixedOff(500), 'GBP')).toBe('£5 off');
    expect(discountCodeOffer(fixedOff(250), 'EUR')).toBe('€2.50 off');
  });
});

describe('discountCodeConditions', () => {
  it('has none for a code that works on any order, any number of times', () => {
    expect(discountCodeConditions(shown(), 'GBP')).toEqual([]);
  });

  it('lists minimum spend, selected deals, the marketing cap and one use, in that order', () => {
    expect(
      discountCodeConditions(
        shown({ minimumSpendMinor: 4000, selectedDealsOnly: true, marketing: true, oncePerShopper: true }),
        'EUR',
      ),
    ).toEqual([
      'On orders of €40 or more',
      'On selected deals only',
      'Up to 10% of each item, at most €5 an item',
      'One use per shopper',
    ]);
  });

  it('tells a shopper who has used a once-per-shopper code', () => {
    expect(discountCodeConditions(shown({ oncePerShopper: true, usedByShopper: true }), 'GBP')).toEqual([
      'You have used this code',
    ]);
  });
});

describe('discountCodeUseBy', () => {
  it('names the last day the code works, in UK time', () => {
    expect(discountCodeUseBy(Date.UTC(2027, 10, 23, 0, 0))).toBe('Use by 22 November 2027');
    expect(discountCodeUseBy(Date.UTC(2027, 10, 23, 12, 0))).toBe('Use by 23 November 2027');
    // Midnight in London during summer time is 23:00 UTC the day before.
    expect(discountCodeUseBy(Date.UTC(2027, 5, 30, 23, 0))).toBe('Use by 30 June 2027');
  });
});

const promotionArb: fc.Arbitrary<Promotion> = fc.record({
  code: fc.constantFrom('A1', 'B2', 'C3', 'EXTRA10', 'SPRING'),
  site: fc.constantFrom('kerching', 'kerchingie'),
  discount: fc.oneof(
    fc.integer({ min: 1, max: 100 }).map(percentageOff),
    fc.integer({ min: 1, max: 10_000 }).map(fixedOff),
  ),
  expiresAt: fc.integer({ min: NOW - 10 * DAY, max: NOW + 10 * DAY }),
  singleUsePerCustomer: fc.boolean(),
  usesLeft: fc.option(fc.integer({ min: 0, max: 3 }), { nil: undefined }).map(O.fromNullable),
  subcategoryIds: fc.array(fc.integer({ min: 1, max: 9 }), { maxLength: 2 }),
  minimumSpendMinor: fc.integer({ min: 0, max: 10_000 }),
  marketing: fc.boolean(),
  listed: fc.boolean(),
});

describe('discount codes (properties)', () => {
  const promotionsArb = fc.array(promotionArb, { maxLength: 12 });
  const nowArb = fc.integer({ min: NOW - 12 * DAY, max: NOW + 12 * DAY });

  it('shows only listed, working codes of the site, sorted by expiry', () => {
    fc.assert(
      fc.property(promotionsArb, nowArb, (promotions, now) => {
        const list = discountCodesToShow(promotions, 'kerching', now);
        const expected = promotions.filter((p) => p.site === 'kerching' && isShownDiscountCode(p, now));
        expect(list.length).toBe(expected.length);
        list.forEach((code, i) => {
          expect(code.expiresAt).toBeGreaterThan(now);
          if (i > 0) expect(code.expiresAt).toBeGreaterThanOrEqual(list[i - 1]?.expiresAt ?? 0);
        });
      }),
    );
  });

  it('shows no more codes as time passes (monotone)', () => {
    fc.assert(
      fc.property(promotionsArb, nowArb, fc.integer({ min: 0, max: 5 * DAY }), (promotions, now, later) => {
        const before = new Set(discountCodesToShow(promotions, 'kerching', now).map((c) => `${c.code}@${c.expiresAt}`));
        for (const code of discountCodesToShow(promotions, 'kerching', now + later))
          expect(before.has(`${code.code}@${code.expiresAt}`)).toBe(true);
      }),
    );
  });

  it('states an offer that reads back as the discount', () => {
    fc.assert(
      fc.property(promotionArb, fc.constantFrom('GBP' as const, 'EUR' as const), (p, currency) => {
        const offer = discountCodeOffer(p.discount, currency);
        const amount = /^[£€]([\d,]+(?:\.\d\d)?) off$/.exec(offer);
        if (p.discount.kind === 'percentage') expect(offer).toBe(`${p.discount.percent}% off`);
        else expect(Math.round(Number((amount?.[1] ?? '').replace(/,/g, '')) * 100)).toBe(p.discount.amountMinor);
      }),
    );
  });
});
