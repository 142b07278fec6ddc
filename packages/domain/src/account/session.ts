/**
 * Sign-in sessions (issue 5 "Sessions in HttpOnly, SameSite=Lax cookies (Secure outside localhost),
 * a new session id at login, idle and absolute timeouts, all other sessions ended after a password
 * change"; spec 2 §7.8 and §9 "session id 365").
 *
 * Timeouts (our choices, after OWASP's session management cheat sheet for a shop):
 * | session | idle timeout | absolute timeout | cookie |
 * | --- | --- | --- | --- |
 * | ordinary | 30 minutes | 12 hours | a browser-session cookie |
 * | remember me | 30 days | 365 days (the spec's session cookie lifetime) | max-age up to the absolute end |
 *
 * Each request that uses a session moves its last-seen time (at most once a minute, to spare the
 * store). The session id is a random bearer secret of at least 128 bits (stores keep only its
 * hash); a new one is made at every sign-in, and the one presented before is ended.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { UserId } from './account';
import { type AccountError, accountError } from './errors';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

export const SESSION_IDLE_TIMEOUT_MS = 30 * MINUTE_MS;
export const SESSION_ABSOLUTE_TIMEOUT_MS = 12 * HOUR_MS;
export const REMEMBERED_SESSION_IDLE_TIMEOUT_MS = 30 * DAY_MS;
export const REMEMBERED_SESSION_ABSOLUTE_TIMEOUT_MS = 365 * DAY_MS;
/** The last-seen time is written at most this often. */
export const SESSION_TOUCH_INTERVAL_MS = MINUTE_MS;

export type SessionId = string;

export interface Session {
  readonly id: SessionId;
  readonly userId: UserId;
  readonly rememberMe: boolean;
  readonly createdAt: number;
  readonly lastSeenAt: number;
  readonly revokedAt: O.Option<number>;
}

export interface SessionTimeouts {
  readonly idleMs: number;
  readonly absoluteMs: number;
}

export const sessionTimeouts = (rememberMe: boolean): SessionTimeouts =>
  rememberMe
    ? { idleMs: REMEMBERED_SESSION_IDLE_TIMEOUT_MS, absoluteMs: REMEMBERED_SESSION_ABSOLUTE_TIMEOUT_MS }
    : { idleMs: SESSION_IDLE_TIMEOUT_MS, absoluteMs: SESSION_ABSOLUTE_TIMEOUT_MS };

export const startSession = (id: SessionId, userId: UserId, rememberMe: boolean, now: number): Session => ({
  id,
  userId,
  rememberMe,
  createdAt: now,
  lastSeenAt: now,
  revokedAt: O.none,
});

export type SessionStatus = 'valid' | 'revoked' | 'idle_expired' | 'absolute_expired';

export const sessionStatus = (session: Session, now: number): SessionStatus => {
  const { idleMs, absoluteMs } = sessionTimeouts(session.rememberMe);
  if (O.isSome(session.revokedAt)) return 'revoked';
  if (now - session.createdAt >= absoluteMs) return 'absolute_expired';
  if (now - session.lastSeenAt >= idleMs) return 'idle_expired';
  return 'valid';
};

export const isSessionValid = (session: Session, now: number): boolean => sessionStatus(session, now) === 'valid';

/** A valid session last written more than SESSION_TOUCH_INTERVAL_MS ago. */
export const needsTouch = (session: Session, now: number): boolean =>
  isSessionValid(session, now) && now - session.lastSeenAt >= SESSION_TOUCH_INTERVAL_MS;

/** The session a request presents, if it may be used. */
export const checkSession = (session: O.Option<Session>, now: number): E.Either<AccountError, Session> => {
  if (O.isNone(session)) return E.left(accountError('ACCOUNT.SESSION_INVALID', 'no such session'));
  switch (sessionStatus(session.value, now)) {
    case 'valid':
      return E.right(session.value);
    case 'revoked':
      return E.left(accountError('ACCOUNT.SESSION_INVALID', 'session ended'));
    case 'idle_expired':
      return E.left(accountError('ACCOUNT.SESSION_EXPIRED', 'session idle timeout'));
    case 'absolute_expired':
      return E.left(accountError('ACCOUNT.SESSION_EXPIRED', 'session absolute timeout'));
  }
};

/**
 * The session cookie's max-age: a remember-me session lives in the browser until its absolute end
 * (at most 365 days); an ordinary one is a browser-session cookie (none).
 */
export const sessionCookieMaxAgeSeconds = (session: Session, now: number): O.Option<number> =>
  session.rememberMe
    ? O.some(Math.max(0, Math.floor((session.createdAt + REMEMBERED_SESSION_ABSOLUTE_TIMEOUT_MS - now) / 1000)))
    : O.none;

/**
 * Whether two secrets are equal, in time that depends only on their lengths (no early exit), so a
 * guess's timing says nothing about how much of it was right.
 */
export const sameSecret = (a: string, b: string): boolean => {
  let difference = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
};
