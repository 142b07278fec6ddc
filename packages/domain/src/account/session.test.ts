import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  REMEMBERED_SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_ABSOLUTE_TIMEOUT_MS,
  SESSION_IDLE_TIMEOUT_MS,
  checkSession,
  isSessionValid,
  needsTouch,
  sameSecret,
  sessionCookieMaxAgeSeconds,
  sessionStatus,
  startSession,
} from './session';
import { AN_ACCOUNT_NOW as now, aSession } from './testing';

const minute = 60_000;
const day = 24 * 60 * minute;

describe('sessions (issue 5 "idle and absolute timeouts")', () => {
  it('an ordinary session: 30 minutes idle, 12 hours in all', () => {
    const session = startSession('sid', 'user-1', false, now);
    expect(isSessionValid(session, now + 29 * minute)).toBe(true);
    expect(sessionStatus(session, now + SESSION_IDLE_TIMEOUT_MS)).toBe('idle_expired');
    const busy = { ...session, lastSeenAt: now + SESSION_ABSOLUTE_TIMEOUT_MS - minute };
    expect(sessionStatus(busy, now + SESSION_ABSOLUTE_TIMEOUT_MS)).toBe('absolute_expired');
  });
  it('remember me: 30 days idle, 365 days in all (spec 2 §9 "session id 365")', () => {
    const session = aSession({ rememberMe: true });
    expect(isSessionValid(session, now + 29 * day)).toBe(true);
    expect(sessionStatus(session, now + 30 * day)).toBe('idle_expired');
    expect(sessionStatus({ ...session, lastSeenAt: now + 364 * day }, now + 365 * day)).toBe('absolute_expired');
    expect(REMEMBERED_SESSION_ABSOLUTE_TIMEOUT_MS).toBe(365 * day);
  });
  it('an ended session is invalid at once', () => {
    expect(sessionStatus(aSession({ revokedAt: O.some(now) }), now)).toBe('revoked');
  });
  it('checkSession: none or ended -> SESSION_INVALID; timed out -> SESSION_EXPIRED', () => {
    expect(checkSession(O.some(aSession()), now)).toEqual(E.right(aSession()));
    expect(checkSession(O.none, now)).toEqual(E.left(expect.objectContaining({ code: 'ACCOUNT.SESSION_INVALID' })));
    expect(checkSession(O.some(aSession({ revokedAt: O.some(now) })), now)).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.SESSION_INVALID' })),
    );
    expect(checkSession(O.some(aSession()), now + 31 * minute)).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.SESSION_EXPIRED', detail: 'session idle timeout' })),
    );
    expect(checkSession(O.some(aSession({ lastSeenAt: now + 12 * 60 * minute })), now + 12 * 60 * minute)).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.SESSION_EXPIRED', detail: 'session absolute timeout' })),
    );
  });
  it('touches a valid session at most once a minute', () => {
    expect(needsTouch(aSession(), now + 59_999)).toBe(false);
    expect(needsTouch(aSession(), now + minute)).toBe(true);
    expect(needsTouch(aSession(), now + 31 * minute)).toBe(false);
  });
  it('cookie: a browser-session cookie, or up to the absolute end for remember me', () => {
    expect(sessionCookieMaxAgeSeconds(aSession(), now)).toEqual(O.none);
    expect(sessionCookieMaxAgeSeconds(aSession({ rememberMe: true }), now)).toEqual(O.some(365 * 24 * 3600));
    expect(sessionCookieMaxAgeSeconds(aSession({ rememberMe: true }), now + 400 * day)).toEqual(O.some(0));
  });
});

describe('sameSecret', () => {
  it('is string equality (property), without an early exit', () => {
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => sameSecret(a, b) === (a === b)));
    fc.assert(fc.property(fc.string(), (a) => sameSecret(a, a)));
    expect(sameSecret('token-abc', 'token-abd')).toBe(false);
    expect(sameSecret('token', 'token-longer')).toBe(false);
  });
});
