/**
 * Asking for an activation link: the "confirm_email" login flow (spec 1 §4 "a password is required
 * when the account has no password and no third-party login"). The answer is always
 * ACTIVATION_REQUESTED_ANSWER; only a usable account without a password gets an email, with a
 * single-use link valid for 7 days to set its first password.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  ACTIVATION_REQUESTED_ANSWER,
  type AccountError,
  accountEmailAddress,
  isUsable,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { Users } from '@kerching/ports/accounts';
import { asWarning } from './accountMail';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';
import type { Answered } from './requestPasswordReset';

export interface ActivationRequestInput {
  readonly site: SiteKey;
  readonly email: string;
}

export class RequestActivation {
  constructor(
    private readonly users: Users,
    private readonly links: LinkMailing,
    private readonly clock: Clock,
  ) {}

  execute(input: ActivationRequestInput): TE.TaskEither<AccountError, Answered<'activation_requested'>> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(accountEmailAddress(input.email)),
      TE.chain((email) => this.users.byEmail(email)),
      TE.map(O.filter((account) => isUsable(account.deletion) && !account.hasPassword)),
      TE.chain(
        O.match(
          () => TE.right([]),
          (account) => asWarning(sendOneTimeLink(this.links, 'activation', input.site, account, now)),
        ),
      ),
      TE.map((warnings) => ({ answer: ACTIVATION_REQUESTED_ANSWER, warnings })),
    );
  }
}
