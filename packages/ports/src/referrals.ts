import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import type { ReferralError, ReferralProgress } from '@kerching/domain/referral';

/** A shopper's referral code and how often its link was opened and shared. */
export interface ReferralAccount {
  readonly customerId: string;
  readonly code: string;
  readonly linksOpened: number;
  readonly linksShared: number;
}

export interface StoredReferral {
  readonly friendId: string;
  /** The site the friend signed up on: its currency is the credit's. */
  readonly site: SiteKey;
  readonly status: ReferralProgress;
  readonly assignedAt: number;
  readonly purchasedAt: O.Option<number>;
  readonly creditedMinor: number;
}

export interface ReferralCredit {
  readonly referrerId: string;
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
}

/** Referral codes, the friends they brought, and the credit paid for them (spec 1 §3, §4, §6). */
export interface Referrals {
  account(customerId: string): TE.TaskEither<ReferralError, O.Option<ReferralAccount>>;
  /**
   * Gives the customer `code` unless they have a code already; answers their account either way, or
   * none when another customer holds `code` (the caller tries another).
   */
  openAccount(customerId: string, code: string, now: number): TE.TaskEither<ReferralError, O.Option<ReferralAccount>>;
  byCode(code: string): TE.TaskEither<ReferralError, O.Option<ReferralAccount>>;
  countShare(customerId: string): TE.TaskEither<ReferralError, void>;
  countOpen(code: string): TE.TaskEither<ReferralError, void>;
  /** The referrer's friends, newest first. */
  referralsBy(referrerId: string): TE.TaskEither<ReferralError, ReadonlyArray<StoredReferral>>;
  /** Facts the assignment rules need about a friend. */
  friendFacts(
    friendId: string,
    referrerId: string,
  ): TE.TaskEither<
    ReferralError,
    {
      readonly hasOrdered: boolean;
      readonly alreadyReferred: boolean;
      /** The friend is up the referrer's chain of referrers (linking them would make a circle). */
      readonly referredReferrer: boolean;
    }
  >;
  /**
   * Links the friend to the referrer; REFERRAL.ALREADY_REFERRED when a concurrent assignment won,
   * REFERRAL.CIRCULAR when one made the friend the referrer's referrer meanwhile.
   */
  assign(referrerId: string, friendId: string, site: SiteKey, now: number): TE.TaskEither<ReferralError, void>;
  /** Friends whose pending referral's purchase was at or before `purchasedBy` (of one referrer, or all). */
  pendingPurchasedBy(
    purchasedBy: number,
    referrerId: O.Option<string>,
  ): TE.TaskEither<ReferralError, ReadonlyArray<string>>;
  /**
   * In one transaction: the friend's referral, if still pending, becomes credited, and
   * `amountFor(credited before, in the credit's currency)` minor units go into the referrer's wallet
   * as marketing credit. None when the referral was no longer pending.
   */
  credit(
    friendId: string,
    now: number,
    amountFor: (creditedBefore: number) => number,
  ): TE.TaskEither<ReferralError, O.Option<ReferralCredit>>;
}
