import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { type PurchasableProduct, mergeAtSignIn, newLine } from './index';

const NOW = Date.parse('2026-06-01T12:00:00Z');

const product = (productId: number, over: Partial<PurchasableProduct> = {}): PurchasableProduct => ({
  productId,
  dealId: productId,
  site: 'kerching',
  dealTitle: `Deal ${productId}`,
  productName: 'Dinner for two',
  currency: 'GBP',
  priceMinor: 1000,
  originalPriceMinor: 4000,
  adminFeeMinor: 0,
  delivered: false,
  postageMinor: 0,
  dealType: 'default',
  subcategoryId: O.none,
  pricePerPerson: false,
  purchaseCap: 5,
  totalRemaining: 100,
  remainingForDay: Number.POSITIVE_INFINITY,
  remainingForWeek: Number.POSITIVE_INFINITY,
  maxPerUser: O.none,
  boughtByCustomer: 0,
  vipExclusive: false,
  vipUser: false,
  soldOut: false,
  opensAt: NOW - 86_400_000,
  closingAt: NOW + 86_400_000,
  enableBuyClosedDeal: false,
  lastChance: false,
  isTravel: false,
  giftPackable: false,
  depositPriceMinor: O.none,
  stay: O.none,
  ...over,
});

const line = (productId: number, quantity: number) => newLine({ productId, dealId: productId }, quantity);

describe('baskets merged at sign-in (merged by product id, nothing refused)', () => {
  const products = new Map([
    [1, product(1)],
    [2, product(2, { soldOut: true })],
    [3, product(3)],
  ]);

  it('adds quantities by product id, lowered to what the shopper may have', () => {
    const merged = mergeAtSignIn([line(1, 4), line(3, 1)], [line(1, 3)], products, 'kerching', NOW);
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([
      [1, 5],
      [3, 1],
    ]);
  });

  it('leaves out a line that can no longer be bought', () => {
    const merged = mergeAtSignIn([line(2, 1)], [line(3, 2), line(9, 1)], products, 'kerching', NOW);
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([[3, 2]]);
  });
});
