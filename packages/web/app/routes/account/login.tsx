/**
 * /login (spec 1 §2; spec 1 §4 login flows and post-login redirect order; spec 2 §8 Login
 * messages). The email is remembered for 365 days and prefilled; a success sets the session and
 * customer token cookies and goes back where the shopper was going.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  redirect,
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { mergedBasketCookies } from '../../purchase/basketCookie.server';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { checkboxField, textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import {
  deviceCookieOf,
  failedAnswer,
  headersWith,
  knownDeviceCookies,
  postLoginUrlOf,
  rememberedEmailCookie,
  rememberedEmailOf,
  sessionCookieOf,
  signedInCookies,
} from '../../account/accountSession.server';
import { REDIRECT_URL_PARAM, RETURN_TO_PARAM, postLoginPath, returnablePath } from '../../account/returnPath';
import { LoginView } from '../../account/SignInViews';
import { googleOfferOf } from '../../account/googleOffer.server';

const returnsOf = (url: URL) => ({
  returnTo: O.toNullable(returnablePath(url.searchParams.get(RETURN_TO_PARAM))),
  redirectUrl: O.toNullable(returnablePath(url.searchParams.get(REDIRECT_URL_PARAM))),
});

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const url = new URL(request.url);
  const returns = returnsOf(url);
  if (O.isSome(context.viewer)) {
    throw redirect(postLoginPath({ ...returns, postLoginUrl: postLoginUrlOf(request) }));
  }
  return { siteKey: context.site.key, email: rememberedEmailOf(request), returns, google: googleOfferOf(context) };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const email = textField(form, 'email');
  const now = Date.now();
  const secure = context.request.secureCookies;
  const result = await context.services.accounts.login.execute({
    email,
    password: textField(form, 'password'),
    rememberMe: checkboxField(form, 'rememberMe'),
    address: context.request.clientAddress,
    previousSessionId: sessionCookieOf(request),
    deviceCookie: deviceCookieOf(request),
  })();
  // Spec 1 §4: the email is remembered whether or not the sign-in succeeds.
  const remembered = rememberedEmailCookie(email, now, secure);
  if (E.isLeft(result)) return failedAnswer(result.left, { email }, remembered);
  const to = postLoginPath({
    returnTo: form.get(RETURN_TO_PARAM),
    redirectUrl: form.get(REDIRECT_URL_PARAM),
    postLoginUrl: postLoginUrlOf(request),
  });
  // Spec 2 §7.6: the browser's basket merges into the customer's at sign-in.
  const basket = await mergedBasketCookies(request, context, result.right.account.id);
  return redirect(to, {
    status: 303,
    headers: headersWith(
      signedInCookies(result.right, now, secure),
      knownDeviceCookies(result.right, now, secure),
      remembered,
      basket,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.login);

export default function LoginPage() {
  const { email, returns, google } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <LoginView email={email} returns={returns} answer={answer} google={google} />;
}
