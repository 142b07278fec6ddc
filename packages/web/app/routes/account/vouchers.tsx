/**
 * /myaccount/vouchers (issue 6 "the order's vouchers in /myaccount/vouchers"): the list with each
 * voucher's status, and refunds into the wallet under the money-back guarantee.
 */
import {
  useActionData,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import type { KerchingLoadContext } from '../../load-context';
import { MyAccountPage } from '../../account/AccountLayout';
import { accountPageMeta } from '../../account/accountHead';
import { VouchersView } from '../../purchase/VouchersView';
import { loadVouchers, refundVoucher } from '../../purchase/orders.server';
import { PURCHASE_COPY } from '../../purchase/purchaseCopy';

export const loader = ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => loadVouchers(request, context);

export const action = ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) =>
  refundVoucher(request, context);

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  accountPageMeta(data?.siteKey, { title: PURCHASE_COPY.myVouchers, description: PURCHASE_COPY.myVouchers });

export default function VouchersPage() {
  const { vouchers, reasons, refundNote } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <MyAccountPage heading={PURCHASE_COPY.myVouchers}>
      <VouchersView vouchers={vouchers} reasons={reasons} refundNote={refundNote} answer={answer} />
    </MyAccountPage>
  );
}
