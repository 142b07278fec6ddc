/**
 * /forgot-password (spec 1 §2): the same answer whether or not the email has an account (issue 5,
 * no enumeration); an account gets a single-use link valid for an hour.
 */
import * as E from 'fp-ts/Either';
import { useActionData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import { failedAnswer, noticeAnswer } from '../../account/accountSession.server';
import { ForgotPasswordView } from '../../account/SignInViews';

export function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  return { siteKey: context.site.key };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const email = textField(form, 'email');
  const result = await context.services.accounts.requestPasswordReset.execute({ site: context.site.key, email })();
  if (E.isLeft(result)) return failedAnswer(result.left, { email });
  return noticeAnswer(result.right.answer.message, { email });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.forgot);

export default function ForgotPasswordPage() {
  return <ForgotPasswordView answer={useActionData<typeof action>()} />;
}
