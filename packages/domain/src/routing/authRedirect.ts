/**
 * Sending visitors to login and back (spec 1 §2 "an unauthenticated visitor on certain account
 * page types is redirected to login and the original path is remembered"; spec 1 §4 "Post-login
 * redirect order: saved local redirect, saved redirect url, saved post-login url, default page").
 * The account page types that need a login are the /myaccount ones (spec 1 §6 "account pages
 * (paths starting /myaccount)"): myaccount, vouchers and extendLanding. The `account` page type
 * holds login and register themselves, so it must stay open.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { PageType } from './pageTypes';

export const LOGIN_PATH = '/login';
export const DEFAULT_POST_LOGIN_PATH = '/';

export const PAGE_TYPES_REQUIRING_LOGIN: ReadonlyArray<PageType> = ['myaccount', 'vouchers', 'extendLanding'];

export const requiresLogin = (pageType: PageType): boolean => PAGE_TYPES_REQUIRING_LOGIN.includes(pageType);

export interface LoginRedirect {
  readonly to: string;
  /** The path to remember and return to after login. */
  readonly rememberPath: string;
}

/** Some(redirect) when an unauthenticated visitor opens a page type that needs a login. */
export const loginRedirect = (pageType: PageType, isAuthenticated: boolean, path: string): O.Option<LoginRedirect> =>
  !isAuthenticated && requiresLogin(pageType) ? O.some({ to: LOGIN_PATH, rememberPath: path }) : O.none;

export interface SavedRedirects {
  readonly localRedirect: O.Option<string>;
  readonly redirectUrl: O.Option<string>;
  readonly postLoginUrl: O.Option<string>;
}

export const NO_SAVED_REDIRECTS: SavedRedirects = { localRedirect: O.none, redirectUrl: O.none, postLoginUrl: O.none };

/**
 * Where to go after login: the saved local redirect, else the saved redirect url, else the saved
 * post-login url, else the default page. Empty saved values count as absent.
 */
const saved = (url: O.Option<string>): O.Option<string> => O.filter((u: string) => u.trim() !== '')(url);

export const postLoginRedirect = (redirects: SavedRedirects, defaultPage: string): string =>
  pipe(
    saved(redirects.localRedirect),
    O.alt(() => saved(redirects.redirectUrl)),
    O.alt(() => saved(redirects.postLoginUrl)),
    O.getOrElse(() => defaultPage),
  );
