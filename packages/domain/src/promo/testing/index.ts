/** Builders of promotions and discount codes for tests: a listed EXTRA10 on kerching by default. */
import * as O from 'fp-ts/Option';
import type { DiscountCode } from '../discountCodes';
import type { Promotion } from '../promoCodeRules';
import { percentageOff } from '../promoDiscount';

/** 2026-11-23 12:00 UTC: promotions built here run for 30 days from it. */
export const PROMO_TEST_NOW = Date.UTC(2026, 10, 23, 12);
const DAY_MS = 86_400_000;

export const aPromotion = (overrides: Partial<Promotion> = {}): Promotion => ({
  code: 'EXTRA10',
  site: 'kerching',
  discount: percentageOff(10),
  expiresAt: PROMO_TEST_NOW + 30 * DAY_MS,
  singleUsePerCustomer: false,
  usesLeft: O.none,
  subcategoryIds: [],
  minimumSpendMinor: 0,
  marketing: false,
  listed: true,
  ...overrides,
});

export const aDiscountCode = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: 'EXTRA10',
  discount: percentageOff(10),
  expiresAt: PROMO_TEST_NOW + DAY_MS,
  minimumSpendMinor: 0,
  selectedDealsOnly: false,
  oncePerShopper: false,
  marketing: false,
  usedByShopper: false,
  ...overrides,
});
