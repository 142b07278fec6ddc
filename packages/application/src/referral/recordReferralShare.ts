/** POST /v1/user/raf/stat/share (spec 1 §3 Referral "links shared"): the shopper shared their link. */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ReferralError, isReferralShareChannel } from '@kerching/domain/referral';
import type { Clock, Referrals } from '@kerching/ports';
import type { TokenGenerator } from '@kerching/ports/accounts';
import { referralAccountOf } from './referralAccount';

export class RecordReferralShare {
  constructor(
    private readonly referrals: Referrals,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: { readonly customerId: string; readonly channel: unknown }): TE.TaskEither<ReferralError, void> {
    if (!isReferralShareChannel(input.channel))
      return TE.left({ code: 'REFERRAL.CHANNEL_INVALID', detail: `not a share channel: ${String(input.channel)}` });
    return pipe(
      referralAccountOf(this.referrals, this.tokens, input.customerId, this.clock.now().getTime()),
      TE.chain((account) => this.referrals.countShare(account.customerId)),
    );
  }
}
