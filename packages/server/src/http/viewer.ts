/**
 * Who is asking: the request's cookies are read once, and a session cookie is checked by the
 * ValidateSession use-case (idle and absolute timeouts, account still usable). The signed-in
 * shopper, if any, is `viewer`; a session cookie that no longer works is removed.
 */
import type { HttpBindings } from '@hono/node-server';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { expiredServerCookie, parseCookieHeader, readServerCookie, secureCookiesFor } from '@kerching/adapters-storage';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';
import { setAnswerHeader } from './responseHeaders';
import { connectionFacts, type TrustedProxies } from './trustedProxies';

/** The Node socket under a request; none for requests made in-process (as tests do). */
const socketOf = (
  env: unknown,
): Partial<Pick<HttpBindings['incoming']['socket'], 'remoteAddress'>> & { encrypted?: boolean } => {
  const bindings = env as Partial<HttpBindings> | undefined;
  return bindings?.incoming?.socket ?? {};
};

/**
 * Sets `clientAddress` and `overTls` for every request, from the socket, and from the forwarding
 * headers only when the socket's peer is a proxy `trust` names (trustedProxies.ts). First in the
 * chain: the security headers (HSTS) and kept answers need them.
 */
export const connectionFactsOf =
  (trust: TrustedProxies): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const socket = socketOf(c.env);
    const facts = connectionFacts(trust, {
      peerAddress: socket.remoteAddress,
      encrypted: socket.encrypted === true,
      forwardedFor: c.req.header('x-forwarded-for'),
      forwardedProto: c.req.header('x-forwarded-proto'),
    });
    c.set('clientAddress', facts.clientAddress);
    c.set('overTls', facts.overTls);
    await next();
  };

/** Sets `cookies` and `secureCookies` for every request (`clientAddress`: connectionFactsOf). */
export const requestFacts: MiddlewareHandler<AppEnv> = async (c, next) => {
  c.set('cookies', parseCookieHeader(c.req.header('cookie') ?? ''));
  c.set('secureCookies', c.get('overTls') || secureCookiesFor(c.req.header('host') ?? ''));
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
