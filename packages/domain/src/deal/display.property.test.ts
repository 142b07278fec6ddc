import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { hasHighTotalPrice, noticedAdminFee, showsGoodReview } from './index';

const product = fc.record({ totalPrice: fc.nat({ max: 100_000 }), adminFee: fc.nat({ max: 1000 }) });

describe('display rule properties', () => {
  it("property: the admin-fee notice's fee is one of the options' and never below any of them", () => {
    fc.assert(
      fc.property(fc.array(product, { minLength: 1, maxLength: 8 }), (products) => {
        const fees = products.map((p) => p.adminFee);
        const noticed = noticedAdminFee(products);
        expect(fees).toContain(noticed.fee);
        expect(fees.every((f) => f <= noticed.fee)).toBe(true);
        expect(noticed.varies).toBe(new Set(fees).size > 1);
      }),
    );
  });
  it('property: high total price is decided by the largest product total, and adding products never removes it', () => {
    fc.assert(
      fc.property(fc.array(product), product, (products, extra) => {
        const high = hasHighTotalPrice({ products });
        expect(high).toBe(products.length > 0 && Math.max(...products.map((p) => p.totalPrice)) >= 3000);
        if (high) expect(hasHighTotalPrice({ products: [...products, extra] })).toBe(true);
      }),
    );
  });
  it('property: good review display is monotone in the average', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.double({ min: 0, max: 5, noNaN: true }),
        fc.boolean(),
        (a, b, threshold, lightVariant) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          const config = { threshold, lightVariant };
          if (showsGoodReview({ reviewSummary: { total: 1, average: low } }, config)) {
            expect(showsGoodReview({ reviewSummary: { total: 1, average: high } }, config)).toBe(true);
          }
        },
      ),
    );
  });
});
