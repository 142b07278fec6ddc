/**
 * The browser's basket (issue 6): an anonymous shopper's basket token lives in the basket cookie
 * (kc_basket, HttpOnly, 7 days); at sign-in the browser's basket merges into the customer's.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { expiredServerCookie, parseCookieHeader, readServerCookie, serverCookie } from '@kerching/adapters-storage';
import type { KerchingLoadContext } from '../load-context';

type SetCookie = readonly ['set-cookie', string];

export const basketTokenOf = (request: Request): O.Option<string> =>
  readServerCookie(parseCookieHeader(request.headers.get('cookie') ?? ''), 'basket');

export const basketCookie = (token: string, secure: boolean): SetCookie => [
  'set-cookie',
  serverCookie('basket', token, Date.now(), secure),
];

/**
 * After a sign-in: the browser's basket merged into the customer's (spec 2 §7.6 "merged by product
 * id"), and the cookie pointing at the result. A failed merge never fails the sign-in: the
 * baskets stay as they were and the cookie is kept.
 */
export const mergedBasketCookies = async (
  request: Request,
  context: KerchingLoadContext,
  customerId: string,
): Promise<ReadonlyArray<SetCookie>> => {
  const anonymousToken = basketTokenOf(request);
  const merged = await context.services.purchase.mergeBasketsAtSignIn.execute({
    site: context.site.key,
    customerId,
    anonymousToken,
  })();
  const secure = context.request.secureCookies;
  if (E.isLeft(merged)) return [];
  return O.match(
    (): ReadonlyArray<SetCookie> =>
      O.isSome(anonymousToken) ? [['set-cookie', expiredServerCookie('basket', secure)]] : [],
    (basket: { readonly id: string }): ReadonlyArray<SetCookie> => [basketCookie(basket.id, secure)],
  )(merged.right);
};

/**
 * At sign-out the browser lets go of the customer's basket: the next visitor on this browser starts
 * a basket of their own (the customer's stays theirs, for their next sign-in).
 */
export const signedOutBasketCookies = (secure: boolean): ReadonlyArray<SetCookie> => [
  ['set-cookie', expiredServerCookie('basket', secure)],
];
