/**
 * The browser security baseline on every answer (issue 40, ADR 51), made by Hono's secure-headers
 * middleware:
 *
 * - pages (everything outside /v1) get a Content-Security-Policy whose scripts must carry this
 *   request's nonce ('strict-dynamic' lets those scripts load the client's modules), so an injected
 *   `<script>` never runs; the nonce reaches React Router's render through the load context
 *   (`nonce`), and the page cache puts the asking request's own nonce into a kept page;
 * - /v1 answers are data, never documents: `default-src 'none'`, the same for every request, so a
 *   kept answer sent before Hono (keptAnswersFirst.ts) carries exactly these headers too;
 * - both: no framing, nosniff, `strict-origin-when-cross-origin` referrers, no powerful features,
 *   and HSTS only when the client came over TLS (directly or through a trusted proxy, `overTls`).
 *
 * A header a route set itself wins (`overwrite: false`): the image endpoint lets other sites show
 * its pictures (Cross-Origin-Resource-Policy).
 *
 * Personal answers (`privateAnswers`) must never be kept by a browser or a shared cache.
 */
import { Hono, type MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';
import type { AppEnv } from './appEnv';
import { setAnswerHeader } from './responseHeaders';
import { RECOMMENDATIONS_PATH } from './v1/listing';

type SecureHeadersOptions = NonNullable<Parameters<typeof secureHeaders>[0]>;

const BASELINE = {
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  // No page asks for these; a script that got in cannot either.
  permissionsPolicy: {
    accelerometer: [],
    bluetooth: [],
    camera: [],
    geolocation: [],
    gyroscope: [],
    hid: [],
    magnetometer: [],
    microphone: [],
    midi: [],
    payment: [],
    serial: [],
    usb: [],
  },
  overwrite: false,
} satisfies SecureHeadersOptions;

const NONE = ["'none'"];
const SELF = ["'self'"];

/**
 * Pages: scripts by nonce only; styles from our stylesheets, nonced style elements (the local
 * mailbox's) and React's `style` attributes.
 */
export const PAGE_POLICY: SecureHeadersOptions = {
  ...BASELINE,
  contentSecurityPolicy: {
    defaultSrc: SELF,
    scriptSrc: [NONCE, "'strict-dynamic'"],
    styleSrc: [...SELF, NONCE],
    styleSrcAttr: ["'unsafe-inline'"],
    imgSrc: [...SELF, 'data:'],
    objectSrc: NONE,
    baseUri: NONE,
    formAction: SELF,
    frameAncestors: NONE,
  },
};

/** Google Identity Services' own origins (Google's "Content Security Policy" for the Sign in with Google button). */
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/**
 * The sign-in pages when Google sign-in is configured (ADR 65): its script (loaded by a nonced
 * tag), its button's frame, styles and calls.
 */
export const SIGN_IN_PAGE_POLICY: SecureHeadersOptions = {
  ...PAGE_POLICY,
  contentSecurityPolicy: {
    ...PAGE_POLICY.contentSecurityPolicy,
    styleSrc: [...SELF, NONCE, `${GOOGLE_GSI}style`],
    frameSrc: [GOOGLE_GSI],
    connectSrc: [...SELF, GOOGLE_GSI],
  },
};

const SIGN_IN_PAGES = new Set(['/login', '/register']);

/** /v1 answers: JSON, nothing for a browser to run or show. */
export const API_POLICY: SecureHeadersOptions = {
  ...BASELINE,
  contentSecurityPolicy: { defaultSrc: NONE, frameAncestors: NONE },
};

const overTls = (policy: SecureHeadersOptions): SecureHeadersOptions => ({ ...policy, strictTransportSecurity: true });
const plain = (policy: SecureHeadersOptions): SecureHeadersOptions => ({ ...policy, strictTransportSecurity: false });

const isApiPath = (path: string): boolean => path.startsWith('/v1/');

/** The security headers on every answer; needs `overTls` (connectionFactsOf) set before it. */
export const securityHeaders = (options: { readonly googleSignIn?: boolean } = {}): MiddlewareHandler<AppEnv> => {
  const pages = { plain: secureHeaders(plain(PAGE_POLICY)), overTls: secureHeaders(overTls(PAGE_POLICY)) };
  const api = { plain: secureHeaders(plain(API_POLICY)), overTls: secureHeaders(overTls(API_POLICY)) };
  const signIn =
    options.googleSignIn === true
      ? { plain: secureHeaders(plain(SIGN_IN_PAGE_POLICY)), overTls: secureHeaders(overTls(SIGN_IN_PAGE_POLICY)) }
      : pages;
  return (c, next) => {
    const set = isApiPath(c.req.path) ? api : SIGN_IN_PAGES.has(c.req.path) ? signIn : pages;
    return (c.get('overTls') ? set.overTls : set.plain)(c, next);
  };
};

export interface AnswerHeaderSets {
  readonly plain: Readonly<Record<string, string>>;
  readonly overTls: Readonly<Record<string, string>>;
}

/** The headers `policy`'s middleware gives an answer, read once from the middleware itself. */
const headersOf = async (policy: SecureHeadersOptions): Promise<Record<string, string>> => {
  const app = new Hono();
  app.use('*', secureHeaders(policy));
  app.get('*', (c) => c.body(null, 204));
  const answer = await app.request('/');
  return Object.fromEntries(answer.headers.entries());
};

/** The /v1 security headers as plain records, for answers written without Hono (keptAnswersFirst.ts). */
export const apiSecurityHeaders = async (): Promise<AnswerHeaderSets> => ({
  plain: await headersOf(plain(API_POLICY)),
  overTls: await headersOf(overTls(API_POLICY)),
});

/**
 * Pages and calls that are one shopper's own, whoever asks: the account area, sign-in and
 * registration, basket, checkout and orders, wallet and vouchers, lists and payments. A page's data
 * request (`/basket.data`) is its page's.
 */
const PERSONAL_PATHS = [
  '/myaccount',
  '/login',
  '/register',
  '/logout',
  '/forgot-password',
  '/reset-password',
  '/activate-account',
  '/unsubscribe',
  '/basket',
  '/checkout',
  '/wishlist',
  '/buy-again',
  '/recommended-for-you',
  '/recently-viewed',
  '/giftcard',
  '/invite',
  '/v1/user',
  '/v1/login',
  '/v1/logingoogle',
  '/v1/logout',
  '/v1/register',
  '/v1/express-register',
  '/v1/email',
  '/v1/cauth',
  '/v1/subscription',
  '/v1/basket',
  '/v1/checkout',
  '/v1/promocode',
  '/v1/orders',
  '/v1/voucher',
  '/v1/wishlist',
  '/v1/buy-again',
  '/v1/gift-card',
  '/v1/payments',
  '/v1/recently-viewed-deals',
  RECOMMENDATIONS_PATH,
  '/cp',
  '/kn',
];

export const isPersonalPath = (path: string): boolean =>
  PERSONAL_PATHS.some(
    (personal) => path === personal || path.startsWith(`${personal}/`) || path.startsWith(`${personal}.`),
  );

const PRIVATE = 'private, no-store';

/**
 * `Cache-Control: private, no-store` on personal answers and on everything rendered for a signed-in
 * shopper, unless the answer is a public file (`public`, e.g. the sitemap). Needs `viewer`.
 */
export const privateAnswers: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  if (!isPersonalPath(c.req.path) && c.get('viewer')._tag === 'None') return;
  const current = c.res.headers.get('cache-control') ?? '';
  if (/\bpublic\b/i.test(current) || current === PRIVATE) return;
  setAnswerHeader(c, 'cache-control', PRIVATE);
};
