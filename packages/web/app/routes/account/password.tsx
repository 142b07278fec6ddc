/**
 * /myaccount/password (spec 1 §2; spec 2 §8 Password: 'Password successfully updated' / 'Error:
 * Change Unsuccessful'). Every other session of the account ends after a change. An account
 * without a password (made at an express checkout) is offered the emailed link to set one.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
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
import { accountPageMeta } from '../../account/accountHead';
import {
  viewerProfile,
  failedAnswer,
  noticeAnswer,
  requireViewer,
  signedOutRedirect,
} from '../../account/accountSession.server';
import { PasswordView } from '../../account/MyAccountViews';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { email, flags } = await viewerProfile(request, context);
  return { siteKey: context.site.key, email, hasPassword: flags.hasPassword };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const { session, account } = requireViewer(request, context);
  const form = await request.formData();
  if (textField(form, 'intent') === 'activation') {
    const sent = await context.services.accounts.requestActivation.execute({
      site: context.site.key,
      email: account.email,
    })();
    return E.isLeft(sent) ? failedAnswer(sent.left) : noticeAnswer(sent.right.answer.message);
  }
  const result = await context.services.accounts.changePassword.execute({
    site: context.site.key,
    sessionId: session.id,
    address: context.request.clientAddress,
    currentPassword: textField(form, 'currentPassword'),
    newPassword: textField(form, 'newPassword'),
    confirmation: textField(form, 'confirmation'),
  })();
  if (E.isLeft(result)) {
    const signedOut = signedOutRedirect(result.left, request, context);
    return O.isSome(signedOut) ? signedOut.value : failedAnswer(result.left);
  }
  return noticeAnswer(result.right.message);
}

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, ACCOUNT_COPY.changePassword);

export default function PasswordPage() {
  const { email, hasPassword } = useLoaderData<typeof loader>();
  return <PasswordView email={email} hasPassword={hasPassword} answer={useActionData<typeof action>()} />;
}
