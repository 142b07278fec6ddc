/**
 * Promotional marketing credit (spec 1 §6, spec 2 §9): "capped at 10% per eligible basket item (up to
 * 5 in local currency)". Computed in minor units.
 *
 * Decisions:
 * - A basket item is a basket line (a product with its quantity); its cap is 10% of the line's
 *   amount, rounded down to the minor unit, and at most 5 (500 minor units) per line.
 * - The basket's cap is the sum of its eligible lines' caps; what the shopper may use is that cap,
 *   bounded by their marketing balance in the basket's currency. Refundable credit is not capped.
 */
import { currencySymbol } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';
import { MARKETING_CREDIT_CAP_MAJOR, MARKETING_CREDIT_CAP_PERCENT, MINOR_UNITS_PER_MAJOR } from './constants';
import { nonNegativeMinor } from './amounts';

export interface MarketingCreditLine {
  /** The line's amount (price times quantity), in minor units. */
  readonly amountMinor: number;
  /** Whether the item accepts promotional marketing credit. */
  readonly eligible: boolean;
}

export const MARKETING_CREDIT_CAP_MINOR = MARKETING_CREDIT_CAP_MAJOR * MINOR_UNITS_PER_MAJOR;

/** The most marketing credit one eligible item takes: 10% of its amount, at most 5. */
export const marketingCreditCapForItem = (amountMinor: number): number =>
  Math.min(
    Math.floor((nonNegativeMinor(amountMinor) * MARKETING_CREDIT_CAP_PERCENT) / 100),
    MARKETING_CREDIT_CAP_MINOR,
  );

/** The most marketing credit a basket takes: the sum of its eligible items' caps. */
export const marketingCreditCap = (lines: readonly MarketingCreditLine[]): number =>
  lines.reduce((total, line) => (line.eligible ? total + marketingCreditCapForItem(line.amountMinor) : total), 0);

/** The cap as a shopper reads it: "Up to 10% of each item, at most £5 an item". OUR WORDING. */
export const marketingCreditCapRule = (currency: CurrencyCode): string =>
  `Up to ${MARKETING_CREDIT_CAP_PERCENT}% of each item, at most ${currencySymbol(currency)}${MARKETING_CREDIT_CAP_MAJOR} an item`;
