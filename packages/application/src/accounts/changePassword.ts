/**
 * Changing the password from the account area (spec 2 §7.8 "PATCH password change (body
 * passwordChange)"; spec 2 §8 "'Error: Change Unsuccessful'; success 'Password successfully
 * updated'"; issue 5 "all other sessions ended after a password change").
 *
 * Needs a valid session and the current password. Wrong current passwords count as failed
 * sign-in attempts (same rate limit), so a stolen session cannot guess its way to the password.
 * An account without a password sets one through the emailed activation link instead
 * (ACCOUNT.PASSWORD_NOT_SET). On success every other session of the account is ended and the
 * owner is emailed.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type AccountError,
  FORGOT_PASSWORD_PATH,
  LOGIN_HISTORY_MS,
  PASSWORD_SUCCESSFULLY_UPDATED,
  accountError,
  accountLink,
  confirmationMatches,
  fieldsChecked,
  isPlausibleLoginPassword,
  loginThrottle,
  passwordChangedMail,
  passwordPolicy,
  rateLimited,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import { REQUIRED_FIELD } from '@kerching/domain/validation';
import type { Clock } from '@kerching/ports';
import type { LoginAttempts, Mailer, PasswordHasher, Sessions, Users } from '@kerching/ports/accounts';
import { type SiteOrigins, asWarning, brandOf, sendMail } from './accountMail';
import type { ValidateSession } from './validateSession';

export interface ChangePasswordInput {
  readonly site: SiteKey;
  readonly sessionId: string;
  readonly address: string;
  readonly currentPassword: string;
  readonly newPassword: string;
  readonly confirmation: string;
}

export interface PasswordChanged {
  readonly message: string;
  readonly warnings: ReadonlyArray<AccountError>;
}

export class ChangePassword {
  constructor(
    private readonly validateSession: ValidateSession,
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly attempts: LoginAttempts,
    private readonly hasher: PasswordHasher,
    private readonly mailer: Mailer,
    private readonly siteOrigins: SiteOrigins,
    private readonly clock: Clock,
  ) {}

  execute(input: ChangePasswordInput): TE.TaskEither<AccountError, PasswordChanged> {
    const now = this.clock.now().getTime();
    return pipe(
      this.validateSession.execute(input.sessionId),
      TE.chainFirstEitherK(() =>
        fieldsChecked({
          currentPassword: input.currentPassword === '' ? E.left(REQUIRED_FIELD) : E.right(''),
          newPassword: passwordPolicy(input.newPassword),
          confirmation: confirmationMatches(input.newPassword, input.confirmation),
        }),
      ),
      TE.chainFirst(({ account }) =>
        account.hasPassword
          ? TE.right(undefined)
          : TE.left(accountError('ACCOUNT.PASSWORD_NOT_SET', 'no password yet')),
      ),
      // Counted before the password is checked, like a sign-in (issue 40): no race past the limit.
      TE.bind('attempt', ({ account }) =>
        pipe(
          this.attempts.reserve(
            { email: account.email, address: input.address, device: O.none },
            now,
            now - LOGIN_HISTORY_MS,
            (history) => loginThrottle(history, now),
          ),
          TE.chainEitherK(E.mapLeft((refusal) => rateLimited(refusal.retryAfterMs))),
        ),
      ),
      TE.bind('verified', ({ account }) =>
        pipe(
          this.users.passwordHash(account.id),
          TE.chain((hash) =>
            O.isSome(hash) && isPlausibleLoginPassword(input.currentPassword)
              ? this.hasher.verify(input.currentPassword, hash.value)
              : TE.right(false),
          ),
        ),
      ),
      TE.chainFirst(({ attempt, verified }) => this.attempts.settle(attempt.id, verified)),
      TE.chainFirst(({ verified }) =>
        verified
          ? TE.right(undefined)
          : TE.left(accountError('ACCOUNT.CURRENT_PASSWORD_INCORRECT', 'current password is wrong')),
      ),
      TE.chainFirst(({ account }) =>
        pipe(
          this.hasher.hash(input.newPassword),
          TE.chain((hash) => this.users.setPassword(account.id, hash, now)),
        ),
      ),
      TE.chainFirst(({ account, session }) => this.sessions.revokeAllForUser(account.id, now, O.some(session.id))),
      TE.chain(({ account }) =>
        asWarning(
          sendMail(
            this.mailer,
            input.site,
            account.email,
            passwordChangedMail(brandOf(input.site), accountLink(this.siteOrigins(input.site), FORGOT_PASSWORD_PATH)),
            now,
          ),
        ),
      ),
      TE.map((warnings) => ({ message: PASSWORD_SUCCESSFULLY_UPDATED, warnings })),
    );
  }
}
