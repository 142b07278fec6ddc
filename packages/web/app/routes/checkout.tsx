/**
 * /checkout/{basketToken} (spec 1 §2; issue 6): the checkout page. See purchase/checkout.server.ts
 * for what it loads and does, and purchase/CheckoutView.tsx for what it shows.
 */
import {
  isRouteErrorResponse,
  useActionData,
  useLoaderData,
  useRouteError,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import * as ui from '../account/account.css';
import { checkoutAction, loadCheckout } from '../purchase/checkout.server';
import { CheckoutView } from '../purchase/CheckoutView';
import { ContinueShopping } from '../purchase/ContinueShopping';
import { PURCHASE_COPY } from '../purchase/purchaseCopy';
import { pageMeta } from '../shell/pageHead';

export const loader = ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) =>
  loadCheckout(request, context, params['basketToken'] ?? '');

export const action = ({ request, context, params }: ActionFunctionArgs<KerchingLoadContext>) =>
  checkoutAction(request, context, params['basketToken'] ?? '');

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: PURCHASE_COPY.checkoutTitle,
    description: PURCHASE_COPY.checkoutTitle,
    robots: ROBOTS_NOINDEX,
  });

export default function CheckoutPage() {
  const {
    model,
    idempotencyKey,
    recovered,
    details,
    passenger,
    postcodeKind,
    postalAddress,
    expressFallback,
    signedIn,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <CheckoutView
      model={model}
      idempotencyKey={idempotencyKey}
      failure={answer?.failure ?? null}
      fields={answer?.fields ?? {}}
      recovered={recovered}
      expressFallback={expressFallback}
      details={answer?.values ?? details}
      passenger={answer?.passenger ?? passenger}
      postcodeKind={postcodeKind}
      postalAddress={postalAddress}
      finder={answer?.finder}
      signedIn={signedIn}
    />
  );
}

/** A basket that can no longer be bought (422) or another failure: the reason, and a way on. */
export function ErrorBoundary() {
  const error = useRouteError();
  const message =
    isRouteErrorResponse(error) && typeof (error.data as { message?: unknown } | null)?.message === 'string'
      ? String((error.data as { message: string }).message)
      : null;
  return (
    <main className={ui.page} data-testid="checkout-problem">
      <h1 className={ui.heading}>{PURCHASE_COPY.checkoutTitle}</h1>
      {message === null ? null : <p role="alert">{message}</p>}
      <ContinueShopping />
    </main>
  );
}
