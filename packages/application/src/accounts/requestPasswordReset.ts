/**
 * Asking for a password reset link (spec 2 §7.3 /user/{x}/password_reset_request; issue 5 "reset
 * answers the same way whether or not the account exists").
 *
 * The answer is always PASSWORD_RESET_REQUESTED_ANSWER. Only a usable account gets an email, with
 * a single-use link valid for 1 hour (a new request ends the previous link). A locked account gets
 * one too: the reset unlocks it. Once an account is found, failures (token store, mailer) become
 * warnings for the logs rather than a different answer.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountAnswer,
  type AccountError,
  PASSWORD_RESET_REQUESTED_ANSWER,
  accountEmailAddress,
  isUsable,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';
import { asWarning } from './accountMail';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';

export interface PasswordResetRequestInput {
  readonly site: SiteKey;
  readonly email: string;
}

export interface Answered<Kind extends string> {
  readonly answer: AccountAnswer<Kind>;
  readonly warnings: ReadonlyArray<AccountError>;
}

export class RequestPasswordReset {
  constructor(
    private readonly users: Users,
    private readonly links: LinkMailing,
    private readonly clock: Clock,
  ) {}

  execute(input: PasswordResetRequestInput): TE.TaskEither<AccountError, Answered<'password_reset_requested'>> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(accountEmailAddress(input.email)),
      TE.chain((email) => this.users.byEmail(email)),
      TE.map(O.filter((account) => isUsable(account.deletion))),
      TE.chain(
        O.match(
          () => TE.right([]),
          (account) => asWarning(sendOneTimeLink(this.links, 'password_reset', input.site, account, now)),
        ),
      ),
      TE.map((warnings) => ({ answer: PASSWORD_RESET_REQUESTED_ANSWER, warnings })),
    );
  }
}
