import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { checkReferralAssignment } from './assignment';
import { EXISTING_CUSTOMER_CANNOT_BE_REFERRED, REFERRAL_CIRCULAR } from './messages';

const facts = {
  referrerId: 'ann',
  friendId: 'bob',
  friendHasOrdered: false,
  friendAlreadyReferred: false,
  friendReferredReferrer: false,
};
const codeOf = (result: ReturnType<typeof checkReferralAssignment>) => (E.isLeft(result) ? result.left.code : 'OK');

describe('who may be referred (spec 1 §6)', () => {
  it('a new friend may be referred', () => {
    expect(checkReferralAssignment(facts)).toEqual(E.right(undefined));
  });

  it('an existing customer cannot be referred, with our message', () => {
    expect(checkReferralAssignment({ ...facts, friendHasOrdered: true })).toEqual(
      E.left({ code: 'REFERRAL.EXISTING_CUSTOMER', detail: EXISTING_CUSTOMER_CANNOT_BE_REFERRED }),
    );
  });

  it('nobody refers themselves, and a friend is referred once', () => {
    expect(codeOf(checkReferralAssignment({ ...facts, friendId: 'ann' }))).toBe('REFERRAL.OWN_LINK');
    expect(codeOf(checkReferralAssignment({ ...facts, friendAlreadyReferred: true }))).toBe(
      'REFERRAL.ALREADY_REFERRED',
    );
  });

  it('referrals never go round in a circle: Ann, referred by Bob, cannot refer Bob (issue 40 item 7)', () => {
    expect(checkReferralAssignment({ ...facts, friendReferredReferrer: true })).toEqual(
      E.left({ code: 'REFERRAL.CIRCULAR', detail: REFERRAL_CIRCULAR }),
    );
  });

  it('property: a referral is allowed exactly when every rule holds', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('ann', 'bob'),
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (friendId, ordered, referred, circular) => {
          const result = checkReferralAssignment({
            referrerId: 'ann',
            friendId,
            friendHasOrdered: ordered,
            friendAlreadyReferred: referred,
            friendReferredReferrer: circular,
          });
          expect(E.isRight(result)).toBe(friendId !== 'ann' && !ordered && !referred && !circular);
        },
      ),
    );
  });
});
