/** /myaccount/refer-a-friend (spec 1 §2 "Ireland, and in the second UK menu"; spec 1 §3 Referral). */
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { accountPageMeta } from '../../account/accountHead';
import { loadReferralPage, recordReferralShare } from '../../referral/referral.server';
import { ReferAFriendView } from '../../referral/ReferAFriendView';
import { REFERRAL_COPY } from '../../referral/referralCopy';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadReferralPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) =>
  recordReferralShare(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, { title: REFERRAL_COPY.heading, description: REFERRAL_COPY.description });

export default function ReferAFriendPage() {
  const { model } = useLoaderData<typeof loader>();
  return (
    <MyAccountPage heading={REFERRAL_COPY.heading}>
      <ReferAFriendView model={model} />
    </MyAccountPage>
  );
}
