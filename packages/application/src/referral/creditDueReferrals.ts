/**
 * Crediting referrals (spec 1 §4 "credited after the 14-day refund window"; spec 2 §9 "Referral
 * credit 10 each, up to 200; after the 14-day window"): every pending referral whose window has
 * closed becomes credited, and the referrer's wallet gets the credit the domain allows (10, or less
 * near the 200 limit, nothing beyond it) as marketing credit. Run by the server's recurring job for
 * everyone, and for one referrer before their referral page is read. Safe to run twice at once.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import * as A from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { type ReferralError, latestCreditablePurchase, nextReferralCredit } from '@kerching/domain/referral';
import type { Clock, ReferralCredit, Referrals } from '@kerching/ports';

export interface CreditedReferrals {
  readonly credited: ReadonlyArray<ReferralCredit>;
}

export class CreditDueReferrals {
  constructor(
    private readonly referrals: Referrals,
    private readonly clock: Clock,
  ) {}

  /** Credits the due referrals of one referrer, or of everyone. */
  execute(referrerId: O.Option<string> = O.none): TE.TaskEither<ReferralError, CreditedReferrals> {
    const now = this.clock.now();
    return pipe(
      this.referrals.pendingPurchasedBy(latestCreditablePurchase(now).getTime(), referrerId),
      TE.chain(
        TE.traverseSeqArray((friendId) =>
          this.referrals.credit(friendId, now.getTime(), (creditedBefore) => nextReferralCredit(creditedBefore) * 100),
        ),
      ),
      TE.map((results) => ({ credited: A.compact(results) })),
    );
  }
}
