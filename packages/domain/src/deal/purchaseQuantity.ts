/**
 * How many a shopper can buy (spec 1 §5 "Deal purchase"):
 * - the quantity a user can buy is the minimum of the deal or product cap, the remaining for the
 *   day, the remaining for the week and the user's remaining allowance;
 * - the quantity selector clamps to 0 at the low end and the cap at the high end;
 * - a price-per-person deal forces a minimum quantity of 2;
 * - at least one product must be chosen; the maximum per deal per day is shown.
 *
 * Quantities are whole numbers: fractions are floored, negatives and NaN count as 0.
 */
import * as O from 'fp-ts/Option';
import type { DomainError } from '../shared/error';
import { DEFAULT_MIN_QUANTITY, PRICE_PER_PERSON_MIN_QUANTITY } from './constants';
import type { Deal, DealProduct } from './deal';
import { maximumPerDealPerDayMessage, optionQuantityLimitMessage } from './messages';

/** A whole, non-negative count; NaN and negatives become 0, +Infinity stays (no limit). */
export const toWholeCount = (n: number): number => (Number.isNaN(n) || n <= 0 ? 0 : Math.floor(n));

export interface QuantityLimits {
  /** The product's cap when it has one, else the deal's `purchaseCap`. */
  readonly purchaseCap: number;
  readonly remainingForDay: number;
  readonly remainingForWeek: number;
  /** What this shopper may still buy; +Infinity when no per-user allowance applies. */
  readonly userRemainingAllowance: number;
}

/** min(cap, remaining for the day, remaining for the week, user's allowance), never negative. */
export const quantityUserCanBuy = (limits: QuantityLimits): number =>
  Math.min(
    toWholeCount(limits.purchaseCap),
    toWholeCount(limits.remainingForDay),
    toWholeCount(limits.remainingForWeek),
    toWholeCount(limits.userRemainingAllowance),
  );

/**
 * The limits of one product of a deal. The user's allowance is
 * `userDealInfo.maxQuantityUserCanCurrentlyBuy`; an anonymous visitor has none.
 */
export const quantityLimitsFor = (
  deal: Pick<Deal, 'purchaseCap' | 'totalRemainingForDay' | 'totalRemainingForWeek'>,
  product: Pick<DealProduct, 'purchaseCap' | 'userDealInfo'>,
): QuantityLimits => ({
  purchaseCap: product.purchaseCap ?? deal.purchaseCap,
  remainingForDay: deal.totalRemainingForDay,
  remainingForWeek: deal.totalRemainingForWeek,
  userRemainingAllowance: product.userDealInfo?.maxQuantityUserCanCurrentlyBuy ?? Number.POSITIVE_INFINITY,
});

/** The selector's value: the requested quantity clamped to [0, cap]. */
export const clampQuantity = (requested: number, cap: number): number =>
  Math.min(toWholeCount(requested), toWholeCount(cap));

/** 2 for a price-per-person deal, 1 otherwise. */
export const minimumQuantity = (deal: Pick<Deal, 'pricePerPerson'>): number =>
  deal.pricePerPerson ? PRICE_PER_PERSON_MIN_QUANTITY : DEFAULT_MIN_QUANTITY;

/**
 * The quantity of a chosen product: clamped to [0, cap], and raised to the deal's minimum when
 * positive. When the cap is below the minimum the product cannot be bought and the result is 0.
 * The result is therefore 0 or within [minimum, cap].
 */
export const selectedQuantity = (requested: number, cap: number, deal: Pick<Deal, 'pricePerPerson'>): number => {
  const clamped = clampQuantity(requested, cap);
  const minimum = minimumQuantity(deal);
  if (clamped === 0 || clamped >= minimum) return clamped;
  return toWholeCount(cap) >= minimum ? minimum : 0;
};

/** The "maximum per deal per day" notice of a deal (its purchase cap). */
export const purchaseCapNotice = (deal: Pick<Deal, 'purchaseCap'>): string =>
  maximumPerDealPerDayMessage(toWholeCount(deal.purchaseCap));

/**
 * Why the stepper of a chosen option stops before the deal's "maximum per deal per day": shown when
 * the most the shopper can buy of it (`quantityUserCanBuy`) is above 0 and below the deal's cap.
 */
export const optionQuantityLimitNotice = (maxQuantity: number, deal: Pick<Deal, 'purchaseCap'>): O.Option<string> => {
  const max = toWholeCount(maxQuantity);
  return max > 0 && max < toWholeCount(deal.purchaseCap) ? O.some(optionQuantityLimitMessage(max)) : O.none;
};

/** No product chosen on a deal's form (spec 1 §5 "at least one product chosen"). */
export type NoProductChosen = DomainError<'DEAL.NO_PRODUCT_CHOSEN'>;
