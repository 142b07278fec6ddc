/**
 * A new shopper who followed an invitation is linked to the friend who sent it (spec 1 §6 "An
 * existing customer cannot be referred"): at registration, with the code from the referral cookie,
 * and by POST /user/raf/assign. The code must be one of ours; the domain's rules decide the rest.
 * Answers the referrer's code as stored.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type ReferralError,
  REFERRAL_UNKNOWN_CODE,
  checkReferralAssignment,
  referralCodeOf,
} from '@kerching/domain/referral';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock, Referrals } from '@kerching/ports';

export class AssignReferral {
  constructor(
    private readonly referrals: Referrals,
    private readonly clock: Clock,
  ) {}

  execute(input: {
    readonly site: SiteKey;
    readonly friendId: string;
    readonly code: string;
  }): TE.TaskEither<ReferralError, string> {
    const unknown = (): ReferralError => ({ code: 'REFERRAL.UNKNOWN_CODE', detail: REFERRAL_UNKNOWN_CODE });
    return pipe(
      TE.fromOption(unknown)(referralCodeOf(input.code)),
      TE.chain((code) => this.referrals.byCode(code)),
      TE.chain(TE.fromOption(unknown)),
      TE.bindTo('referrer'),
      TE.bind('facts', ({ referrer }) => this.referrals.friendFacts(input.friendId, referrer.customerId)),
      TE.chainFirst(({ referrer, facts }) =>
        TE.fromEither<ReferralError, void>(
          checkReferralAssignment({
            referrerId: referrer.customerId,
            friendId: input.friendId,
            friendHasOrdered: facts.hasOrdered,
            friendAlreadyReferred: facts.alreadyReferred,
            friendReferredReferrer: facts.referredReferrer,
          }),
        ),
      ),
      TE.chain(({ referrer }) =>
        pipe(
          this.referrals.assign(referrer.customerId, input.friendId, input.site, this.clock.now().getTime()),
          TE.map(() => referrer.code),
        ),
      ),
    );
  }
}
