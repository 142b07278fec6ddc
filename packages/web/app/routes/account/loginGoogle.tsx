/**
 * POST /login/google: Google sign-in's callback (issue 42, ADR 65). Google Identity Services' button
 * (or, locally, the stand-in identity provider) hands us the ID token in a form with the page's
 * anti-forgery field; the token is verified (signature, issuer, our client id, expiry) and the
 * shopper signed in, their account made on a first sign-in, as POST /v1/logingoogle does. A failure
 * shows the sign-in page with the spec's message ('Invalid google token id').
 */
import * as E from 'fp-ts/Either';
import {
  redirect,
  useActionData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { LOGIN_PATH } from '@kerching/domain/account';
import type { KerchingLoadContext } from '../../load-context';
import { mergedBasketCookies } from '../../purchase/basketCookie.server';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import {
  failedAnswer,
  headersWith,
  postLoginUrlOf,
  sessionCookieOf,
  signedInCookies,
} from '../../account/accountSession.server';
import { RETURN_TO_PARAM, postLoginPath } from '../../account/returnPath';
import { joinThroughInvitation } from '../../referral/referral.server';
import { LoginView } from '../../account/SignInViews';

/** Nothing to show at this address: the sign-in page is where Google sign-in starts. */
export async function loader(_args: LoaderFunctionArgs<KerchingLoadContext>) {
  throw redirect(LOGIN_PATH);
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const result = await context.services.accounts.signInWithGoogle.execute({
    idToken: textField(form, 'credential'),
    rememberMe: false,
    previousSessionId: sessionCookieOf(request),
  })();
  if (E.isLeft(result)) return failedAnswer(result.left);
  const signedIn = result.right;
  const now = Date.now();
  const to = postLoginPath({
    returnTo: form.get(RETURN_TO_PARAM),
    redirectUrl: null,
    postLoginUrl: postLoginUrlOf(request),
  });
  // The browser's basket merges into the shopper's; a first sign-in through an invitation joins it.
  const basket = await mergedBasketCookies(request, context, signedIn.account.id);
  const invited = signedIn.created ? await joinThroughInvitation(request, context, signedIn.account.id) : [];
  return redirect(to, {
    status: 303,
    headers: headersWith(signedInCookies(signedIn, now, context.request.secureCookies), basket, invited),
  });
}

export const meta: MetaFunction = () => accountPageMeta(undefined, ACCOUNT_COPY.login);

export default function GoogleSignInFailed() {
  const answer = useActionData<typeof action>();
  return <LoginView email="" returns={{ returnTo: null, redirectUrl: null }} answer={answer} />;
}
