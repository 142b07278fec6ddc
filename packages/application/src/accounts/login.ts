/**
 * Signing in with email and password (spec 2 §7.8 "POST login: body loginRequest with j_username
 * and j_password, plus remember-me flag"; spec 1 §4 login flows; issue 5 rate limit, lockout, new
 * session id at login, no enumeration).
 *
 * 1. The form: an email and a non-empty password (spec 1 §5).
 * 2. The device: a signed device cookie for this email makes it a known device (issue 40), with its
 *    own attempt budget, so that an attacker elsewhere cannot lock the owner out.
 * 3. The attempt is counted ATOMICALLY before anything else (issue 40): the store admits it only
 *    under the rate limit (per account and device kind, per address for unknown devices), else 429
 *    without checking. Of concurrent attempts, only the limit's worth reach the password check.
 * 4. A locked account (or an email without one whose history would have locked it) is refused
 *    with the locked message, without checking the password; the attempt is then not counted. A
 *    known device is refused only when its own failures lock it.
 * 5. The password is checked against the stored hash, or against a dummy hash when there is no
 *    account or no password, so both take the same time; both answer INVALID_CREDENTIALS.
 * 6. The attempt is settled; a failure that completes the lockout run locks the account.
 * 7. On success: a hash made with older parameters is upgraded, the session presented before is
 *    ended and a new one started, and the device is vouched for (its cookie renewed).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  LOGIN_HISTORY_MS,
  type LoginAttempt,
  type NormalisedEmail,
  type SigningDevice,
  accountError,
  formInvalid,
  isLocked,
  isLockedOut,
  isPlausibleLoginPassword,
  isUsable,
  loginThrottleFrom,
  normaliseEmail,
  rateLimited,
  reachesLockout,
} from '@kerching/domain/account';
import { loginForm } from '@kerching/domain/validation';
import type { Clock } from '@kerching/ports';
import type {
  KnownDevices,
  LoginAttempts,
  PasswordHasher,
  Sessions,
  TokenGenerator,
  Users,
} from '@kerching/ports/accounts';
import { asWarning } from './accountMail';
import { type SignedIn, signIn } from './signIn';

export interface LoginInput {
  /** `j_username`. */
  readonly email: string;
  /** `j_password`. */
  readonly password: string;
  readonly rememberMe: boolean;
  /** The client address (IP), for the per-address limit. */
  readonly address: string;
  /** The session cookie sent with the request, ended at sign-in. */
  readonly previousSessionId: O.Option<string>;
  /** The device cookie sent with the request: a known device when it vouches for this email. */
  readonly deviceCookie: O.Option<string>;
}

export interface LoggedIn extends SignedIn {
  /** The device cookie to set: this browser is now a known device for the account. */
  readonly deviceCookie: string;
}

const DUMMY_PASSWORD = 'kerching-timing-equaliser';

const invalid = (): AccountError => accountError('ACCOUNT.INVALID_CREDENTIALS', 'invalid email or password');
const locked = (): AccountError => accountError('ACCOUNT.LOCKED', 'account locked');

export class Login {
  private dummyHash: Promise<E.Either<AccountError, string>> | undefined;

  constructor(
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly attempts: LoginAttempts,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenGenerator,
    private readonly devices: KnownDevices,
    private readonly clock: Clock,
  ) {}

  execute(input: LoginInput): TE.TaskEither<AccountError, LoggedIn> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(pipe(loginForm(input), E.mapLeft(formInvalid))),
      TE.map((form) => normaliseEmail(form.email)),
      TE.bindTo('email'),
      TE.let('device', ({ email }) =>
        pipe(
          input.deviceCookie,
          O.chain((cookie) => this.devices.recognise(cookie, email)),
        ),
      ),
      TE.let('kind', ({ device }): SigningDevice => (O.isSome(device) ? 'known' : 'unknown')),
      TE.bind('attempt', ({ email, device, kind }) =>
        pipe(
          this.attempts.reserve({ email, address: input.address, device }, now, now - LOGIN_HISTORY_MS, (history) =>
            loginThrottleFrom(kind, history, now),
          ),
          TE.chainEitherK(E.mapLeft((refusal) => rateLimited(refusal.retryAfterMs))),
        ),
      ),
      TE.bind('account', ({ email }) => pipe(this.users.byEmail(email), TE.map(O.filter((a) => isUsable(a.deletion))))),
      TE.chainFirst(({ account, attempt, kind }) =>
        isLockedOut(kind, O.map(isLocked)(account), attempt.history.byAccount, now)
          ? pipe(
              this.attempts.release(attempt.id),
              TE.chain(() => TE.left(locked())),
            )
          : TE.right(undefined),
      ),
      TE.bind('passwordHash', ({ account }) =>
        O.isSome(account) ? this.users.passwordHash(account.value.id) : TE.right(O.none),
      ),
      TE.bind('verified', ({ passwordHash }) => this.verify(input.password, passwordHash)),
      TE.chainFirst(({ attempt, verified }) => this.attempts.settle(attempt.id, verified)),
      TE.chain(({ email, device, account, attempt, passwordHash, verified }) =>
        verified && O.isSome(account) && O.isSome(passwordHash)
          ? this.succeed(account.value, passwordHash.value, email, device, input, now)
          : this.fail(account, attempt.history.byAccount, now),
      ),
    );
  }

  private verify(password: string, passwordHash: O.Option<string>): TE.TaskEither<AccountError, boolean> {
    if (!isPlausibleLoginPassword(password)) return TE.right(false);
    if (O.isSome(passwordHash)) return this.hasher.verify(password, passwordHash.value);
    return pipe(
      this.dummy(),
      TE.chain((dummy) => this.hasher.verify(password, dummy)),
      TE.map(() => false),
    );
  }

  private dummy(): TE.TaskEither<AccountError, string> {
    return () => (this.dummyHash ??= this.hasher.hash(DUMMY_PASSWORD)());
  }

  private succeed(
    account: Account,
    passwordHash: string,
    email: NormalisedEmail,
    device: O.Option<string>,
    input: LoginInput,
    now: number,
  ): TE.TaskEither<AccountError, LoggedIn> {
    const upgrade = this.hasher.needsRehash(passwordHash)
      ? asWarning(
          pipe(
            this.hasher.hash(input.password),
            TE.chain((rehashed) => this.users.setPassword(account.id, rehashed, now)),
          ),
        )
      : TE.right([]);
    const deviceId = O.getOrElse(() => this.tokens.newToken())(device);
    return pipe(
      upgrade,
      TE.chain(() => signIn(this.sessions, this.tokens, account, input.rememberMe, input.previousSessionId, now)),
      TE.map((signedIn) => ({ ...signedIn, deviceCookie: this.devices.vouch(deviceId, email) })),
    );
  }

  /** This failure, after the device's history: completing the lockout run locks the account. */
  private fail(
    account: O.Option<Account>,
    byAccount: ReadonlyArray<LoginAttempt>,
    now: number,
  ): TE.TaskEither<AccountError, LoggedIn> {
    const withThisFailure = [...byAccount, { at: now, succeeded: false }];
    if (!reachesLockout(withThisFailure, now)) return TE.left(invalid());
    return pipe(
      O.isSome(account) ? this.users.markLocked(account.value.id, now) : TE.right(undefined),
      TE.chain(() => TE.left(locked())),
    );
  }
}
