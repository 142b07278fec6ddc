/**
 * Cookies the server writes (issue 5 "Sessions in HttpOnly, SameSite=Lax cookies (Secure outside
 * localhost)"): names and lifetimes from the marketing family's cookie table, one policy for the
 * API routes and the pages' actions alike.
 *
 * - HttpOnly: page scripts never read the session, customer token, basket or remembered email.
 * - SameSite=Lax: sent on top-level navigation from other sites, never on their sub-requests.
 * - Secure: everywhere but localhost (and *.localhost, 127.0.0.1), which browsers reach over http.
 *
 * The anti-forgery cookie is the one exception to HttpOnly: the page's script reads it to send it
 * back in the `x-csrf-token` header (double-submit).
 */
import * as O from 'fp-ts/Option';
import { COOKIES, type CookieKey, cookieMaxAgeSeconds } from '@kerching/domain/marketing';
import { serializeCookie } from './cookieText';

export const CSRF_COOKIE = 'kc_csrf';
export const CSRF_HEADER = 'x-csrf-token';
export const CSRF_FIELD = '_csrf';

/** A host (with or without its port) that browsers treat as this machine. */
export const isLocalHost = (host: string): boolean => {
  const name = host
    .trim()
    .toLowerCase()
    .replace(/:\d+$/, '')
    .replace(/^\[(.*)\]$/, '$1');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '::1';
};

/** May cookies for this host carry Secure? */
export const secureCookiesFor = (host: string): boolean => !isLocalHost(host);

/**
 * A Set-Cookie value for one of the table's cookies. `maxAgeSeconds`: the table's lifetime unless
 * given; `O.none` makes a browser-session cookie (a sign-in without "remember me").
 */
export const serverCookie = (
  key: CookieKey,
  value: string,
  now: number,
  secureCookies: boolean,
  maxAgeSeconds: O.Option<number> = O.some(cookieMaxAgeSeconds(key, now)),
): string =>
  serializeCookie(COOKIES[key].name, value, {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies,
    ...(O.isSome(maxAgeSeconds) ? { maxAgeSeconds: maxAgeSeconds.value } : {}),
  });

/** A Set-Cookie value that removes one of the table's cookies. */
export const expiredServerCookie = (key: CookieKey, secureCookies: boolean): string =>
  serializeCookie(COOKIES[key].name, '', {
    path: '/',
    httpOnly: true,
    sameSite: 'Lax',
    secure: secureCookies,
    maxAgeSeconds: 0,
  });

/**
 * The anti-forgery browser id (server http/csrf.ts, ADR 48): for the browser session, HttpOnly (no
 * script needs it: pages hand out the token made from it).
 */
export const csrfCookie = (browserId: string, secureCookies: boolean): string =>
  serializeCookie(CSRF_COOKIE, browserId, { path: '/', httpOnly: true, sameSite: 'Lax', secure: secureCookies });

/** The value of one of the table's cookies in a Cookie header. */
export const readServerCookie = (cookies: ReadonlyMap<string, string>, key: CookieKey): O.Option<string> =>
  O.fromNullable(cookies.get(COOKIES[key].name));

/** What a sign-in leaves in the browser: its session (and lifetime) and the account's customer token. */
export interface SignedInCookieFacts {
  readonly sessionId: string;
  /** The session cookie's max-age; none for a browser-session cookie (no "remember me"). */
  readonly sessionMaxAgeSeconds: O.Option<number>;
  readonly customerToken: string;
}

/**
 * The Set-Cookie values of a sign-in, for the API and the pages alike: the session, the customer
 * token, and the spent post-login path.
 */
export const signedInCookieValues = (
  facts: SignedInCookieFacts,
  now: number,
  secure: boolean,
): ReadonlyArray<string> => [
  serverCookie('sessionId', facts.sessionId, now, secure, facts.sessionMaxAgeSeconds),
  serverCookie('customerToken', facts.customerToken, now, secure),
  expiredServerCookie('postLoginUrl', secure),
];

/**
 * The known-device cookie set at a password sign-in (issue 40): signed by the server, it gives this
 * browser its own attempt budget for the account. It outlives sign-out: the device stays known.
 */
export const knownDeviceCookie = (value: string, now: number, secure: boolean): string =>
  serverCookie('knownDevice', value, now, secure);

/** The Set-Cookie values of a sign-out (or a deletion): the session and the customer token go. */
export const signedOutCookieValues = (secure: boolean): ReadonlyArray<string> => [
  expiredServerCookie('sessionId', secure),
  expiredServerCookie('customerToken', secure),
];
