/**
 * Who may be referred (spec 1 §6 "An existing customer cannot be referred"). A friend is linked to
 * the shopper whose invitation they followed when they make their account; the referral itself starts
 * at the friend's first purchase (referral.ts).
 *
 * Our choices: an existing customer is a shopper who has already bought something; a shopper cannot
 * refer themselves; a friend is referred once, by the first link they signed up through.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { EXISTING_CUSTOMER_CANNOT_BE_REFERRED, REFERRAL_ALREADY_REFERRED, REFERRAL_OWN_LINK } from './messages';

export type ReferralAssignmentCode = 'REFERRAL.OWN_LINK' | 'REFERRAL.EXISTING_CUSTOMER' | 'REFERRAL.ALREADY_REFERRED';

export type ReferralAssignmentError = DomainError<ReferralAssignmentCode>;

export interface ReferralAssignmentFacts {
  readonly referrerId: string;
  readonly friendId: string;
  /** The friend has bought before. */
  readonly friendHasOrdered: boolean;
  /** The friend already came through someone's link. */
  readonly friendAlreadyReferred: boolean;
}

/** Whether the friend may be linked to the referrer. */
export const checkReferralAssignment = (facts: ReferralAssignmentFacts): E.Either<ReferralAssignmentError, void> => {
  if (facts.referrerId === facts.friendId) return E.left(domainError('REFERRAL.OWN_LINK', REFERRAL_OWN_LINK));
  if (facts.friendAlreadyReferred) return E.left(domainError('REFERRAL.ALREADY_REFERRED', REFERRAL_ALREADY_REFERRED));
  if (facts.friendHasOrdered)
    return E.left(domainError('REFERRAL.EXISTING_CUSTOMER', EXISTING_CUSTOMER_CANNOT_BE_REFERRED));
  return E.right(undefined);
};

/** Every referral error: the assignment rules, a link whose code is not ours, a share channel we do not offer, an outage. */
export type ReferralError = DomainError<
  ReferralAssignmentCode | 'REFERRAL.UNKNOWN_CODE' | 'REFERRAL.CHANNEL_INVALID' | 'REFERRAL.UNAVAILABLE'
>;
