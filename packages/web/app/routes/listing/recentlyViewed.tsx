/**
 * /recently-viewed (spec 1 §2; spec 2 §7.4 "GET recently viewed deals with repeated id
 * parameters"): the last 5 deals the shopper looked at, newest first. The ids come from the
 * recent-deals cookie through adapters-storage, so the server renders the list; when the cookie is
 * missing but the browser kept a copy in localStorage, the list loads in the browser behind a
 * skeleton. Personal, so not indexed.
 */
import * as E from 'fp-ts/Either';
import { useEffect, useState } from 'react';
import { useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { HeaderCookieJar, StoredRecentlyViewed } from '@kerching/adapters-storage';
import { type ListedDeal, LISTING_ALL_DEALS, LISTING_NO_RECENT_DEALS, dealCountText } from '@kerching/domain/catalogue';
import { listingHead } from '@kerching/domain/seo';
import { SITES, type Site } from '@kerching/domain/site';
import { DealGrid } from '../../components/DealCard';
import { listedDealCardModel } from '../../components/listedDealCard';
import { DealGridSkeleton } from '../../components/Skeleton';
import { loadBrowserServices } from '../../composition/lazyBrowserServices';
import type { KerchingLoadContext } from '../../load-context';
import { headMeta, headingOf } from '../../listing/pageMeta';
import { SORRY } from '../../listing/listingCopy';
import * as css from '../../listing/listing.css';
import * as layout from '../../theme/layout.css';

export const loader = async ({ request, context }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const { site, services } = context;
  const head = listingHead({ kind: 'recentlyViewed' }, site);
  const ids = new StoredRecentlyViewed(new HeaderCookieJar(request.headers.get('cookie'))).ids();
  const result = await services.listRecentlyViewedDeals.execute(site.key, ids)();
  return {
    siteKey: site.key,
    head,
    heading: headingOf(head, site),
    fromCookie: ids.length > 0,
    deals: E.isRight(result) ? result.right : [],
    failed: E.isLeft(result),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data }) =>
  data === undefined ? [] : headMeta(data.head, data.siteKey);

type BrowserList =
  | { readonly kind: 'idle' }
  | { readonly kind: 'loading' }
  | { readonly kind: 'done'; readonly deals: ReadonlyArray<ListedDeal> };

/** The localStorage copy of the list, read after hydration when the server had no cookie to read. */
const useStoredList = (site: Site, enabled: boolean): BrowserList => {
  const [list, setList] = useState<BrowserList>({ kind: 'idle' });
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    // The browser's storage adapters load here, after hydration, to keep them out of first load.
    void import('@kerching/adapters-storage').then(async (storage) => {
      const ids = new storage.StoredRecentlyViewed(new storage.DocumentCookieJar(document), window.localStorage).ids();
      if (ids.length === 0 || !live) return;
      setList({ kind: 'loading' });
      const services = await loadBrowserServices(site);
      const result = await services.listRecentlyViewedDeals.execute(site.key, ids)();
      if (live) setList({ kind: 'done', deals: E.isRight(result) ? result.right : [] });
    });
    return () => {
      live = false;
    };
  }, [site, enabled]);
  return list;
};

export default function RecentlyViewed() {
  const loaded = useLoaderData<typeof loader>();
  const site = SITES[loaded.siteKey];
  const stored = useStoredList(site, !loaded.fromCookie);
  const deals = stored.kind === 'done' ? stored.deals : loaded.deals;
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>{loaded.heading}</h1>
      {loaded.failed ? (
        <p className={css.message} role="alert">
          {SORRY}
        </p>
      ) : null}
      {stored.kind === 'loading' ? (
        <DealGridSkeleton count={3} />
      ) : deals.length === 0 ? (
        <p className={css.message}>{LISTING_NO_RECENT_DEALS}</p>
      ) : (
        <>
          <p className={css.count}>{dealCountText(deals.length)}</p>
          <h2 className="visually-hidden">{LISTING_ALL_DEALS}</h2>
          <DealGrid
            deals={deals.map((deal) => ({
              ...listedDealCardModel(deal),
              href: `${deal.urlPath}?usr_src=recentlyViewed`,
            }))}
          />
        </>
      )}
    </main>
  );
}
