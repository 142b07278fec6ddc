/**
 * The activate account page (spec 1 §2), the path of the emailed link (domain ACTIVATE_ACCOUNT_PATH,
 * `?token=`): an account made without a password (express checkout) sets its first one.
 * The token is checked when the form is sent (single use, 7 days); success ends every session of
 * the account, so the shopper signs in with the new password.
 */
import { useActionData, useLoaderData, type MetaFunction } from 'react-router';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { NO_REFERRER_HEADERS, accountPageMeta } from '../../account/accountHead';
import { passwordLinkAction, passwordLinkLoader } from '../../account/passwordFromLink.server';
import { SetPasswordView } from '../../account/SignInViews';

export const loader = passwordLinkLoader;

export const action = passwordLinkAction('activateAccount');

export const headers = () => NO_REFERRER_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.activate);

export default function ActivateAccountPage() {
  const { token } = useLoaderData<typeof loader>();
  return <SetPasswordView kind="activate" token={token} answer={useActionData<typeof action>()} />;
}
