/**
 * Google sign-in (spec 2 §7.2 /v1/logingoogle, /v1/registergoogleuser; spec 2 §8 "'Invalid google
 * token id'"; issue 5 "verify the ID token's signature, issuer, audience and expiry against a
 * configured key set").
 *
 * The verifier port checks the token; the domain decides: sign in the linked account, link an
 * account with the same verified email, or create one (no password, registered via Google). A new
 * session id is made either way. Two first sign-ins racing to create the same account: the loser
 * signs in to the winner's account when it carries this Google subject.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  type GoogleIdentity,
  accountError,
  googleSignInDecision,
} from '@kerching/domain/account';
import type { Clock } from '@kerching/ports';
import type { GoogleIdTokenVerifier, IdGenerator, Sessions, TokenGenerator, Users } from '@kerching/ports/accounts';
import { type SignedIn, signIn } from './signIn';

export interface GoogleSignInInput {
  readonly idToken: string;
  readonly rememberMe: boolean;
  readonly previousSessionId: O.Option<string>;
}

/** A Google sign-in, and whether it made the account (a first sign-in with a new email). */
export interface GoogleSignedIn extends SignedIn {
  readonly created: boolean;
}

/** Google ID tokens are a few hundred bytes to about 2 KB; anything longer is not one. */
export const GOOGLE_ID_TOKEN_MAX_LENGTH = 4096;

export class SignInWithGoogle {
  constructor(
    private readonly verifier: GoogleIdTokenVerifier,
    private readonly users: Users,
    private readonly sessions: Sessions,
    private readonly ids: IdGenerator,
    private readonly tokens: TokenGenerator,
    private readonly clock: Clock,
  ) {}

  execute(input: GoogleSignInInput): TE.TaskEither<AccountError, GoogleSignedIn> {
    const now = this.clock.now().getTime();
    const idToken = input.idToken.trim();
    if (idToken === '' || idToken.length > GOOGLE_ID_TOKEN_MAX_LENGTH) {
      return TE.left(accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'not an ID token'));
    }
    return pipe(
      this.verifier.verify(idToken),
      TE.bindTo('identity'),
      TE.bind('bySubject', ({ identity }) => this.users.byGoogleSubject(identity.subject)),
      TE.bind('byEmail', ({ identity }) => this.users.byEmail(identity.email)),
      TE.bind('decision', ({ identity, bySubject, byEmail }) =>
        TE.fromEither(googleSignInDecision(identity, bySubject, byEmail)),
      ),
      TE.chain(({ decision, identity }) => {
        switch (decision.kind) {
          case 'sign_in':
            return TE.right({ account: decision.account, created: false });
          case 'link':
            return pipe(
              this.users.linkGoogle(decision.account.id, identity.subject, now),
              TE.map((account) => ({ account, created: false })),
            );
          case 'create':
            return this.create(identity, now);
        }
      }),
      TE.chain(({ account, created }) =>
        pipe(
          signIn(this.sessions, this.tokens, account, input.rememberMe, input.previousSessionId, now),
          TE.map((signedIn) => ({ ...signedIn, created })),
        ),
      ),
    );
  }

  /** A new account; when a concurrent first sign-in made it, that one (not created by this call). */
  private create(
    identity: GoogleIdentity,
    now: number,
  ): TE.TaskEither<AccountError, { readonly account: Account; readonly created: boolean }> {
    return pipe(
      this.users.create({
        id: this.ids.newId(),
        email: identity.email,
        firstName: identity.givenName,
        lastName: identity.familyName,
        customerToken: this.tokens.newToken(),
        passwordHash: O.none,
        googleSubject: O.some(identity.subject),
        registeredVia: 'google',
        origin: O.none,
        createdAt: now,
      }),
      TE.map((account) => ({ account, created: true })),
      TE.orElse((error) =>
        error.code === 'ACCOUNT.EMAIL_TAKEN'
          ? pipe(
              this.users.byGoogleSubject(identity.subject),
              TE.chain(
                O.match(
                  () => TE.left(accountError('ACCOUNT.LOGIN_FAILED', 'concurrent Google registration')),
                  (account) => TE.right({ account, created: false }),
                ),
              ),
            )
          : TE.left(error),
      ),
    );
  }
}
