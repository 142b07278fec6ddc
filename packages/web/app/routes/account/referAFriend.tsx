/** /myaccount/refer-a-friend (spec 1 §2 "Ireland, and in the second UK menu"; spec 1 §3 Referral). */
import { useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { loadReferralPage, recordReferralShare } from '../../referral/referral.server';
import { ReferAFriendView } from '../../referral/ReferAFriendView';
import { REFERRAL_COPY } from '../../referral/referralCopy';
import { pageMeta } from '../../shell/pageHead';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadReferralPage(request, context);

export const action = ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) =>
  recordReferralShare(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: REFERRAL_COPY.heading,
    description: REFERRAL_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export default function ReferAFriendPage() {
  const { model } = useLoaderData<typeof loader>();
  return (
    <MyAccountPage heading={REFERRAL_COPY.heading}>
      <ReferAFriendView model={model} />
    </MyAccountPage>
  );
}
