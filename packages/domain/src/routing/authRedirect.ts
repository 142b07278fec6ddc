/**
 * Sending visitors to login and back (spec 1 §2 "an unauthenticated visitor on certain account
 * page types is redirected to login and the original path is remembered"; spec 1 §4 "Post-login
 * redirect order: saved local redirect, saved redirect url, saved post-login url, default page").
 * Each account page's loader sends a visitor to login (web `requireViewer`, remembering the path);
 * after login the saved values are tried in the spec's order (`postLoginRedirect`).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

export const LOGIN_PATH = '/login';
export const DEFAULT_POST_LOGIN_PATH = '/';

export interface SavedRedirects {
  readonly localRedirect: O.Option<string>;
  readonly redirectUrl: O.Option<string>;
  readonly postLoginUrl: O.Option<string>;
}

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
