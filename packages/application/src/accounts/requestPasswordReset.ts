/**
 * Asking for a password reset link (spec 2 §7.3 /user/{x}/password_reset_request; issue 5 "reset
 * answers the same way whether or not the account exists"; issue 40 item 6 "in the same time").
 *
 * The answer is always PASSWORD_RESET_REQUESTED_ANSWER, given as soon as the email is well formed:
 * finding the account and mailing it happen after the answer (ports `AfterAnswer`), so the answer
 * takes as long whether or not the email has an account. Only a usable account gets an email, with
 * a single-use link valid for 1 hour (a new request ends the previous link), and at most the
 * recipient's limit of them an hour (domain `ACCOUNT_REQUEST_LIMITS`): further requests send
 * nothing. A locked account gets one too: the reset unlocks it. Failures are reported after the
 * answer, never answered.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountAnswer,
  type AccountError,
  type NormalisedEmail,
  PASSWORD_RESET_REQUESTED_ANSWER,
  accountEmailAddress,
  isUsable,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';
import { type RequestLimiting, afterTheAnswer, limitedMail } from './requestLimiting';

export interface PasswordResetRequestInput {
  readonly site: SiteKey;
  readonly email: string;
}

export interface Answered<Kind extends string> {
  readonly answer: AccountAnswer<Kind>;
}

export class RequestPasswordReset {
  constructor(
    private readonly users: Users,
    private readonly links: LinkMailing,
    private readonly limiting: RequestLimiting,
    private readonly clock: Clock,
  ) {}

  execute(input: PasswordResetRequestInput): TE.TaskEither<AccountError, Answered<'password_reset_requested'>> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(accountEmailAddress(input.email)),
      TE.map((email) => {
        afterTheAnswer(this.limiting, 'password reset mail', this.mailLink(input.site, email, now));
        return { answer: PASSWORD_RESET_REQUESTED_ANSWER };
      }),
    );
  }

  private mailLink(site: SiteKey, email: NormalisedEmail, now: number): TE.TaskEither<AccountError, void> {
    return pipe(
      this.users.byEmail(email),
      TE.map(O.filter((account) => isUsable(account.deletion))),
      TE.chain(
        O.match(
          () => TE.right(undefined),
          (account) =>
            limitedMail(this.limiting, 'password_reset', account.email, now, () =>
              sendOneTimeLink(this.links, 'password_reset', site, account, now),
            ),
        ),
      ),
    );
  }
}
