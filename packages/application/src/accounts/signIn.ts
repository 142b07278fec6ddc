/**
 * Starting a signed-in session, shared by login, registration and Google sign-in: the session id
 * presented before (if any) is ended and a new random one is made (no session fixation).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type Account,
  type AccountError,
  type Session,
  isWellFormedToken,
  sessionCookieMaxAgeSeconds,
  startSession,
} from '@kerching/domain/account';
import type { Sessions, TokenGenerator } from '@kerching/ports/accounts';

export interface SignedIn {
  readonly account: Account;
  readonly session: Session;
  /** The session cookie's max-age; none for a browser-session cookie. */
  readonly cookieMaxAgeSeconds: O.Option<number>;
}

/** Ends the session id the browser presented before (if any), as every sign-in does. */
export const endPreviousSession = (
  sessions: Sessions,
  previousSessionId: O.Option<string>,
  now: number,
): TE.TaskEither<AccountError, void> =>
  pipe(
    previousSessionId,
    O.filter(isWellFormedToken),
    O.match(
      () => TE.right<AccountError, void>(undefined),
      (previous) => sessions.revoke(previous, now),
    ),
  );

export const signIn = (
  sessions: Sessions,
  tokens: TokenGenerator,
  account: Account,
  rememberMe: boolean,
  previousSessionId: O.Option<string>,
  now: number,
): TE.TaskEither<AccountError, SignedIn> => {
  const session = startSession(tokens.newToken(), account.id, rememberMe, now);
  return pipe(
    endPreviousSession(sessions, previousSessionId, now),
    TE.chain(() => sessions.create(session)),
    TE.map(() => ({ account, session, cookieMaxAgeSeconds: sessionCookieMaxAgeSeconds(session, now) })),
  );
};
