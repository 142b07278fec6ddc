/**
 * The unsubscribe page of the newsletter's emails (domain UNSUBSCRIBE_PATH, `?token=`; spec 1 §5
 * "Unsubscribe needs a token"; spec 2 §8 "missing unsubscribe token", "'Email wasn't
 * registered'"). Opening the link shows a button; only pressing it unsubscribes, so mail scanners
 * that open links do not unsubscribe anybody. Idempotent.
 */
import * as E from 'fp-ts/Either';
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { unsubscribeToken } from '@kerching/domain/account';
import type { KerchingLoadContext } from '../../load-context';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { formFailure, textField } from '../../account/accountFailure';
import { NO_REFERRER_HEADERS, accountPageMeta } from '../../account/accountHead';
import { failedAnswer, noticeAnswer } from '../../account/accountSession.server';
import { UnsubscribeView } from '../../account/MyAccountViews';

export function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const token = new URL(request.url).searchParams.get('token') ?? '';
  const checked = unsubscribeToken(token);
  // A link without its token: say so at once rather than after the button.
  return {
    siteKey: context.site.key,
    token,
    missing: E.isLeft(checked) && checked.left.code === 'ACCOUNT.FORM_INVALID' ? formFailure(checked.left) : undefined,
  };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const form = await request.formData();
  const result = await context.services.accounts.unsubscribeNewsletter.execute({
    by: 'token',
    token: textField(form, 'token'),
  })();
  return E.isLeft(result) ? failedAnswer(result.left) : noticeAnswer(result.right.message);
}

export const headers = () => NO_REFERRER_HEADERS;

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.unsubscribe);

export default function UnsubscribePage() {
  const { token, missing } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <UnsubscribeView token={token} answer={answer ?? (missing === undefined ? undefined : { failure: missing })} />
  );
}
