/**
 * /myaccount/profile (spec 1 §2; spec 1 §3 User profile; spec 2 §7.8 "GET user profile", "PUT
 * user"): the signed-in shopper's names and email. Signed-out visitors go to login and come back.
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
import { ProfileView } from '../../account/MyAccountViews';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { email, firstName, lastName } = await viewerProfile(request, context);
  return { siteKey: context.site.key, profile: { email, firstName, lastName } };
}

export async function action({ request, context }: ActionFunctionArgs<KerchingLoadContext>) {
  const { session } = requireViewer(request, context);
  const form = await request.formData();
  const values = { firstName: textField(form, 'firstName'), lastName: textField(form, 'lastName') };
  const result = await context.services.accounts.updateProfile.execute({
    site: context.site.key,
    sessionId: session.id,
    userId: O.none,
    ...values,
  })();
  if (E.isLeft(result)) {
    const signedOut = signedOutRedirect(result.left, request, context);
    if (O.isSome(signedOut)) return signedOut.value;
    return failedAnswer(result.left, values);
  }
  return noticeAnswer(ACCOUNT_COPY.profile.saved, {
    firstName: result.right.firstName,
    lastName: result.right.lastName,
  });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  accountPageMeta(loaded?.siteKey, ACCOUNT_COPY.profile);

export default function ProfilePage() {
  const { profile } = useLoaderData<typeof loader>();
  return <ProfileView profile={profile} answer={useActionData<typeof action>()} />;
}
