import * as E from 'fp-ts/Either';
import { data, useLoaderData, type LoaderFunctionArgs, type MetaFunction } from 'react-router';
import { LISTING_PAGE_SIZE } from '@kerching/domain/catalogue';
import { SITES } from '@kerching/domain/site';
import { DealCard, DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import { useDealList } from '../composition/useDealList';
import * as layout from '../theme/layout.css';
import * as css from './home.css';
import type { KerchingLoadContext } from '../load-context';

export async function loader({ context }: LoaderFunctionArgs<KerchingLoadContext>) {
  const { site, services } = context;
  const location = site.defaultLocation;
  const result = await services.listDeals.execute({
    site: site.key,
    location: location.shortName,
    page: 0,
    pageSize: LISTING_PAGE_SIZE,
  })();
  if (E.isLeft(result)) {
    throw data({ message: 'Sorry there was a problem please try again later.' }, { status: 503 });
  }
  return { siteKey: site.key, ...result.right };
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded }) => {
  const site = SITES[loaded?.siteKey ?? 'kerching'];
  return [
    { title: `${site.displayName} | Daily deals in ${site.defaultLocation.name}` },
    { name: 'description', content: `Discounted vouchers and products in ${site.defaultLocation.name} and beyond.` },
  ];
};

export default function Home() {
  const loaded = useLoaderData<typeof loader>();
  const site = SITES[loaded.siteKey];
  const { state, loadMore } = useDealList(site, site.defaultLocation.shortName, LISTING_PAGE_SIZE, loaded.deals);
  return (
    <main className={layout.main}>
      {loaded.mainDeal === null ? null : (
        <section className={css.section} aria-labelledby="top-deal">
          <h1 id="top-deal" className={layout.heading}>
            Today&apos;s top deal in {site.defaultLocation.name}
          </h1>
          <DealCard deal={dealCardModel(loaded.mainDeal)} />
        </section>
      )}
      <section className={css.section} aria-labelledby="more-deals">
        <h2 id="more-deals" className={layout.heading}>
          More deals in {site.defaultLocation.name}
        </h2>
        <DealGrid deals={state.deals.map(dealCardModel)} />
        {state.error === null ? null : (
          <p className={css.status} role="alert">
            Sorry there was a problem please try again later.
          </p>
        )}
        {state.nomore ? null : (
          <div className={css.more}>
            <button type="button" className={css.button} onClick={loadMore} disabled={state.loading}>
              {state.loading ? 'Loading…' : 'Load more deals'}
            </button>
          </div>
        )}
      </section>
    </main>
  );
}
