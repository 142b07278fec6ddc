/**
 * The account pages' server side: the cookies a sign-in and a sign-out write (issue 5 "Sessions in
 * HttpOnly, SameSite=Lax cookies"), and the guard of the /myaccount pages (spec 1 §2 "an
 * unauthenticated visitor on certain account page types is redirected to login and the original
 * path is remembered").
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data, redirect } from 'react-router';
import {
  knownDeviceCookie,
  parseCookieHeader,
  readServerCookie,
  serverCookie,
  signedInCookieValues,
  signedOutCookieValues,
} from '@kerching/adapters-storage';
import type { Authenticated, LoggedIn, SignedIn } from '@kerching/application';
import { errorStatus } from '@kerching/contract/error-table';
import { type AccountError, type UserProfile, accountEmailAddress } from '@kerching/domain/account';
import type { KerchingLoadContext } from '../load-context';
import { type FormAnswer, failureHeaders, formFailure, isSignedOut } from './accountFailure';
import { loginUrlFor } from './returnPath';

export type SetCookies = ReadonlyArray<readonly ['set-cookie', string]>;

/** Response headers from lists of (name, value) pairs; repeated names (Set-Cookie) are all kept. */
export const headersWith = (...lists: ReadonlyArray<ReadonlyArray<readonly [string, string]>>): Headers => {
  const headers = new Headers();
  for (const list of lists) for (const [name, value] of list) headers.append(name, value);
  return headers;
};

const setCookie = (value: string): readonly ['set-cookie', string] => ['set-cookie', value];

export const cookiesOf = (request: Request): ReadonlyMap<string, string> =>
  parseCookieHeader(request.headers.get('cookie') ?? '');

export const sessionCookieOf = (request: Request): O.Option<string> =>
  readServerCookie(cookiesOf(request), 'sessionId');

/** The known-device cookie (issue 40): this browser signed in to an account before. */
export const deviceCookieOf = (request: Request): O.Option<string> =>
  readServerCookie(cookiesOf(request), 'knownDevice');

/** After a password sign-in: this browser is a known device for the account (issue 40). */
export const knownDeviceCookies = (loggedIn: LoggedIn, now: number, secure: boolean): SetCookies => [
  setCookie(knownDeviceCookie(loggedIn.deviceCookie, now, secure)),
];

/**
 * After a sign-in: the session (for the browser session, or its max-age with "remember me"), the
 * customer token, and the post-login path is spent.
 */
export const signedInCookies = (signedIn: SignedIn, now: number, secure: boolean): SetCookies =>
  signedInCookieValues(
    {
      sessionId: signedIn.session.id,
      sessionMaxAgeSeconds: signedIn.cookieMaxAgeSeconds,
      customerToken: signedIn.account.customerToken,
    },
    now,
    secure,
  ).map(setCookie);

/** After a sign-out (or a deletion): the session and the customer token go. */
export const signedOutCookies = (secure: boolean): SetCookies => signedOutCookieValues(secure).map(setCookie);

/** Spec 1 §4 "remembers the email for 365 days". */
export const rememberedEmailCookie = (email: string, now: number, secure: boolean): SetCookies =>
  E.isRight(accountEmailAddress(email)) ? [setCookie(serverCookie('rememberedEmail', email.trim(), now, secure))] : [];

/** The email remembered at the last sign-in, to prefill the form. */
export const rememberedEmailOf = (request: Request): string =>
  O.getOrElse(() => '')(readServerCookie(cookiesOf(request), 'rememberedEmail'));

/** The post-login path an account page saved. */
export const postLoginUrlOf = (request: Request): O.Option<string> =>
  readServerCookie(cookiesOf(request), 'postLoginUrl');

/** The page's path and query, as the shopper asked for it. */
export const pathOf = (request: Request): string => {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}`;
};

/** To the login page, remembering where the shopper was going (URL and cookie). */
export const toLogin = (request: Request, context: KerchingLoadContext, status = 302): Response => {
  const path = pathOf(request);
  return redirect(loginUrlFor(path), {
    status,
    headers: headersWith([setCookie(serverCookie('postLoginUrl', path, Date.now(), context.request.secureCookies))]),
  });
};

/** The signed-in shopper, or a redirect to login (thrown, as React Router expects). */
export const requireViewer = (request: Request, context: KerchingLoadContext): Authenticated => {
  if (O.isSome(context.viewer)) return context.viewer.value;
  throw toLogin(request, context);
};

/**
 * The signed-in shopper's profile, for an account page's loader: a signed-out visitor, or one whose
 * session ended meanwhile, goes to login and comes back; another failure is the error page.
 */
export const viewerProfile = async (request: Request, context: KerchingLoadContext): Promise<UserProfile> => {
  const { session } = requireViewer(request, context);
  const result = await context.services.accounts.getProfile.execute({
    site: context.site.key,
    sessionId: session.id,
    userId: O.none,
  })();
  return E.isLeft(result) ? failLoader(result.left, request, context) : result.right;
};

/** A use-case failed because the session ended meanwhile: to login; otherwise the error itself. */
export const signedOutRedirect = (
  error: AccountError,
  request: Request,
  context: KerchingLoadContext,
): O.Option<Response> => (isSignedOut(error) ? O.some(toLogin(request, context, 303)) : O.none);

/** A form's failure: the page again, with the error's status, message and fields. */
export const failedAnswer = (
  error: AccountError,
  values: Readonly<Record<string, string>> = {},
  cookies: SetCookies = [],
) =>
  data<FormAnswer>(
    { failure: formFailure(error), values },
    { status: errorStatus(error.code), headers: headersWith(failureHeaders(error), cookies) },
  );

/** A form's success shown on the page. */
export const noticeAnswer = (notice: string, values: Readonly<Record<string, string>> = {}) =>
  data<FormAnswer>({ notice, values });

/** A loader's use-case failed: to login when the session ended, else the error page with its status. */
export const failLoader = (error: AccountError, request: Request, context: KerchingLoadContext): never => {
  if (isSignedOut(error)) throw toLogin(request, context);
  throw data(null, { status: errorStatus(error.code) });
};
