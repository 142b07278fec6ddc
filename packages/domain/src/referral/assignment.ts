/**
 * Who may be referred (spec 1 §6 "An existing customer cannot be referred"). A friend is linked to
 * the shopper whose invitation they followed when they make their account; the referral itself starts
 * at the friend's first purchase (referral.ts).
 *
 * Our choices: an existing customer is a shopper who has already bought something; a shopper cannot
 * refer themselves; a friend is referred once, by the first link they signed up through; and
 * referrals never go round in a circle (A refers B, then B refers A, or A, B, C, A): the friend may
 * not be the referrer's own referrer, however far up (issue 40 item 7).
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import {
  EXISTING_CUSTOMER_CANNOT_BE_REFERRED,
  REFERRAL_ALREADY_REFERRED,
  REFERRAL_CIRCULAR,
  REFERRAL_OWN_LINK,
} from './messages';

export type ReferralAssignmentCode =
  'REFERRAL.OWN_LINK' | 'REFERRAL.EXISTING_CUSTOMER' | 'REFERRAL.ALREADY_REFERRED' | 'REFERRAL.CIRCULAR';

export type ReferralAssignmentError = DomainError<ReferralAssignmentCode>;

export interface ReferralAssignmentFacts {
  readonly referrerId: string;
  readonly friendId: string;
  /** The friend has bought before. */
  readonly friendHasOrdered: boolean;
  /** The friend already came through someone's link. */
  readonly friendAlreadyReferred: boolean;
  /** The friend is up the referrer's chain: they referred the referrer, or whoever referred them. */
  readonly friendReferredReferrer: boolean;
}

/** Whether the friend may be linked to the referrer. */
export const checkReferralAssignment = (facts: ReferralAssignmentFacts): E.Either<ReferralAssignmentError, void> => {
  if (facts.referrerId === facts.friendId) return E.left(domainError('REFERRAL.OWN_LINK', REFERRAL_OWN_LINK));
  if (facts.friendReferredReferrer) return E.left(domainError('REFERRAL.CIRCULAR', REFERRAL_CIRCULAR));
  if (facts.friendAlreadyReferred) return E.left(domainError('REFERRAL.ALREADY_REFERRED', REFERRAL_ALREADY_REFERRED));
  if (facts.friendHasOrdered)
    return E.left(domainError('REFERRAL.EXISTING_CUSTOMER', EXISTING_CUSTOMER_CANNOT_BE_REFERRED));
  return E.right(undefined);
};

/** Every referral error: the assignment rules, a link whose code is not ours, a share channel we do not offer, an outage. */
export type ReferralError = DomainError<
  ReferralAssignmentCode | 'REFERRAL.UNKNOWN_CODE' | 'REFERRAL.CHANNEL_INVALID' | 'REFERRAL.UNAVAILABLE'
>;
