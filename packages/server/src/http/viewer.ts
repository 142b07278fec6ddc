/**
 * Who is asking: the request's cookies are read once, and a session cookie is checked by the
 * ValidateSession use-case (idle and absolute timeouts, account still usable). The signed-in
 * shopper, if any, is `viewer`; a session cookie that no longer works is removed.
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { expiredServerCookie, parseCookieHeader, readServerCookie, secureCookiesFor } from '@kerching/adapters-storage';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';
import { setAnswerHeader } from './responseHeaders';

const clientAddressOf = (c: Parameters<MiddlewareHandler<AppEnv>>[0]): string => {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    // No socket (requests made in-process, as tests do).
    return 'unknown';
  }
};

/** Sets `cookies`, `secureCookies` and `clientAddress` for every request. */
export const requestFacts: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('cookies', parseCookieHeader(c.req.header('cookie') ?? ''));
  c.set('secureCookies', secureCookiesFor(c.req.header('host') ?? ''));
  c.set('clientAddress', clientAddressOf(c));
  await next();
};

/** Sets `viewer`: the signed-in shopper of a valid session cookie. */
export const resolveViewer: MiddlewareHandler<AppEnv> = async (c, next) => {
  const sessionId = readServerCookie(c.get('cookies'), 'sessionId');
  // Assets and images never depend on who asks.
  const passive = c.req.path.startsWith('/assets/') || c.req.path.startsWith('/images/');
  if (O.isNone(sessionId) || passive) {
    c.set('viewer', O.none);
    return next();
  }
  const checked = await c.get('services').accounts.validateSession.execute(sessionId.value)();
  c.set('viewer', E.isRight(checked) ? O.some(checked.right) : O.none);
  await next();
  const replaced = c.res.headers.getSetCookie().some((cookie) => cookie.startsWith('kc_session_id='));
  if (E.isLeft(checked) && checked.left.code !== 'ACCOUNT.UNAVAILABLE' && !replaced) {
    setAnswerHeader(c, 'set-cookie', expiredServerCookie('sessionId', c.get('secureCookies')), true);
  }
};
