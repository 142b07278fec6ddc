/**
 * A referral's life (spec 1 §4): pending when the referred friend buys; credited after the 14-day
 * refund window; cancelled if the friend refunds. An existing customer cannot be referred (spec 1 §6:
 * `checkReferralAssignment`).
 *
 * The window runs from the friend's purchase; a referral is credited once the window has ended
 * (`latestCreditablePurchase`, by the crediting job). The referrals store moves the states: pending
 * on the friend's order, cancelled by a refund while still pending, credited by the job. CREDITED
 * and CANCELLED are final.
 */
import { REFERRAL_STATUS_LABELS } from './messages';

export const REFERRAL_REFUND_WINDOW_DAYS = 14;

const MS_PER_DAY = 86_400_000;

export type ReferralStatus = 'PENDING' | 'CREDITED' | 'CANCELLED';

export interface Referral {
  readonly status: ReferralStatus;
  /** When the referred friend made the purchase that qualifies the referral. */
  readonly purchasedAt: Date;
}

/** The latest purchase whose referral is due by `now`: purchases at or before it are credited. */
export const latestCreditablePurchase = (now: Date): Date =>
  new Date(now.getTime() - REFERRAL_REFUND_WINDOW_DAYS * MS_PER_DAY);

/** Where a referred friend is: ASSIGNED once they signed up through the link, then a referral's states. */
export type ReferralProgress = 'ASSIGNED' | ReferralStatus;

/** The label shown beside a referred friend in the shopper's list. */
export const referralStatusLabel = (status: ReferralProgress): string => REFERRAL_STATUS_LABELS[status];
