/**
 * Where a shopper goes after signing in (spec 1 §4 "Post-login redirect order: saved local
 * redirect, saved redirect url, saved post-login url, default page"; spec 1 §2 "an unauthenticated
 * visitor on certain account page types is redirected to login and the original path is
 * remembered").
 *
 * Our reading of the three saved values on a server-rendered site:
 * - saved local redirect: the `returnTo` the login form carries (from its own URL, e.g. the header's
 *   Sign in link or the account-page redirect);
 * - saved redirect url: a `redirectUrl` query parameter (links from emails and other pages);
 * - saved post-login url: the `kc_post_login_url` cookie set when an account page sent the visitor
 *   to login (it survives a detour through register or forgot password).
 * Only paths on this site count (never another origin: no open redirect; the domain's
 * `sameSitePath` decides, as for every redirect to a requested place), and never the sign-in pages
 * themselves (no loop); anything else counts as absent.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { DEFAULT_POST_LOGIN_PATH, LOGIN_PATH, postLoginRedirect, sameSitePath } from '@kerching/domain/routing';
import { ACTIVATE_ACCOUNT_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@kerching/domain/account';

export const RETURN_TO_PARAM = 'returnTo';
export const REDIRECT_URL_PARAM = 'redirectUrl';
export const REGISTER_PATH = '/register';
export const LOGOUT_PATH = '/logout';

/** Pages that make no sense to come back to after signing in. */
const SIGN_IN_PAGES = [
  LOGIN_PATH,
  REGISTER_PATH,
  LOGOUT_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  ACTIVATE_ACCOUNT_PATH,
];

const pathnameOf = (path: string): string => path.split(/[?#]/, 1)[0] ?? path;

/** Some(path) for a path on this site that is worth returning to; none otherwise. */
export const returnablePath = (value: unknown): O.Option<string> =>
  pipe(
    sameSitePath(value),
    O.filter((path) => !SIGN_IN_PAGES.includes(pathnameOf(path).replace(/\/+$/, '') || '/')),
  );

export interface SavedReturn {
  /** The form's (or the login URL's) `returnTo`. */
  readonly returnTo: unknown;
  /** The `redirectUrl` query parameter. */
  readonly redirectUrl: unknown;
  /** The `kc_post_login_url` cookie. */
  readonly postLoginUrl: O.Option<string>;
}

/** The spec's order, keeping only paths on this site; the homepage by default. */
export const postLoginPath = (saved: SavedReturn): string =>
  postLoginRedirect(
    {
      localRedirect: returnablePath(saved.returnTo),
      redirectUrl: returnablePath(saved.redirectUrl),
      postLoginUrl: pipe(saved.postLoginUrl, O.chain(returnablePath)),
    },
    DEFAULT_POST_LOGIN_PATH,
  );

/**
 * A sign-in page's URL that comes back to `path`, the page the shopper is on (when it is worth
 * coming back to). The link is built in the browser (the header's Sign in link), so it does not
 * carry the redirect rule: the sign-in page checks `returnTo` on arrival (`postLoginPath`, with
 * `sameSitePath`), and a path that is not this site's is never followed.
 */
const withReturn = (page: string, path: string): string => {
  const pathname = pathnameOf(path).replace(/\/+$/, '') || '/';
  return path === '/' || SIGN_IN_PAGES.includes(pathname)
    ? page
    : `${page}?${RETURN_TO_PARAM}=${encodeURIComponent(path)}`;
};

export const loginUrlFor = (path: string): string => withReturn(LOGIN_PATH, path);
export const registerUrlFor = (path: string): string => withReturn(REGISTER_PATH, path);
