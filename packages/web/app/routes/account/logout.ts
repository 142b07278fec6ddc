/**
 * POST /logout: signing out (spec 2 §7.8 "PUT to a logout endpoint"; spec 1 §4 "reset on logout").
 * The session is ended on the server and its cookies removed, then home. A GET only goes home:
 * a link or a prefetch must never sign anybody out.
 */
import { redirect, type ActionFunctionArgs } from 'react-router';
import * as O from 'fp-ts/Option';
import type { KerchingLoadContext } from '../../load-context';
import { headersWith, sessionCookieOf, signedOutCookies } from '../../account/accountSession.server';
import { signedOutBasketCookies } from '../../purchase/basketCookie.server';

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const sessionId = O.getOrElse(() => '')(sessionCookieOf(request));
  // Idempotent; a store failure still removes the cookies from this browser.
  await context.services.accounts.logout.execute(sessionId)();
  const secure = context.request.secureCookies;
  return redirect('/', { status: 303, headers: headersWith(signedOutCookies(secure), signedOutBasketCookies(secure)) });
}

export function loader() {
  return redirect('/', 303);
}
