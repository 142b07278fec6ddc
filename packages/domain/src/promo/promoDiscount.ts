/**
 * A promo discount over the amount it applies to (spec 1 §3 "Checkout data" promoCode; the
 * calculation itself is not shown, so this is our design): a percentage or a fixed amount, never
 * more than the eligible amount and never negative. Computed in minor units.
 *
 * Decisions: a percentage discount rounds to the nearest minor unit (halves up); percentages are
 * bounded to 0..100; a negative or non-finite amount or percentage counts as 0.
 */
import { nonNegativeMinor } from './amounts';

export type PromoDiscount =
  { readonly kind: 'percentage'; readonly percent: number } | { readonly kind: 'fixed'; readonly amountMinor: number };

export const percentageOff = (percent: number): PromoDiscount => ({ kind: 'percentage', percent });
export const fixedOff = (amountMinor: number): PromoDiscount => ({ kind: 'fixed', amountMinor });

const boundedPercent = (percent: number): number =>
  Number.isFinite(percent) ? Math.min(Math.max(percent, 0), 100) : 0;

/** The discount, in minor units, that a promotion takes off an eligible amount. */
export const promoDiscountAmount = (discount: PromoDiscount, eligibleAmountMinor: number): number => {
  const eligible = nonNegativeMinor(eligibleAmountMinor);
  const raw =
    discount.kind === 'percentage'
      ? Math.round((eligible * boundedPercent(discount.percent)) / 100)
      : nonNegativeMinor(discount.amountMinor);
  return Math.min(raw, eligible);
};
