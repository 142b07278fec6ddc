/**
 * /myaccount/delete (spec 1 §4 "Account deletion: confirm, then initiated; takes up to 24 hours").
 * The shopper confirms (and gives the password, when the account has one); the deletion starts,
 * every session ends, and this browser's cookies go. The page then shows the initiated message,
 * from the just-deleted marker cookie (the shopper is no longer signed in).
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
import { readServerCookie, serverCookie } from '@kerching/adapters-storage';
import { ACCOUNT_DELETION_INITIATED } from '@kerching/domain/account';
import type { KerchingLoadContext } from '../../load-context';
import { ACCOUNT_COPY } from '../../account/accountCopy';
import { checkboxField, textField } from '../../account/accountFailure';
import { accountPageMeta } from '../../account/accountHead';
import {
  cookiesOf,
  viewerProfile,
  failedAnswer,
  headersWith,
  requireViewer,
  signedOutCookies,
  signedOutRedirect,
} from '../../account/accountSession.server';
import { DeleteView, DeletionInitiatedView } from '../../account/MyAccountViews';

export const DELETE_PATH = '/myaccount/delete';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const siteKey = context.site.key;
  if (O.isNone(context.viewer) && O.isSome(readServerCookie(cookiesOf(request), 'deletedEmail'))) {
    return { siteKey, state: 'deleted' as const, message: ACCOUNT_DELETION_INITIATED, hasPassword: false };
  }
  const { flags } = await viewerProfile(request, context);
  return { siteKey, state: 'confirm' as const, message: '', hasPassword: flags.hasPassword };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const { session, account } = requireViewer(request, context);
  const form = await request.formData();
  const result = await context.services.accounts.deleteAccount.execute({
    site: context.site.key,
    sessionId: session.id,
    confirm: checkboxField(form, 'confirm'),
    password: textField(form, 'password'),
  })();
  if (E.isLeft(result)) {
    const signedOut = signedOutRedirect(result.left, request, context);
    return O.isSome(signedOut) ? signedOut.value : failedAnswer(result.left);
  }
  const secure = context.request.secureCookies;
  return redirect(DELETE_PATH, {
    status: 303,
    headers: headersWith(signedOutCookies(secure), [
      ['set-cookie', serverCookie('deletedEmail', account.email, Date.now(), secure)],
    ]),
  });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => accountPageMeta(data?.siteKey, ACCOUNT_COPY.delete);

export default function DeletePage() {
  const loaded = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return loaded.state === 'deleted' ? (
    <DeletionInitiatedView message={loaded.message} />
  ) : (
    <DeleteView hasPassword={loaded.hasPassword} answer={answer} />
  );
}
