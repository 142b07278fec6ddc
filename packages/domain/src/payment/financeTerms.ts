/**
 * The finance terms shown beside the methods that lend (spec 2 §9 "Finance: representative APR
 * 23.9%, credit limit 1200; 0% for 4 months; Pay in 3 for 18+ UK residents"; issue 42: they appeared
 * nowhere). OUR WORDING around the spec's numbers, in the edition's currency:
 * - PayPal Credit: the interest-free months, then the representative APR on the credit limit;
 * - Klarna: Pay in 3, for UK residents aged 18 and over (the UK editions only: the spec names UK
 *   residents);
 * - Clearpay: instalments on baskets within its range (spec 1 §5: totals of 1 to 1000).
 * Other methods lend nothing and show no terms.
 */
import { formatPrice, money } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';
import {
  CLEARPAY_MAX_TOTAL_MAJOR,
  CLEARPAY_MIN_TOTAL_MAJOR,
  FINANCE_CREDIT_LIMIT_MAJOR,
  FINANCE_INTEREST_FREE_MONTHS,
  FINANCE_REPRESENTATIVE_APR_PERCENT,
  MINOR_UNITS_PER_MAJOR,
  PAY_IN_3_INSTALMENTS,
  PAY_IN_3_MINIMUM_AGE,
} from './constants';
import type { PaymentMethod } from './paymentMethodEligibility';

const amount = (major: number, currency: CurrencyCode): string =>
  formatPrice(money(major * MINOR_UNITS_PER_MAJOR, currency));

export const financeTerms = (method: PaymentMethod, currency: CurrencyCode): string | null => {
  switch (method) {
    case 'paypalCredit':
      return (
        `0% interest for ${FINANCE_INTEREST_FREE_MONTHS} months, then representative ` +
        `${FINANCE_REPRESENTATIVE_APR_PERCENT}% APR (variable), based on a credit limit of ` +
        `${amount(FINANCE_CREDIT_LIMIT_MAJOR, currency)}. Subject to status.`
      );
    case 'klarna':
      return currency === 'GBP'
        ? `Pay in ${PAY_IN_3_INSTALMENTS} interest-free instalments. For UK residents aged ${PAY_IN_3_MINIMUM_AGE} and over.`
        : null;
    case 'clearpay':
      return (
        `Pay in interest-free instalments on baskets of ${amount(CLEARPAY_MIN_TOTAL_MAJOR, currency)} ` +
        `to ${amount(CLEARPAY_MAX_TOTAL_MAJOR, currency)}.`
      );
    default:
      return null;
  }
};
