/** /checkout/confirmation/{orderId} (issue 6): the shopper's order, with its vouchers. */
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import { ConfirmationView } from '../purchase/ConfirmationView';
import { loadConfirmation } from '../purchase/orders.server';
import { PURCHASE_COPY } from '../purchase/purchaseCopy';
import { pageMeta } from '../shell/pageHead';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadConfirmation(request, context, params['orderId'] ?? '');

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: PURCHASE_COPY.confirmationTitle,
    description: PURCHASE_COPY.confirmationTitle,
    robots: ROBOTS_NOINDEX,
  });

export default function ConfirmationPage() {
  const { model } = useLoaderData<typeof loader>();
  return <ConfirmationView model={model} />;
}
