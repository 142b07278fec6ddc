/**
 * /recommended-for-you (spec 1 §2; spec 2 §7.4 recommendations, §9 limit 40, page size 25): deals
 * picked from what the shopper bought, saved and viewed lately (application ListRecommendedDeals);
 * a visitor's come from their wish list and recently viewed deals. Deal links carry
 * usr_src=recommended (spec 1 §2), so a lastChance deal stays buyable. Personal, so not indexed.
 */
import * as E from 'fp-ts/Either';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HeaderCookieJar, StoredRecentlyViewed } from '@kerching/adapters-storage';
import { RECOMMENDATIONS_PAGE_SIZE } from '@kerching/domain/listing';
import { ROBOTS_NOINDEX } from '@kerching/domain/seo';
import { DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import type { KerchingLoadContext } from '../load-context';
import * as listing from '../listing/listing.css';
import { pageMeta } from '../shell/pageHead';
import * as layout from '../theme/layout.css';
import { holderOf } from '../wishlist/wishlist.server';

/** OUR WORDING. */
export const RECOMMENDED_COPY = {
  title: 'Recommended for you',
  description: 'Deals picked for you from what you bought, saved and looked at.',
  deals: 'Recommended deals',
  empty: 'No recommendations yet. Browse and save a few deals and we will pick some for you.',
  browse: "Browse today's deals",
  more: 'More recommendations',
  first: 'First recommendations',
  failed: 'Sorry there was a problem please try again later.',
} as const;

const pageOf = (url: URL): number => (url.searchParams.get('page') === '1' ? 1 : 0);

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const page = pageOf(new URL(request.url));
  const viewedIds = new StoredRecentlyViewed(new HeaderCookieJar(request.headers.get('cookie'))).ids();
  const result = await context.services.listRecommendedDeals.execute({
    holder: holderOf(request, context),
    viewedIds,
    page,
  })();
  return {
    siteKey: context.site.key,
    page,
    deals: E.isRight(result) ? result.right.deals : [],
    more: E.isRight(result) && result.right.total > (page + 1) * RECOMMENDATIONS_PAGE_SIZE,
    failed: E.isLeft(result),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  pageMeta({
    siteKey: data?.siteKey,
    title: RECOMMENDED_COPY.title,
    description: RECOMMENDED_COPY.description,
    robots: ROBOTS_NOINDEX,
  });

export default function RecommendedForYou() {
  const { deals, page, more, failed } = useLoaderData<typeof loader>();
  return (
    <main className={layout.main} data-testid="recommended">
      <h1 className={layout.heading}>{RECOMMENDED_COPY.title}</h1>
      {failed ? (
        <p className={listing.message} role="alert">
          {RECOMMENDED_COPY.failed}
        </p>
      ) : deals.length === 0 ? (
        <p className={listing.message}>
          {RECOMMENDED_COPY.empty} <a href="/">{RECOMMENDED_COPY.browse}</a>
        </p>
      ) : (
        <>
          <h2 className="visually-hidden">{RECOMMENDED_COPY.deals}</h2>
          <DealGrid
            deals={deals.map((deal) => ({ ...dealCardModel(deal), href: `${deal.urlPath}?usr_src=recommended` }))}
            leadFirst
          />
          {more ? <a href="?page=1">{RECOMMENDED_COPY.more}</a> : null}
          {page > 0 ? <a href="?page=0">{RECOMMENDED_COPY.first}</a> : null}
        </>
      )}
    </main>
  );
}
