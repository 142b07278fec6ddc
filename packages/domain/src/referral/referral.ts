/**
 * A referral's life (spec 1 §4): pending when the referred friend buys; credited after the 14-day
 * refund window; cancelled if the friend refunds. An existing customer cannot be referred (spec 1 §6).
 *
 * Choices: the window runs from the friend's purchase; a referral is credited at the instant the
 * window ends. A refund reported once the window has closed no longer cancels: the referral is
 * credited (the refund window, and so the referral's uncertainty, is over). CREDITED and CANCELLED
 * are final.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { EXISTING_CUSTOMER_CANNOT_BE_REFERRED, REFERRAL_STATUS_LABELS } from './messages';

export const REFERRAL_REFUND_WINDOW_DAYS = 14;

const MS_PER_DAY = 86_400_000;

export type ReferralStatus = 'PENDING' | 'CREDITED' | 'CANCELLED';

export interface Referral {
  readonly status: ReferralStatus;
  /** When the referred friend made the purchase that qualifies the referral. */
  readonly purchasedAt: Date;
}

export type ReferralEvent = { readonly type: 'TIME_PASSED' } | { readonly type: 'FRIEND_REFUNDED' };

export interface ReferredFriend {
  readonly isExistingCustomer: boolean;
}

/** The instant the refund window closes and the credit is due. */
export const referralCreditDueAt = (purchasedAt: Date): Date =>
  new Date(purchasedAt.getTime() + REFERRAL_REFUND_WINDOW_DAYS * MS_PER_DAY);

/** The latest purchase whose referral is due by `now`: purchases at or before it are credited. */
export const latestCreditablePurchase = (now: Date): Date =>
  new Date(now.getTime() - REFERRAL_REFUND_WINDOW_DAYS * MS_PER_DAY);

/** Starts a pending referral, unless the friend is already a customer. */
export const referFriend = (
  friend: ReferredFriend,
  purchasedAt: Date,
): E.Either<DomainError<'REFERRAL.EXISTING_CUSTOMER'>, Referral> =>
  friend.isExistingCustomer
    ? E.left(domainError('REFERRAL.EXISTING_CUSTOMER', EXISTING_CUSTOMER_CANNOT_BE_REFERRED))
    : E.right({ status: 'PENDING', purchasedAt });

export const transitionReferral = (referral: Referral, event: ReferralEvent, now: Date): Referral => {
  if (referral.status !== 'PENDING') return referral;
  if (now.getTime() >= referralCreditDueAt(referral.purchasedAt).getTime()) {
    return { ...referral, status: 'CREDITED' };
  }
  return event.type === 'FRIEND_REFUNDED' ? { ...referral, status: 'CANCELLED' } : referral;
};

/** Where a referred friend is: ASSIGNED once they signed up through the link, then a referral's states. */
export type ReferralProgress = 'ASSIGNED' | ReferralStatus;

/** The label shown beside a referred friend in the shopper's list. */
export const referralStatusLabel = (status: ReferralProgress): string => REFERRAL_STATUS_LABELS[status];
