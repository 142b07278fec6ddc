/**
 * Basket builders for the tests of every package: a purchasable product that anyone may buy at any
 * time (on kerching, £25 from £50, a cap of 5, plenty of stock), changed field by field.
 */
import * as O from 'fp-ts/Option';
import type { PurchasableProduct } from '../purchasableProduct';

export const aPurchasableProduct = (overrides: Partial<PurchasableProduct> = {}): PurchasableProduct => ({
  productId: 11,
  dealId: 1,
  site: 'kerching',
  dealTitle: 'Afternoon Tea for Two',
  productName: 'Afternoon tea for two',
  currency: 'GBP',
  priceMinor: 2500,
  originalPriceMinor: 5000,
  adminFeeMinor: 0,
  delivered: false,
  postageMinor: 0,
  dealType: 'default',
  subcategoryId: O.none,
  pricePerPerson: false,
  purchaseCap: 5,
  totalRemaining: 50,
  remainingForDay: Number.POSITIVE_INFINITY,
  remainingForWeek: Number.POSITIVE_INFINITY,
  maxPerUser: O.none,
  boughtByCustomer: 0,
  vipExclusive: false,
  vipUser: false,
  soldOut: false,
  opensAt: 0,
  closingAt: Date.UTC(9999, 0, 1),
  enableBuyClosedDeal: false,
  lastChance: false,
  isTravel: false,
  giftPackable: false,
  depositPriceMinor: O.none,
  stay: O.none,
  ...overrides,
});
