/**
 * Protection against cross-site request forgery on every state-changing call (issue 5), in two
 * layers, both required for POST, PUT, PATCH and DELETE:
 *
 * 1. Where the request comes from: refused when the browser says it is cross-site
 *    (`Sec-Fetch-Site: cross-site`) or when its `Origin` names another host than the one asked.
 * 2. Double-submit token: the `kc_csrf` cookie (set on the first page a browser loads) must be sent
 *    back in the `x-csrf-token` header (scripts) or the `_csrf` form field (forms without
 *    JavaScript). Another site can make a browser send our cookie but cannot read it to copy it.
 *
 * Safe methods (GET, HEAD, OPTIONS) change nothing and pass.
 */
import { timingSafeEqual } from 'node:crypto';
import { CSRF_COOKIE, CSRF_FIELD, CSRF_HEADER, csrfCookie } from '@kerching/adapters-storage';
import { isWellFormedToken } from '@kerching/domain/account';
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
  readonly cookieToken: string | undefined;
  /** The token from the header or the form field. */
  readonly presentedToken: string | undefined;
}

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
  const { cookieToken, presentedToken } = evidence;
  return (
    cookieToken !== undefined &&
    presentedToken !== undefined &&
    isWellFormedToken(cookieToken) &&
    sameText(cookieToken, presentedToken)
  );
};

/** Pages (not the API, assets, images or the health check) carry the anti-forgery cookie. */
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

/**
 * Sets `csrfToken` (the browser's, or a new one sent as a cookie with pages) and refuses
 * unsafe requests that fail the check with 403 REQUEST.FORGERY_SUSPECTED.
 */
export const csrfProtection =
  (tokens: TokenGenerator): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const cookieToken = c.get('cookies').get(CSRF_COOKIE);
    const known = cookieToken !== undefined && isWellFormedToken(cookieToken);
    // Only pages hand a token out; API calls bring theirs (a new one would go unused).
    const token = known ? cookieToken : isPage(c.req.path) ? tokens.newToken() : '';
    c.set('csrfToken', token);
    if (UNSAFE_METHODS.has(c.req.method)) {
      const passes = passesCsrfCheck({
        method: c.req.method,
        host: c.req.header('host') ?? '',
        origin: c.req.header('origin'),
        secFetchSite: c.req.header('sec-fetch-site'),
        cookieToken,
        presentedToken: await presentedToken(c.req.raw),
      });
      if (!passes) return errorResponse(c, 'REQUEST.FORGERY_SUSPECTED');
    }
    await next();
    // Pages hand the token to their forms, so the browser must have it: set it with the page.
    if (!known && isPage(c.req.path)) {
      setAnswerHeader(c, 'set-cookie', csrfCookie(token, c.get('secureCookies')), true);
    }
  };
