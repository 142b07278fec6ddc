import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type PromoDiscount, marketingCreditCap, marketingCreditCapForItem, promoDiscountAmount } from './index';
import { spendableCredit, walletBalance } from '../wallet/walletBalance';

const minor = fc.integer({ min: 0, max: 10_000_000 });
const discountArb: fc.Arbitrary<PromoDiscount> = fc.oneof(
  fc.record({ kind: fc.constant('percentage' as const), percent: fc.double({ min: -50, max: 150, noNaN: true }) }),
  fc.record({ kind: fc.constant('fixed' as const), amountMinor: fc.integer({ min: -10_000, max: 10_000_000 }) }),
);
const linesArb = fc.array(fc.record({ amountMinor: minor, eligible: fc.boolean() }), { maxLength: 8 });

describe('promo properties', () => {
  it("an item's marketing credit cap is at most 10% of it and at most 5, and is monotone in its amount", () => {
    fc.assert(
      fc.property(minor, minor, (a, b) => {
        const cap = marketingCreditCapForItem(a);
        expect(cap).toBeGreaterThanOrEqual(0);
        expect(cap * 10).toBeLessThanOrEqual(a);
        expect(cap).toBeLessThanOrEqual(500);
        expect(Number.isInteger(cap)).toBe(true);
        if (a <= b) expect(cap).toBeLessThanOrEqual(marketingCreditCapForItem(b));
      }),
    );
  });

  it('usable marketing credit never exceeds the balance, 10% of the eligible items, or 5 per eligible item', () => {
    fc.assert(
      fc.property(linesArb, fc.integer({ min: -1000, max: 100_000 }), (lines, balance) => {
        const usable = spendableCredit(walletBalance('GBP', balance, 0), marketingCreditCap(lines));
        const eligible = lines.filter((line) => line.eligible);
        expect(usable).toBeGreaterThanOrEqual(0);
        expect(usable).toBeLessThanOrEqual(Math.max(balance, 0));
        expect(usable * 10).toBeLessThanOrEqual(eligible.reduce((sum, line) => sum + line.amountMinor, 0));
        expect(usable).toBeLessThanOrEqual(500 * eligible.length);
        // Adding an ineligible item changes nothing.
        expect(marketingCreditCap([...lines, { amountMinor: 5000, eligible: false }])).toBe(marketingCreditCap(lines));
      }),
    );
  });

  it('a promo discount is between 0 and the eligible amount, and what remains adds back up', () => {
    fc.assert(
      fc.property(discountArb, minor, (discount, eligible) => {
        const off = promoDiscountAmount(discount, eligible);
        expect(off).toBeGreaterThanOrEqual(0);
        expect(off).toBeLessThanOrEqual(eligible);
        expect(Number.isInteger(off)).toBe(true);
      }),
    );
  });

  it('a percentage discount is monotone in the percentage and in the eligible amount', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 100, noNaN: true }),
        fc.double({ min: 0, max: 100, noNaN: true }),
        minor,
        minor,
        (p, q, a, b) => {
          const [low, high] = p <= q ? [p, q] : [q, p];
          const [small, large] = a <= b ? [a, b] : [b, a];
          const pct = (percent: number): PromoDiscount => ({ kind: 'percentage', percent });
          expect(promoDiscountAmount(pct(low), small)).toBeLessThanOrEqual(promoDiscountAmount(pct(high), small));
          expect(promoDiscountAmount(pct(low), small)).toBeLessThanOrEqual(promoDiscountAmount(pct(low), large));
        },
      ),
    );
  });
});
