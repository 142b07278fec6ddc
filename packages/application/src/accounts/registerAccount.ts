/**
 * Registration: standard, VIP and express (spec 2 §7.8 "POST registration: body
 * requestRegistration; three endpoint variants by vip and an extra flag"; §7.3 /register,
 * /express-register; issue 5 "register answers the same way whether or not the account exists";
 * issue 40 item 6: the same cookies, and limits).
 *
 * At most the address's limit of registrations an hour (domain `ACCOUNT_REQUEST_LIMITS`), counted
 * once the form is valid and before anything is hashed or stored: over it, ACCOUNT.RATE_LIMITED (a
 * 429 that names no email). Then, whatever
 * the email, the answer is REGISTRATION_RECEIVED_ANSWER with a browser session to set:
 * - a new email: the account is created (the password hashed; none for express) and signed in,
 *   with a new session id; an express account is emailed its activation link to set a password;
 * - an email that already has an account: nothing is created and no session is started, but the
 *   browser gets cookies of the same shape (random values that sign nobody in) and its previous
 *   session ends, as a sign-in would; the account's owner is emailed (sign in, or reset the password).
 * The password is hashed in both cases, so both take about the same time; mail goes after the
 * answer (ports `AfterAnswer`), at most the recipient's limit an hour. Of two concurrent
 * registrations of one email, the store lets one create the account; the other is answered as an
 * existing account.
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
  requestLimitKey,
  sessionCookieMaxAgeSeconds,
  startSession,
} from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type { IdGenerator, PasswordHasher, Sessions, Users } from '@kerching/ports/accounts';
import { brandOf, sendMail } from './accountMail';
import { type LinkMailing, sendOneTimeLink } from './oneTimeLinks';
import { type RequestLimiting, afterTheAnswer, limitedMail, withinLimits } from './requestLimiting';
import { type SignedIn, endPreviousSession, signIn } from './signIn';

export interface RegisterInput extends RegistrationForm {
  readonly site: SiteKey;
  readonly rememberMe: boolean;
  readonly previousSessionId: O.Option<string>;
  /** The client address (from the trusted proxy, when there is one). */
  readonly address: string;
}

/** The cookies a registration leaves in the browser, alike for a new and an existing email. */
export interface RegistrationCookies {
  readonly sessionId: string;
  readonly customerToken: string;
  /** The session cookie's max-age; none for a browser-session cookie. */
  readonly sessionMaxAgeSeconds: O.Option<number>;
}

export interface RegistrationOutcome {
  readonly answer: typeof REGISTRATION_RECEIVED_ANSWER;
  /** Some for a new account only (the pages go on as after a login); the answer is otherwise the same. */
  readonly signedIn: O.Option<SignedIn>;
  readonly cookies: RegistrationCookies;
}

export class RegisterAccount {
  constructor(
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly hasher: PasswordHasher,
    private readonly ids: IdGenerator,
    private readonly links: LinkMailing,
    private readonly limiting: RequestLimiting,
    private readonly clock: Clock,
  ) {}

  execute(input: RegisterInput): TE.TaskEither<AccountError, RegistrationOutcome> {
    const now = this.clock.now().getTime();
    const perAddress = [
      [requestLimitKey.registrationByAddress(input.address), this.limiting.limits.registrationsPerAddress],
    ] as const;
    return pipe(
      TE.fromEither(registrationRequest(input)),
      TE.chainFirst(() => withinLimits(this.limiting, perAddress, now)),
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
              error.code === 'ACCOUNT.EMAIL_TAKEN' ? this.alreadyRegistered(input, request, now) : TE.left(error),
            (account) => this.registered(input, request, account, now),
          ),
        ),
      ),
    );
  }

  private alreadyRegistered(
    input: RegisterInput,
    request: RegistrationRequest,
    now: number,
  ): TE.TaskEither<AccountError, RegistrationOutcome> {
    const origin = this.links.siteOrigins(input.site);
    const mail = alreadyRegisteredMail(
      brandOf(input.site),
      accountLink(origin, LOGIN_PATH),
      accountLink(origin, FORGOT_PASSWORD_PATH),
    );
    afterTheAnswer(
      this.limiting,
      'already registered mail',
      limitedMail(this.limiting, 'already_registered', request.email, now, () =>
        sendMail(this.links.mailer, input.site, request.email, mail, now),
      ),
    );
    // Cookies shaped as a sign-in's, signing nobody in; the previous session ends as at a sign-in.
    const decoy = startSession(this.links.tokens.newToken(), '', input.rememberMe, now);
    const cookies: RegistrationCookies = {
      sessionId: decoy.id,
      customerToken: this.links.tokens.newToken(),
      sessionMaxAgeSeconds: sessionCookieMaxAgeSeconds(decoy, now),
    };
    return pipe(
      endPreviousSession(this.sessions, input.previousSessionId, now),
      TE.map((): RegistrationOutcome => ({ answer: REGISTRATION_RECEIVED_ANSWER, signedIn: O.none, cookies })),
    );
  }

  private registered(input: RegisterInput, request: RegistrationRequest, account: Account, now: number) {
    if (request.variant === 'express') {
      afterTheAnswer(
        this.limiting,
        'activation mail',
        limitedMail(this.limiting, 'activation', account.email, now, () =>
          sendOneTimeLink(this.links, 'activation', input.site, account, now),
        ),
      );
    }
    return pipe(
      signIn(this.sessions, this.links.tokens, account, input.rememberMe, input.previousSessionId, now),
      TE.map((signedIn): RegistrationOutcome => ({
        answer: REGISTRATION_RECEIVED_ANSWER,
        signedIn: O.some(signedIn),
        cookies: {
          sessionId: signedIn.session.id,
          customerToken: account.customerToken,
          sessionMaxAgeSeconds: signedIn.cookieMaxAgeSeconds,
        },
      })),
    );
  }
}
