/**
 * /buy-again (spec 1 §2; spec 2 §7.4 "GET buy-again deals", §9 page size 10): the deals the signed-in
 * shopper bought on this site that are still on sale, most recently bought first. A visitor is sent
 * to login and comes back. Personal, so not indexed.
 */
import * as E from 'fp-ts/Either';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import { requireViewer } from '../account/accountSession.server';
import { DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import type { KerchingLoadContext } from '../load-context';
import * as listing from '../listing/listing.css';
import { pageMeta } from '../shell/pageHead';
import * as layout from '../theme/layout.css';

/** OUR WORDING. */
export const BUY_AGAIN_COPY = {
  title: 'Buy again',
  description: 'Deals you bought before that are still on sale.',
  deals: 'Deals to buy again',
  empty: 'Deals you buy appear here while they are on sale, so you can buy them again.',
  browse: "Browse today's deals",
  failed: 'Sorry there was a problem please try again later.',
} as const;

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const viewer = requireViewer(request, context);
  const result = await context.services.listBuyAgainDeals.execute(context.site.key, viewer.account.id)();
  return {
    siteKey: context.site.key,
    deals: E.isRight(result) ? result.right : [],
    failed: E.isLeft(result),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: BUY_AGAIN_COPY.title,
    description: BUY_AGAIN_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export default function BuyAgainPage() {
  const { deals, failed } = useLoaderData<typeof loader>();
  return (
    <main className={layout.main} data-testid="buy-again">
      <h1 className={layout.heading}>{BUY_AGAIN_COPY.title}</h1>
      {failed ? (
        <p className={listing.message} role="alert">
          {BUY_AGAIN_COPY.failed}
        </p>
      ) : deals.length === 0 ? (
        <p className={listing.message}>
          {BUY_AGAIN_COPY.empty} <a href="/">{BUY_AGAIN_COPY.browse}</a>
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{BUY_AGAIN_COPY.deals}</h2>
          <DealGrid deals={deals.map(dealCardModel)} leadFirst />
        </>
      )}
    </main>
  );
}
