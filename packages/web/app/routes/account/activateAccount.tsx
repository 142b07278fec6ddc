/**
 * The activate account page (spec 1 §2), the path of the emailed link (domain ACTIVATE_ACCOUNT_PATH,
 * `?token=`): an account made without a password (express checkout) sets its first one.
 * The token is checked when the form is sent (single use, 7 days); success ends every session of
 * the account, so the shopper signs in with the new password.
 */
import * as E from 'fp-ts/Either';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { textField } from '../../account/accountFailure';
import { NO_REFERRER_HEADERS, accountPageMeta } from '../../account/accountHead';
import { failedAnswer, noticeAnswer } from '../../account/accountSession.server';
import { SetPasswordView } from '../../account/SignInViews';

export function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  return { siteKey: context.site.key, token: new URL(request.url).searchParams.get('token') ?? '' };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const result = await context.services.accounts.activateAccount.execute({
    token: textField(form, 'token'),
    password: textField(form, 'password'),
    confirmation: textField(form, 'confirmation'),
  })();
  return E.isLeft(result) ? failedAnswer(result.left) : noticeAnswer(result.right.message);
}

export const headers = () => NO_REFERRER_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.activate);

export default function ActivateAccountPage() {
  const { token } = useLoaderData<typeof loader>();
  return <SetPasswordView kind="activate" token={token} answer={useActionData<typeof action>()} />;
}
