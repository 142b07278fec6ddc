/**
 * The reset password page, the path of the emailed link (domain RESET_PASSWORD_PATH, `?token=`).
 * The token is checked when the form is sent (single use, 1 hour); success ends every session of
 * the account, so the shopper signs in with the new password.
 */
import { useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { NO_REFERRER_HEADERS, accountPageMeta } from '../../account/accountHead';
import { passwordLinkAction, passwordLinkLoader } from '../../account/passwordFromLink.server';
import { SetPasswordView } from '../../account/SignInViews';

export const loader = passwordLinkLoader;

export const action = passwordLinkAction('resetPassword');

export const headers = () => NO_REFERRER_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.reset);

export default function ResetPasswordPage() {
  const { token } = useLoaderData<typeof loader>();
  return <SetPasswordView kind="reset" token={token} answer={useActionData<typeof action>()} />;
}
