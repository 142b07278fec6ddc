/**
 * /gshop/{slug} (spec 1 §2): a deals feed page. The last slug segment is used in the page title;
 * the page is noindex except one slug on the Irish edition (seo family's gshop rules). A feed with a
 * redirect URL answers a permanent 301 there; an unknown feed is the 404 page (spec 2 §7.4, §8).
 */
import * as E from 'fp-ts/Either';
import { data, redirect, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { dealsLeftAfterPage, getFirst, listingStops, parsePage, parseQuery } from '@kerching/domain/listing';
import { pageHead } from '@kerching/domain/seo';
import { DealGrid } from '../../components/DealCard';
import { dealCardModel } from '../../components/dealCardModel';
import type { KerchingLoadContext } from '../../load-context';
import { headMeta } from '../../listing/pageMeta';
import { notFound } from '../../listing/listingLoader.server';
import { SORRY } from '../../listing/listingCopy';
import { DealCard } from '../../components/DealCard';
import { pageHref } from '../../listing/pageHref';
import {
  LISTING_ALL_DEALS,
  LISTING_LOAD_MORE,
  LISTING_PAGING_LABEL,
  LISTING_PREVIOUS_PAGE,
  dealCountText,
} from '@kerching/domain/catalogue';
import * as css from '../../listing/listing.css';
import * as layout from '../../theme/layout.css';

export const loader = async ({ request, context, params }: LoaderFunctionArgs<KerchingLoadContext>) => {
  const { site, services } = context;
  const slug = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  if (slug === '') return notFound();
  const url = new URL(request.url);
  const page = parsePage(getFirst(parseQuery(url.search), 'page'));
  const result = await services.getDealsFeed.execute({ site: site.key, slug, page })();
  if (E.isLeft(result)) {
    if (result.left.code === 'CATALOG.UNAVAILABLE') throw data({ message: SORRY }, { status: 503 });
    return notFound();
  }
  const feed = result.right;
  if (feed.redirectUrl !== null) throw redirect(feed.redirectUrl, 301);
  // A page past the last (an old link, or a hand-typed number): the feed from its start.
  if (page > 0 && feed.listicleDeals.length === 0) throw redirect(url.pathname);
  const pageSize = feed.dealsFeed.dataPageSize;
  // Page 0 carries the main deal as well as a page of deals.
  const shown = page === 0 ? Math.max(0, feed.listicleDeals.length - 1) : feed.listicleDeals.length;
  const total = feed.dealsFeed.totalDeals;
  const left = dealsLeftAfterPage({ count: total, mainDeal: total > 0 }, page, pageSize, shown);
  return {
    siteKey: site.key,
    head: pageHead({ kind: 'gshop', slug }, site),
    feed,
    previousHref: page > 0 ? pageHref(url.pathname, [], page - 1) : null,
    // No "Load more deals" once every deal is shown (a feed of exactly a main deal and full pages).
    nextHref: listingStops(shown, pageSize, left) ? null : pageHref(url.pathname, [], page + 1),
  };
};

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) =>
  loaded === undefined ? [] : headMeta(loaded.head, loaded.siteKey);

export default function Gshop() {
  const { feed, previousHref, nextHref } = useLoaderData<typeof loader>();
  return (
    <main className={layout.main}>
      <h1 className={layout.heading}>{feed.displayName}</h1>
      {feed.description === '' ? null : <p className={css.intro}>{feed.description}</p>}
      {feed.text === '' ? null : <p className={css.text}>{feed.text}</p>}
      <p className={css.count}>{dealCountText(feed.dealsFeed.totalDeals)}</p>
      <h2 className="visually-hidden">{LISTING_ALL_DEALS}</h2>
      {feed.listicleView ? (
        <ol className={css.listicle}>
          {feed.listicleDeals.map((deal) => (
            <li key={deal.id}>
              <DealCard deal={dealCardModel(deal)} />
            </li>
          ))}
        </ol>
      ) : (
        <DealGrid deals={feed.listicleDeals.map(dealCardModel)} />
      )}
      {feed.additionalText === '' ? null : <p className={css.text}>{feed.additionalText}</p>}
      {previousHref === null && nextHref === null ? null : (
        <nav className={css.paging} aria-label={LISTING_PAGING_LABEL}>
          {previousHref === null ? null : (
            <a className={css.link} href={previousHref} rel="prev">
              {LISTING_PREVIOUS_PAGE}
            </a>
          )}
          {nextHref === null ? null : (
            <a className={css.button} href={nextHref} rel="next">
              {LISTING_LOAD_MORE}
            </a>
          )}
        </nav>
      )}
    </main>
  );
}
