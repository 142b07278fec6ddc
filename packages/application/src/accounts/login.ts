/**
 * Signing in with email and password (spec 2 §7.8 "POST login: body loginRequest with j_username
 * and j_password, plus remember-me flag"; spec 1 §4 login flows; issue 5 rate limit, lockout, new
 * session id at login, no enumeration).
 *
 * 1. The form: an email and a non-empty password (spec 1 §5).
 * 2. The rate limit, per account and per address, from the attempt history: 429 without checking.
 * 3. A locked account (or an email without one whose history would have locked it) is refused
 *    with the locked message, without checking the password.
 * 4. The password is checked against the stored hash, or against a dummy hash when there is no
 *    account or no password, so both take the same time; both answer INVALID_CREDENTIALS.
 * 5. The attempt is recorded; a failure that completes the lockout run locks the account.
 * 6. On success: a hash made with older parameters is upgraded, the session presented before is
 *    ended and a new one started.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  LOGIN_HISTORY_MS,
  type LoginHistory,
  accountError,
  formInvalid,
  isLocked,
  isPlausibleLoginPassword,
  isUsable,
  loginThrottle,
  normaliseEmail,
  rateLimited,
  reachesLockout,
} from '@kerching/domain/account';
import { loginForm } from '@kerching/domain/validation';
import type { Clock } from '@kerching/ports';
import type { LoginAttempts, PasswordHasher, Sessions, TokenGenerator, Users } from '@kerching/ports/accounts';
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
    private readonly clock: Clock,
  ) {}

  execute(input: LoginInput): TE.TaskEither<AccountError, SignedIn> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(pipe(loginForm(input), E.mapLeft(formInvalid))),
      TE.map((form) => normaliseEmail(form.email)),
      TE.bindTo('email'),
      TE.bind('history', ({ email }) => this.attempts.recent(email, input.address, now - LOGIN_HISTORY_MS)),
      TE.chainFirstEitherK(({ history }) => {
        const decision = loginThrottle(history, now);
        return decision.allowed ? E.right(undefined) : E.left(rateLimited(decision.retryAfterMs));
      }),
      TE.bind('account', ({ email }) => pipe(this.users.byEmail(email), TE.map(O.filter((a) => isUsable(a.deletion))))),
      TE.chainFirstEitherK(({ account, history }) =>
        O.exists(isLocked)(account) || (O.isNone(account) && reachesLockout(history.byAccount, now))
          ? E.left(locked())
          : E.right(undefined),
      ),
      TE.bind('passwordHash', ({ account }) =>
        O.isSome(account) ? this.users.passwordHash(account.value.id) : TE.right(O.none),
      ),
      TE.bind('verified', ({ passwordHash }) => this.verify(input.password, passwordHash)),
      TE.chainFirst(({ email, verified }) =>
        this.attempts.record({ email, address: input.address, at: now, succeeded: verified }),
      ),
      TE.chain(({ account, history, passwordHash, verified }) =>
        verified && O.isSome(account) && O.isSome(passwordHash)
          ? this.succeed(account.value, passwordHash.value, input, now)
          : this.fail(account, history, now),
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

  private succeed(account: Account, passwordHash: string, input: LoginInput, now: number) {
    const upgrade = this.hasher.needsRehash(passwordHash)
      ? asWarning(
          pipe(
            this.hasher.hash(input.password),
            TE.chain((rehashed) => this.users.setPassword(account.id, rehashed, now)),
          ),
        )
      : TE.right([]);
    return pipe(
      upgrade,
      TE.chain(() => signIn(this.sessions, this.tokens, account, input.rememberMe, input.previousSessionId, now)),
    );
  }

  private fail(account: O.Option<Account>, history: LoginHistory, now: number): TE.TaskEither<AccountError, SignedIn> {
    const withThisFailure = [...history.byAccount, { at: now, succeeded: false }];
    if (!reachesLockout(withThisFailure, now)) return TE.left(invalid());
    return pipe(
      O.isSome(account) ? this.users.markLocked(account.value.id, now) : TE.right(undefined),
      TE.chain(() => TE.left(locked())),
    );
  }
}
