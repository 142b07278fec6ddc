/**
 * Referral credit (spec 2 §9): 10 for each credited referral, up to 200 in total, in the site's
 * currency (pounds or euros).
 */
import { formatPrice } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';
import { REFERRAL_REFUND_WINDOW_DAYS } from './referral';
import { referralCreditExplainer } from './messages';

export const REFERRAL_CREDIT_PER_FRIEND = 10;
export const REFERRAL_CREDIT_LIMIT = 200;

/** A count of referrals: negative or NaN counts as 0, fractions are dropped. */
const referralCount = (count: number): number => (count > 0 ? Math.floor(count) : 0);

/** The credit earned for n credited referrals, in whole currency units: min(10 n, 200). */
export const referralCredit = (creditedReferrals: number): number =>
  Math.min(REFERRAL_CREDIT_LIMIT, REFERRAL_CREDIT_PER_FRIEND * referralCount(creditedReferrals));

/** What one more credited referral would add (0 once the limit is reached). */
export const nextReferralCredit = (creditedReferrals: number): number =>
  referralCredit(referralCount(creditedReferrals) + 1) - referralCredit(creditedReferrals);

/** "Get £10 credit for every friend who buys their first deal, up to £200. ..." */
export const referralCreditExplainerFor = (currency: CurrencyCode): string =>
  referralCreditExplainer(
    formatPrice({ amountMinor: REFERRAL_CREDIT_PER_FRIEND * 100, currency }),
    formatPrice({ amountMinor: REFERRAL_CREDIT_LIMIT * 100, currency }),
    REFERRAL_REFUND_WINDOW_DAYS,
  );
