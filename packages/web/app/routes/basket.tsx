/**
 * /basket: the header's way back to the shopper's basket. It leads to the checkout of the basket
 * the browser holds (the basket cookie), else of the signed-in shopper's own; with neither, or an
 * empty one, it says the basket is empty. The header links here rather than to a checkout address
 * so that pages (and the page cache) carry nothing of one shopper's.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { redirect, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import type { KerchingLoadContext } from '../load-context';
import * as ui from '../account/account.css';
import { basketTokenOf } from '../purchase/basketCookie.server';
import { checkoutHref } from '../purchase/purchasePaths';
import { ContinueShopping } from '../purchase/ContinueShopping';
import { PURCHASE_COPY } from '../purchase/purchaseCopy';
import { pageMeta } from '../shell/pageHead';

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const held = basketTokenOf(request);
  if (O.isSome(held)) throw redirect(checkoutHref(held.value), 303);
  if (O.isSome(context.viewer)) {
    const own = await context.services.purchase.getBasket.execute({
      key: { _tag: 'Customer', customerId: context.viewer.value.account.id, site: context.site.key },
      giftPacks: false,
    })();
    if (E.isRight(own) && own.right.products.length > 0) throw redirect(checkoutHref(own.right.id), 303);
  }
  return { siteKey: context.site.key };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: PURCHASE_COPY.basketTitle,
    description: PURCHASE_COPY.basketTitle,
    robots: ROBOTS_NOINDEX,
  });

export default function BasketPage() {
  return (
    <main className={ui.page}>
      <h1 className={ui.heading}>{PURCHASE_COPY.basketTitle}</h1>
      <p>{PURCHASE_COPY.basketEmpty}</p>
      <ContinueShopping />
    </main>
  );
}
