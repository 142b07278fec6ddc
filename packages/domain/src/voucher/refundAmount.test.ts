import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFUND_REASONS, isRefundReason, voucherRefundAmount } from './index';

describe('voucherRefundAmount (what a refunded voucher gives back)', () => {
  it('is the unit price without a promo discount', () => {
    expect(voucherRefundAmount(2500, { totalMinor: 5000, promoDiscountMinor: 0 })).toBe(2500);
  });
  it("takes the voucher's share of the discount, rounded up", () => {
    // £5 off a £30 order of a £10 and a £20 voucher: £1.67 and £3.34 off (rounded up).
    expect(voucherRefundAmount(1000, { totalMinor: 3000, promoDiscountMinor: 500 })).toBe(833);
    expect(voucherRefundAmount(2000, { totalMinor: 3000, promoDiscountMinor: 500 })).toBe(1666);
  });
  it('is nothing for a free voucher or a fully discounted order', () => {
    expect(voucherRefundAmount(0, { totalMinor: 0, promoDiscountMinor: 0 })).toBe(0);
    expect(voucherRefundAmount(1000, { totalMinor: 1000, promoDiscountMinor: 1000 })).toBe(0);
  });
  it('knows its reasons', () => {
    expect(REFUND_REASONS.every(isRefundReason)).toBe(true);
    expect(isRefundReason('because')).toBe(false);
  });
});

describe('voucherRefundAmount properties', () => {
  it("an order's vouchers never refund more than was paid, and each at most its price", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 100_000 }), { minLength: 1, maxLength: 20 }),
        fc.integer({ min: 0, max: 100 }),
        (prices, discountPercent) => {
          const totalMinor = prices.reduce((sum, p) => sum + p, 0);
          const promoDiscountMinor = Math.floor((totalMinor * discountPercent) / 100);
          const refunds = prices.map((p) => voucherRefundAmount(p, { totalMinor, promoDiscountMinor }));
          expect(refunds.reduce((sum, r) => sum + r, 0)).toBeLessThanOrEqual(totalMinor - promoDiscountMinor);
          refunds.forEach((r, i) => {
            expect(r).toBeGreaterThanOrEqual(0);
            expect(r).toBeLessThanOrEqual(prices[i] ?? 0);
            expect(Number.isInteger(r)).toBe(true);
          });
        },
      ),
    );
  });
  it('a bigger discount never refunds more (monotone)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.nat(200_000),
        fc.nat(200_000),
        (price, total, a, b) => {
          const [less, more] = a <= b ? [a, b] : [b, a];
          expect(voucherRefundAmount(price, { totalMinor: total, promoDiscountMinor: more })).toBeLessThanOrEqual(
            voucherRefundAmount(price, { totalMinor: total, promoDiscountMinor: less }),
          );
        },
      ),
    );
  });
});
