/**
 * Asking for an activation link: the "confirm_email" login flow (spec 1 §4 "a password is required
 * when the account has no password and no third-party login"). The answer is always
 * ACTIVATION_REQUESTED_ANSWER, given before anything is looked up (issue 40 item 6: the same time
 * for every email); after the answer, only a usable account without a password gets an email, with
 * a single-use link valid for 7 days to set its first password, within the recipient's limit.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ACTIVATION_REQUESTED_ANSWER,
  type AccountError,
  type NormalisedEmail,
  accountEmailAddress,
  isUsable,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';
import { type RequestLimiting, afterTheAnswer, limitedMail } from './requestLimiting';
import type { Answered } from './requestPasswordReset';

export interface ActivationRequestInput {
  readonly site: SiteKey;
  readonly email: string;
}

export class RequestActivation {
  constructor(
    private readonly users: Users,
    private readonly links: LinkMailing,
    private readonly limiting: RequestLimiting,
    private readonly clock: Clock,
  ) {}

  execute(input: ActivationRequestInput): TE.TaskEither<AccountError, Answered<'activation_requested'>> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(accountEmailAddress(input.email)),
      TE.map((email) => {
        afterTheAnswer(this.limiting, 'activation mail', this.mailLink(input.site, email, now));
        return { answer: ACTIVATION_REQUESTED_ANSWER };
      }),
    );
  }

  private mailLink(site: SiteKey, email: NormalisedEmail, now: number): TE.TaskEither<AccountError, void> {
    return pipe(
      this.users.byEmail(email),
      TE.map(O.filter((account) => isUsable(account.deletion) && !account.hasPassword)),
      TE.chain(
        O.match(
          () => TE.right(undefined),
          (account) =>
            limitedMail(this.limiting, 'activation', account.email, now, () =>
              sendOneTimeLink(this.links, 'activation', site, account, now),
            ),
        ),
      ),
    );
  }
}
