/** /myaccount/vouchers (issue 6 "the order's vouchers in /myaccount/vouchers (list only here)"). */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { VouchersView } from '../../purchase/ConfirmationView';
import { loadVouchers } from '../../purchase/orders.server';
import { PURCHASE_COPY } from '../../purchase/purchaseCopy';
import { pageMeta } from '../../shell/pageHead';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => loadVouchers(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: PURCHASE_COPY.myVouchers,
    description: PURCHASE_COPY.myVouchers,
    robots: ROBOTS_NOINDEX,
  });

export default function VouchersPage() {
  const { vouchers } = useLoaderData<typeof loader>();
  return (
    <MyAccountPage heading={PURCHASE_COPY.myVouchers}>
      <VouchersView vouchers={vouchers} />
    </MyAccountPage>
  );
}
