/**
 * Registration: standard, VIP and express (spec 2 §7.8 "POST registration: body
 * requestRegistration; three endpoint variants by vip and an extra flag"; §7.3 /register,
 * /express-register; issue 5 "register answers the same way whether or not the account exists").
 *
 * Whatever the email, the answer is REGISTRATION_RECEIVED_ANSWER:
 * - a new email: the account is created (the password hashed; none for express) and signed in,
 *   with a new session id; an express account is emailed its activation link to set a password;
 * - an email that already has an account: nothing is created, no session is started, and the
 *   account's owner is emailed (sign in, or reset the password).
 * The password is hashed in both cases, so both take the same time. Of two concurrent
 * registrations of one email, the store lets one create the account; the other is answered as an
 * existing account. Mail failures do not change the answer: they come back as warnings to log.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  FORGOT_PASSWORD_PATH,
  LOGIN_PATH,
  REGISTRATION_RECEIVED_ANSWER,
  type RegistrationForm,
  type RegistrationRequest,
  accountLink,
  alreadyRegisteredMail,
  registrationRequest,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { IdGenerator, PasswordHasher, Sessions, Users } from '@kerching/ports/accounts';
import { asWarning, brandOf, sendMail } from './accountMail';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';
import { type SignedIn, signIn } from './signIn';

export interface RegisterInput extends RegistrationForm {
  readonly site: SiteKey;
  readonly rememberMe: boolean;
  readonly previousSessionId: O.Option<string>;
}

export interface RegistrationOutcome {
  readonly answer: typeof REGISTRATION_RECEIVED_ANSWER;
  /** Some for a new account only: the edge sets the session cookie, the body stays the same. */
  readonly signedIn: O.Option<SignedIn>;
  readonly warnings: ReadonlyArray<AccountError>;
}

export class RegisterAccount {
  constructor(
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly links: LinkMailing,
    private readonly clock: Clock,
  ) {}

  execute(input: RegisterInput): TE.TaskEither<AccountError, RegistrationOutcome> {
    const now = this.clock.now().getTime();
    return pipe(
      TE.fromEither(registrationRequest(input)),
      TE.bindTo('request'),
      TE.bind('passwordHash', ({ request }) =>
        O.isSome(request.password) ? pipe(this.hasher.hash(request.password.value), TE.map(O.some)) : TE.right(O.none),
      ),
      TE.chain(({ request, passwordHash }) =>
        pipe(
          this.users.create({
            id: this.ids.newId(),
            email: request.email,
            firstName: request.firstName,
            lastName: request.lastName,
            customerToken: this.links.tokens.newToken(),
            passwordHash,
            googleSubject: O.none,
            registeredVia: request.variant,
            origin: request.origin,
            createdAt: now,
          }),
          TE.matchE(
            (error) =>
              error.code === 'ACCOUNT.EMAIL_TAKEN' ? this.alreadyRegistered(input.site, request, now) : TE.left(error),
            (account) => this.registered(input, request, account, now),
          ),
        ),
      ),
    );
  }

  private alreadyRegistered(site: SiteKey, request: RegistrationRequest, now: number) {
    const origin = this.links.siteOrigins(site);
    const mail = alreadyRegisteredMail(
      brandOf(site),
      accountLink(origin, LOGIN_PATH),
      accountLink(origin, FORGOT_PASSWORD_PATH),
    );
    return pipe(
      asWarning(sendMail(this.links.mailer, site, request.email, mail, now)),
      TE.map((warnings): RegistrationOutcome => ({ answer: REGISTRATION_RECEIVED_ANSWER, signedIn: O.none, warnings })),
    );
  }

  private registered(input: RegisterInput, request: RegistrationRequest, account: Account, now: number) {
    return pipe(
      request.variant === 'express'
        ? asWarning(sendOneTimeLink(this.links, 'activation', input.site, account, now))
        : TE.right([]),
      TE.chain((warnings) =>
        pipe(
          signIn(this.sessions, this.links.tokens, account, input.rememberMe, input.previousSessionId, now),
          TE.map((signedIn): RegistrationOutcome => ({
            answer: REGISTRATION_RECEIVED_ANSWER,
            signedIn: O.some(signedIn),
            warnings,
          })),
        ),
      ),
    );
  }
}
