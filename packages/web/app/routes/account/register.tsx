/**
 * /register (spec 1 §2; spec 1 §5 validation). A new account is signed in and goes on as after a
 * login; an email that already has an account gets the same answer, and its owner an email.
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
import { textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import {
  failedAnswer,
  headersWith,
  noticeAnswer,
  postLoginUrlOf,
  rememberedEmailCookie,
  sessionCookieOf,
  signedInCookies,
} from '../../account/accountSession.server';
import { REDIRECT_URL_PARAM, RETURN_TO_PARAM, postLoginPath, returnablePath } from '../../account/returnPath';
import { CHECKED_EMAIL_FIELD, RegisterView } from '../../account/SignInViews';
import { checkEmail, emailSuggestion } from '@kerching/domain/account';
import { REFERRAL_INVITED_NOTICE } from '@kerching/domain/referral';
import { cameThroughInvitation, joinThroughInvitation } from '../../referral/referral.server';
import { googleOfferOf } from '../../account/googleOffer.server';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const url = new URL(request.url);
  const returns = {
    returnTo: O.toNullable(returnablePath(url.searchParams.get(RETURN_TO_PARAM))),
    redirectUrl: O.toNullable(returnablePath(url.searchParams.get(REDIRECT_URL_PARAM))),
  };
  if (O.isSome(context.viewer)) throw redirect(postLoginPath({ ...returns, postLoginUrl: postLoginUrlOf(request) }));
  return {
    siteKey: context.site.key,
    returns,
    invitation: cameThroughInvitation(request) ? REFERRAL_INVITED_NOTICE : null,
    google: googleOfferOf(context),
  };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const values = {
    email: textField(form, 'email'),
    firstName: textField(form, 'firstName'),
    lastName: textField(form, 'lastName'),
  };
  // A likely typo of a known provider's address (gmial.com) is asked about once (issue 42).
  const suggestion = emailSuggestion(values.email, textField(form, CHECKED_EMAIL_FIELD));
  if (O.isSome(suggestion))
    return noticeAnswer(suggestion.value, { ...values, [CHECKED_EMAIL_FIELD]: checkEmail(values.email).email });
  const now = Date.now();
  const secure = context.request.secureCookies;
  const result = await context.services.accounts.registerAccount.execute({
    variant: 'standard',
    ...values,
    password: textField(form, 'password'),
    confirmation: textField(form, 'confirmation'),
    site: context.site.key,
    rememberMe: false,
    previousSessionId: sessionCookieOf(request),
    address: context.request.clientAddress,
  })();
  if (E.isLeft(result)) return failedAnswer(result.left, values);
  const { signedIn, answer } = result.right;
  if (O.isNone(signedIn)) return noticeAnswer(answer.message, values);
  const to = postLoginPath({
    returnTo: form.get(RETURN_TO_PARAM),
    redirectUrl: form.get(REDIRECT_URL_PARAM),
    postLoginUrl: postLoginUrlOf(request),
  });
  // The browser's basket becomes the new account's.
  const basket = await mergedBasketCookies(request, context, signedIn.value.account.id);
  // A new shopper who came through a friend's invitation joins as their referral.
  const invited = await joinThroughInvitation(request, context, signedIn.value.account.id);
  return redirect(to, {
    status: 303,
    headers: headersWith(
      signedInCookies(signedIn.value, now, secure),
      rememberedEmailCookie(values.email, now, secure),
      basket,
      invited,
    ),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.register);

export default function RegisterPage() {
  const { returns, invitation, google } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <RegisterView returns={returns} answer={answer} invitation={invitation} google={google} />;
}
