/**
 * A friend opens an invitation link (spec 1 §3 Referral "links opened"; /v1/user/raf/stat/open):
 * the code must be one of ours (REFERRAL.UNKNOWN_CODE); the open counts once per browser (not when
 * the browser's referral cookie already holds this code). Answers the code to keep in that cookie.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ReferralError, REFERRAL_UNKNOWN_CODE, referralCodeOf } from '@kerching/domain/referral';
import type { Referrals } from '@kerching/ports';

const unknownCode = (text: string): ReferralError => ({
  code: 'REFERRAL.UNKNOWN_CODE',
  detail: `${REFERRAL_UNKNOWN_CODE} (${text.slice(0, 40)})`,
});

export class OpenReferralLink {
  constructor(private readonly referrals: Referrals) {}

  execute(input: {
    readonly code: string;
    readonly cookieCode: O.Option<string>;
  }): TE.TaskEither<ReferralError, string> {
    return pipe(
      TE.fromOption(() => unknownCode(input.code))(referralCodeOf(input.code)),
      TE.chain((code) => this.referrals.byCode(code)),
      TE.chain(TE.fromOption(() => unknownCode(input.code))),
      TE.chainFirst((account) =>
        pipe(
          input.cookieCode,
          O.chain(referralCodeOf),
          O.exists((kept) => kept === account.code),
        )
          ? TE.right(undefined)
          : this.referrals.countOpen(account.code),
      ),
      TE.map((account) => account.code),
    );
  }
}
