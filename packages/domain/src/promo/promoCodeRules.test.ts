import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  PROMO_ALREADY_USED,
  PROMO_EXPIRED,
  PROMO_INVALID,
  PROMO_NOT_APPLICABLE,
  PROMO_NOT_ELIGIBLE,
  type Promotion,
  checkPromotion,
  fixedOff,
  normalisePromoCode,
  percentageOff,
} from './index';

const promo = (overrides: Partial<Promotion> = {}): Promotion => ({
  code: 'EXTRA10',
  site: 'kerching',
  discount: percentageOff(10),
  expiresAt: 2_000,
  singleUsePerCustomer: true,
  usesLeft: O.none,
  subcategoryIds: [],
  minimumSpendMinor: 0,
  marketing: false,
  listed: false,
  ...overrides,
});
const context = {
  site: 'kerching',
  now: 1_000,
  usedByCustomer: false,
  lines: [{ subcategoryId: O.some(5), amountMinor: 5000 }],
};

describe('checkPromotion', () => {
  it('EXTRA10 takes an extra 10% (spec 2 §9 exit promo)', () => {
    expect(checkPromotion(O.some(promo()), context)).toEqual(
      E.right({ code: 'EXTRA10', discountMinor: 500, eligibleAmountMinor: 5000 }),
    );
  });

  it('rejects with the spec outcomes, in order', () => {
    expect(checkPromotion(O.none, context)).toEqual(E.left({ kind: 'invalid', message: PROMO_INVALID }));
    expect(checkPromotion(O.some(promo({ site: 'kerchingie' })), context)).toEqual(
      E.left({ kind: 'invalid', message: PROMO_INVALID }),
    );
    expect(checkPromotion(O.some(promo({ expiresAt: 1_000 })), context)).toEqual(
      E.left({ kind: 'expired', message: PROMO_EXPIRED }),
    );
    expect(checkPromotion(O.some(promo()), { ...context, usedByCustomer: true })).toEqual(
      E.left({ kind: 'alreadyUsed', message: PROMO_ALREADY_USED }),
    );
    expect(checkPromotion(O.some(promo({ usesLeft: O.some(0) })), context)).toEqual(
      E.left({ kind: 'alreadyUsed', message: PROMO_ALREADY_USED }),
    );
    expect(checkPromotion(O.some(promo({ minimumSpendMinor: 6000 })), context)).toEqual(
      E.left({ kind: 'notEligible', message: PROMO_NOT_ELIGIBLE }),
    );
    expect(checkPromotion(O.some(promo({ subcategoryIds: [9] })), context)).toEqual(
      E.left({ kind: 'notApplicable', message: PROMO_NOT_APPLICABLE }),
    );
  });

  it('discounts only the lines of its subcategories, and caps a marketing promotion', () => {
    const lines = [
      { subcategoryId: O.some(5), amountMinor: 2000 },
      { subcategoryId: O.some(6), amountMinor: 8000 },
    ];
    expect(
      checkPromotion(O.some(promo({ discount: fixedOff(3000), subcategoryIds: [5] })), { ...context, lines }),
    ).toEqual(E.right({ code: 'EXTRA10', discountMinor: 2000, eligibleAmountMinor: 2000 }));
    expect(checkPromotion(O.some(promo({ discount: fixedOff(3000), marketing: true })), { ...context, lines })).toEqual(
      E.right({ code: 'EXTRA10', discountMinor: 200 + 500, eligibleAmountMinor: 10000 }),
    );
  });

  it('normalises codes', () => expect(normalisePromoCode('  extra10 ')).toBe('EXTRA10'));

  it('property: a discount is never negative and never more than what it applies to', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer({ min: -50, max: 150 }).map(percentageOff),
          fc.integer({ min: -100, max: 100_000 }).map(fixedOff),
        ),
        fc.array(
          fc.record({
            subcategoryId: fc.option(fc.integer({ min: 1, max: 9 }), { nil: undefined }),
            amountMinor: fc.nat(50_000),
          }),
          { minLength: 1 },
        ),
        fc.boolean(),
        (discount, raw, marketing) => {
          const lines = raw.map((l) => ({
            subcategoryId: O.fromNullable(l.subcategoryId),
            amountMinor: l.amountMinor,
          }));
          const result = checkPromotion(O.some(promo({ discount, marketing, subcategoryIds: [1, 2, 3] })), {
            ...context,
            lines,
          });
          if (E.isRight(result)) {
            expect(result.right.discountMinor).toBeGreaterThanOrEqual(0);
            expect(result.right.discountMinor).toBeLessThanOrEqual(result.right.eligibleAmountMinor);
          } else {
            expect(result.left.kind).toBe('notApplicable');
          }
        },
      ),
    );
  });
});
