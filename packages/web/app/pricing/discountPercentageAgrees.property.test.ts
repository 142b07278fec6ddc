/**
 * One discount percentage (domain money `discountPercentage`, issue 41): for any price below an
 * original price, the listing card, the deal page, the chosen option and the basket line show the
 * same whole percentage. Orders carry no percentage (they are priced from the same product).
 */
import * as fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { basketView } from '@kerching/application/purchase';
import { discountPercentage } from '@kerching/domain/catalogue';
import { aDealDetailProduct, aDealSummary } from '@kerching/domain/catalogue/testing';
import { type PurchasableProduct, newLine } from '@kerching/domain/basket';
import { aPurchasableProduct } from '@kerching/domain/basket/testing';
import { SITES } from '@kerching/domain/site';
import { dealCardModel } from '../components/dealCardModel';
import { dealPageModel } from '../deal-page/dealPageModel';
import { ORIGIN, aDealPage } from '../deal-page/testing';

const product = (priceMinor: number, originalPriceMinor: number): PurchasableProduct =>
  aPurchasableProduct({ priceMinor, originalPriceMinor });

const basketPercentage = (price: number, original: number): number => {
  const p = product(price, original);
  const view = basketView(
    {
      token: 't'.repeat(32),
      site: 'kerching',
      customerId: O.none,
      eligibleForVip: false,
      lines: [newLine(p, 1)],
      updatedAt: 0,
    },
    new Map([[p.productId, p]]),
    false,
  );
  return view.products[0]?.discountPercentage ?? Number.NaN;
};

/** A price strictly below a positive original price: a saving every place shows. */
const saving = fc
  .integer({ min: 1, max: 10_000_000 })
  .chain((original) => fc.tuple(fc.integer({ min: 0, max: original - 1 }), fc.constant(original)));

describe('the discount percentage', () => {
  it('1999 off 3000 is 66% in the basket, as on the deal page (not 67%)', () => {
    expect(basketPercentage(1001, 3000)).toBe(66);
    expect(discountPercentage(1001, 3000)).toBe(66);
  });

  it('is the same on the listing card, the deal page, the chosen option and the basket line', () => {
    fc.assert(
      fc.property(saving, ([price, original]) => {
        const percent = basketPercentage(price, original);
        // The listing's summary carries the percentage its SQL adapter computed with the domain rule.
        const card = dealCardModel(
          aDealSummary(1, {
            priceMinor: price,
            originalPriceMinor: original,
            discountPercentage: discountPercentage(price, original),
          }),
        );
        const page = dealPageModel(
          aDealPage({
            price,
            originalPrice: original,
            products: [aDealDetailProduct({ price, originalPrice: original })],
          }),
          SITES.kerching,
          ORIGIN,
        );
        expect(card.discount).toBe(percent > 0 ? `-${percent}%` : null);
        expect(page.price.discount).toBe(`Save ${percent}%`);
        expect(page.products[0]?.price.discount).toBe(`Save ${percent}%`);
      }),
    );
  });
});
