/**
 * Protection against cross-site request forgery on every state-changing call (issue 5, issue 40
 * item 8, ADR 48), in two layers, both required for POST, PUT, PATCH and DELETE:
 *
 * 1. Where the request comes from: refused when the browser says it is cross-site
 *    (`Sec-Fetch-Site: cross-site`) or when its `Origin` names another host than the one asked.
 * 2. A token bound to the browser's session: the token is an HMAC, under a server secret, of the
 *    session id (`kc_session_id`) when the browser has one, else of a random browser id kept in the
 *    HttpOnly `kc_csrf` cookie (set on the first page a browser loads, and replaced whenever a
 *    sign-in sets a new session). Pages hand the token to their forms (the `_csrf` field, so forms
 *    work without JavaScript) and to scripts (the shell's data, sent back in `x-csrf-token`).
 *    Another site can neither read the token nor make one: a cookie it plants in the browser with a
 *    matching header does not pass, as the token must be the server's MAC of the browser's own
 *    session or id.
 *
 * Safe methods (GET, HEAD, OPTIONS) change nothing and pass.
 *
 * The page cache (pageCache.ts) keeps anonymous pages with a placeholder where the token goes and
 * puts each browser's own token in; it reads the token set here, so it keeps working unchanged.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as O from 'fp-ts/Option';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER, csrfCookie, readServerCookie } from '@kerching/adapters-storage';
import { isWellFormedToken } from '@kerching/domain/account';
import { COOKIES } from '@kerching/domain/marketing';
import type { TokenGenerator } from '@kerching/ports/accounts';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './appEnv';
import { errorResponse } from './errors';
import { setAnswerHeader } from './responseHeaders';

export const UNSAFE_METHODS: ReadonlySet<string> = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CsrfEvidence {
  readonly method: string;
  /** The `Host` header. */
  readonly host: string;
  readonly origin: string | undefined;
  readonly secFetchSite: string | undefined;
  /** The token this browser's session (or browser id) should present; none when it has neither. */
  readonly expectedToken: string | undefined;
  /** The token from the header or the form field. */
  readonly presentedToken: string | undefined;
}

/** What the browser's token is bound to: its session when signed in, else its browser id. */
export type CsrfBinding =
  { readonly _tag: 'Session'; readonly sessionId: string } | { readonly _tag: 'Browser'; readonly browserId: string };

/** A fresh server secret (32 random bytes) for processes that are given none. */

/** The token of a binding under `secret`: HMAC-SHA256, base64url (43 characters). */
export const csrfTokenFor = (secret: string, binding: CsrfBinding): string =>
  createHmac('sha256', secret)
    .update(binding._tag === 'Session' ? `session:${binding.sessionId}` : `browser:${binding.browserId}`)
    .digest('base64url');

const sameText = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

const originHost = (origin: string): string | undefined => {
  try {
    return new URL(origin).host.toLowerCase();
  } catch {
    return undefined;
  }
};

/** Does this request pass the forgery check? Pure, so every case is tested directly. */
export const passesCsrfCheck = (evidence: CsrfEvidence): boolean => {
  if (!UNSAFE_METHODS.has(evidence.method.toUpperCase())) return true;
  if (evidence.secFetchSite?.toLowerCase() === 'cross-site') return false;
  // An opaque origin ('null') has no host, so it never matches.
  if (evidence.origin !== undefined && originHost(evidence.origin) !== evidence.host.toLowerCase()) return false;
  const { expectedToken, presentedToken } = evidence;
  return expectedToken !== undefined && presentedToken !== undefined && sameText(expectedToken, presentedToken);
};

/** Pages (not the API, assets, images or the health check) carry the browser id cookie. */
const isPage = (path: string): boolean =>
  !['/v1/', '/assets/', '/images/'].some((prefix) => path.startsWith(prefix)) && path !== '/healthz';

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/** The token a request presents: the header, else (for a form) the `_csrf` field. */
const presentedToken = async (request: Request): Promise<string | undefined> => {
  const header = request.headers.get(CSRF_HEADER);
  if (header !== null) return header;
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  if (!FORM_TYPES.some((form) => type.startsWith(form))) return undefined;
  try {
    const field = (await request.clone().formData()).get(CSRF_FIELD);
    return typeof field === 'string' ? field : undefined;
  } catch {
    return undefined;
  }
};

const SESSION_COOKIE_PREFIX = `${COOKIES.sessionId.name}=`;

/** Whether an answer starts a session (a sign-in or registration): its Set-Cookie has a new session id. */
const startsSession = (res: Response): boolean =>
  res.headers
    .getSetCookie()
    .some((line) => line.startsWith(SESSION_COOKIE_PREFIX) && !/^[^=]+=;/.test(line) && !/max-age=0\b/i.test(line));

/**
 * Sets `csrfToken` (the one bound to this browser's session or id; a new browser id is sent as a
 * cookie with pages) and refuses unsafe requests that fail the check with 403
 * REQUEST.FORGERY_SUSPECTED. `secret` is shared by every process (main.ts keeps it in the database).
 */
export const csrfProtection =
  (ids: TokenGenerator, secret: string): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cookies = c.get('cookies');
    const cookieId = cookies.get(CSRF_COOKIE);
    const known = cookieId !== undefined && isWellFormedToken(cookieId);
    // Only pages hand a browser id out; API calls bring theirs (a new one would go unused).
    const browserId = known ? O.some(cookieId) : isPage(c.req.path) ? O.some(ids.newToken()) : O.none;
    const session = O.filter(isWellFormedToken)(readServerCookie(cookies, 'sessionId'));
    const binding: O.Option<CsrfBinding> = O.isSome(session)
      ? O.some({ _tag: 'Session', sessionId: session.value })
      : O.map((id: string): CsrfBinding => ({ _tag: 'Browser', browserId: id }))(browserId);
    const expected = O.map((b: CsrfBinding) => csrfTokenFor(secret, b))(binding);
    c.set('csrfToken', O.getOrElse(() => '')(expected));
    if (UNSAFE_METHODS.has(c.req.method)) {
      const passes = passesCsrfCheck({
        method: c.req.method,
        host: c.req.header('host') ?? '',
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        expectedToken: O.toUndefined(expected),
        presentedToken: await presentedToken(c.req.raw),
      });
      if (!passes) return errorResponse(c, 'REQUEST.FORGERY_SUSPECTED');
    }
    await next();
    // A sign-in rotates the browser id with the session: one planted before it is gone after.
    if (startsSession(c.res)) {
      setAnswerHeader(c, 'set-cookie', csrfCookie(ids.newToken(), c.get('secureCookies')), true);
    } else if (!known && isPage(c.req.path) && O.isSome(browserId)) {
      // Pages hand the token to their forms, so the browser must keep its id: set it with the page.
      setAnswerHeader(c, 'set-cookie', csrfCookie(browserId.value, c.get('secureCookies')), true);
    }
  };
