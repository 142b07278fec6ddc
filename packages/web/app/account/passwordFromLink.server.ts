/**
 * The two pages an emailed link opens to set a password, reset password and activate account: the
 * link's token read from the address (`?token=`), and the form's action, which hands the token and
 * the passwords to the page's use-case. Each route keeps its own head and view.
 */
import * as E from 'fp-ts/Either';
import type { ActionFunctionArgs, LoaderFunctionArgs } from 'react-router';
import type { KerchingLoadContext } from '../load-context';
import { textField } from './accountFailure';
import { failedAnswer, noticeAnswer } from './accountSession.server';

export function passwordLinkLoader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  return { siteKey: context.site.key, token: new URL(request.url).searchParams.get('token') ?? '' };
}

export const passwordLinkAction =
  (useCase: 'resetPassword' | 'activateAccount') =>
  async ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) => {
    const form = await request.formData();
    const result = await context.services.accounts[useCase].execute({
      token: textField(form, 'token'),
      password: textField(form, 'password'),
      confirmation: textField(form, 'confirmation'),
    })();
    return E.isLeft(result) ? failedAnswer(result.left) : noticeAnswer(result.right.message);
  };
