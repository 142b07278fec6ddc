/**
 * The deal page: every /deal/... path (evergreen `e/{id}` paths and product ids too) and the deal
 * preview flag (`?preview=true`). usr_src and st_cid decide whether a closed lastChance deal is
 * still on sale. Unknown deals, bad deal paths and unopened deals without preview are 404s.
 * A deal reached at another path than its canonical one is redirected there (301), so each deal has
 * one address, and the shell's canonical link (the page's own path) is the deal's canonical path.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { useEffect } from 'react';
import {
  data,
  redirect,
  useLoaderData,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
  type ShouldRevalidateFunction,
} from 'react-router';
import { dealBasketAction } from '../purchase/dealBasketAction.server';
import { backInStockAction } from '../deal-page/backInStockAction.server';
import { BACK_IN_STOCK_INTENT } from '../deal-page/backInStockIntent';
import { newIdempotencyKey } from '../purchase/checkout.server';
import { PAGE_SIZES, parseQuery } from '@kerching/domain/listing';
import { REVIEWS_PAGE_PARAM, reviewPageCount, reviewsPageHref, reviewsPageOfQuery } from '@kerching/domain/catalogue';
import { dealPathRedirect, isDealPreviewQuery } from '@kerching/domain/routing';
import { DealPage } from '../deal-page/DealPage';
import { dealVisitOf } from '../deal-page/dealVisit';
import { withBookingCalendar } from '../deal-page/dealCalendar.server';
import { OG_IMAGE, dealPageModel } from '../deal-page/dealPageModel';
import { pageMeta } from '../shell/pageHead';
import * as layout from '../theme/layout.css';
import type { KerchingLoadContext } from '../load-context';

export async function loader({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const url = new URL(request.url);
  const result = await context.services.getDealPage.execute({
    site: context.site.key,
    lookup: { kind: 'path', path: url.pathname },
    visit: dealVisitOf(url.searchParams),
    preview: isDealPreviewQuery(parseQuery(url.search)),
    vipUser: false,
    firstReviews: PAGE_SIZES.reviews,
    reviewsPage: reviewsPageOfQuery(url.searchParams.get(REVIEWS_PAGE_PARAM)),
  })();
  if (E.isLeft(result)) {
    if (result.left.code === 'CATALOG.UNAVAILABLE') {
      throw data({ message: 'Sorry there was a problem please try again later.' }, { status: 503 });
    }
    throw data({ message: 'Page not found' }, { status: 404 });
  }
  const moved = dealPathRedirect(url.pathname, result.right.canonicalPath);
  if (O.isSome(moved)) throw redirect(`${moved.value}${url.search}`, 301);
  // A page of reviews past the last (an old link, a typed number): the last page.
  const reviews = O.toNullable(result.right.reviews);
  if (reviews !== null && reviews.page > 0 && reviews.reviews.length === 0)
    throw redirect(reviewsPageHref(url.pathname, url.search, Math.max(0, reviewPageCount(reviews) - 1)));
  const moreDeals = result.right.preview ? [] : await context.services.listMoreDeals.execute(result.right.offer.deal)();
  const model = dealPageModel(result.right, context.site, url.origin, moreDeals, url.search);
  return {
    ...(await withBookingCalendar(model, result.right, url, context)),
    dealId: result.right.offer.deal.id,
    // A double press of "Express buy" must not buy twice: the key is made with the page.
    expressKey: newIdempotencyKey(),
  };
}

/** "Add to basket" and "Buy now" (the buy box's form), and "Email me when it is back" (a sold-out deal's). */
export const action = async ({ request, context }: ActionFunctionArgs<KerchingLoadContext>) => {
  const form = await request.formData();
  return form.get('intent') === BACK_IN_STOCK_INTENT
    ? backInStockAction(form, context)
    : dealBasketAction(request, form, context);
};

/** Asking for a back-in-stock email changes nothing the deal page shows: the deal is not loaded again. */
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get('intent') === BACK_IN_STOCK_INTENT ? false : defaultShouldRevalidate;

export const meta: MetaFunction<typeof loader> = ({ data: model }) => {
  if (model === undefined) return [{ title: 'Page not found' }];
  const { head } = model;
  return [
    // The shell renders the canonical link, og:url and og:site_name from the page's path.
    ...pageMeta({
      siteKey: model.siteKey,
      title: model.title,
      description: head.description,
      type: 'product',
      robots: head.robots,
    }),
    { property: 'og:image', content: head.imageUrl },
    { property: 'og:image:width', content: String(OG_IMAGE.width) },
    { property: 'og:image:height', content: String(OG_IMAGE.height) },
    { property: 'og:image:alt', content: model.title },
    { name: 'twitter:image', content: head.imageUrl },
    { property: 'product:price:amount', content: head.price },
    { property: 'product:price:currency', content: head.currency },
  ];
};

export default function DealRoute() {
  const model = useLoaderData<typeof loader>();
  // Feeds /recently-viewed (loaded on demand: not first-load script).
  useEffect(() => {
    void import('../composition/recordRecentlyViewed').then(({ recordRecentlyViewed }) =>
      recordRecentlyViewed(model.dealId),
    );
  }, [model.dealId]);
  return (
    <main className={layout.main}>
      <DealPage model={model} />
    </main>
  );
}
