/** The view of a filterable listing page: heading, count, top deal, deals with paging, filters. */
import type { ReactNode } from 'react';
import { LISTING_ALL_DEALS, LISTING_FILTERS_HEADING, LISTING_TOP_DEAL } from '@kerching/domain/catalogue';
import { formatQuery } from '@kerching/domain/listing';
import type { Site } from '@kerching/domain/site';
import { DealCard } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import * as layout from '../theme/layout.css';
import { countRow, toFilters } from '../theme/controls.css';
import { useHydrated } from '../components/useHydrated';
import { DealList } from './DealList';
import { CategoryLinks, ListingFilters } from './ListingFilters';
import type { ListingPageModel } from './listingModel';
import * as css from './listing.css';

export function ListingPage({
  site,
  heading,
  model,
  intro,
  showFacets = true,
  showPrices = true,
}: {
  readonly site: Site;
  readonly heading: string;
  readonly model: ListingPageModel;
  readonly intro?: ReactNode;
  readonly showFacets?: boolean;
  /** False where the page sets the price itself (the gift finder's budget). */
  readonly showPrices?: boolean;
}) {
  const state = formatQuery(model.paging.query);
  const hydrated = useHydrated();
  return (
    <main className={layout.main} data-hydrated={hydrated ? 'true' : undefined}>
      <h1 className={layout.heading}>{heading}</h1>
      {intro}
      <div className={countRow}>
        <p className={css.count} data-testid="deal-count">
          {model.countText}
        </p>
        {/* The filters follow the deals in reading order: a way to them first (shown on phones, on focus elsewhere). */}
        <a className={toFilters} href="#listing-filters">
          {LISTING_FILTERS_HEADING}
        </a>
      </div>
      <div className={css.layout}>
        <div className={css.results}>
          {model.mainDeal === null ? null : (
            <section className={css.featured} aria-labelledby="listing-top-deal">
              <h2 id="listing-top-deal" className={css.subheading}>
                {LISTING_TOP_DEAL}
              </h2>
              <DealCard deal={dealCardModel(model.mainDeal)} lead />
            </section>
          )}
          <section aria-labelledby="listing-all-deals" data-testid="listing-deals">
            <h2 id="listing-all-deals" className="visually-hidden">
              {LISTING_ALL_DEALS}
            </h2>
            <DealList
              key={`${model.paging.path}?${state}`}
              site={site}
              request={model.more.request}
              deals={model.deals}
              page={model.more.page}
              left={model.more.left}
              path={model.paging.path}
              query={model.paging.query}
              previousHref={model.paging.previousHref}
              leadFirst={model.mainDeal === null}
            />
          </section>
        </div>
        <div className={css.aside}>
          <CategoryLinks links={model.navigations} />
          <ListingFilters key={state} filters={model.filters} showFacets={showFacets} showPrices={showPrices} />
        </div>
      </div>
    </main>
  );
}
