/**
 * A paged list of deals (spec 1 §4 "Paged lists": page 0 first; the list stops when a page comes
 * back smaller than the page size). Without JavaScript "Load more deals" and "Previous deals" are
 * links to the next and previous pages; once the page has hydrated, "Load more deals" is a button
 * that appends the next page in place, with skeleton cards while it loads.
 */
import { Suspense } from 'react';
import type { DealListQuery } from '@kerching/application';
import {
  LISTING_ALL_LOADED,
  LISTING_LOAD_MORE,
  LISTING_LOADING_MORE,
  LISTING_NO_DEALS,
  LISTING_PAGING_LABEL,
  LISTING_PREVIOUS_PAGE,
  type DealSummary,
} from '@kerching/domain/catalogue';
import type { Query } from '@kerching/domain/listing';
import type { Site } from '@kerching/domain/site';
import { DealGrid } from '../components/DealCard';
import { dealCardModel } from '../components/dealCardModel';
import { useHydrated } from '../components/useHydrated';
import { lazyOptional } from '../components/lazyOptional';
import { useDealList } from '../composition/useDealList';
import { pageHref } from './pageHref';
import * as css from './listing.css';
import { SORRY } from './listingCopy';

// Skeleton cards show only while more deals load, after a press: their code loads then, not with the page.
// If it cannot load (offline), the list shows no skeleton rather than an error page.
const DealGridSkeleton = lazyOptional(() => import('../components/Skeleton').then((module) => module.DealGridSkeleton));

/** Stable, so it runs once, when the element mounts. */
const focusOnMount = (element: HTMLElement | null): void => element?.focus();

export interface DealListProps {
  readonly site: Site;
  readonly request: DealListQuery;
  readonly deals: ReadonlyArray<DealSummary>;
  readonly page: number;
  /** The listing's deals after `page`. */
  readonly left: number;
  readonly path: string;
  readonly query: Query;
  readonly previousHref: string | null;
  /** Shown when there are no deals at all. */
  readonly empty?: string;
  /** The list is what the page leads with: its first picture loads first. */
  readonly leadFirst?: boolean;
}

export function DealList({
  site,
  request,
  deals,
  page,
  left,
  path,
  query,
  previousHref,
  empty,
  leadFirst = false,
}: DealListProps) {
  const hydrated = useHydrated();
  const { state, loadMore } = useDealList(site, request, deals, page, left);
  const next = state.nomore ? null : pageHref(path, query, state.lastPage + 1);
  return (
    <>
      {state.deals.length === 0 ? (
        <p className={css.message}>{empty ?? LISTING_NO_DEALS}</p>
      ) : (
        <DealGrid deals={state.deals.map(dealCardModel)} leadFirst={leadFirst} />
      )}
      {state.loading ? (
        <Suspense fallback={null}>
          <DealGridSkeleton count={3} label={LISTING_LOADING_MORE} />
        </Suspense>
      ) : null}
      {state.error === null ? null : (
        <p className={css.message} role="alert">
          {SORRY}
        </p>
      )}
      {next === null && state.lastPage > page ? (
        // The button the shopper pressed is gone: focus stays where it was, on the list's end.
        <p className={css.message} tabIndex={-1} ref={focusOnMount}>
          {LISTING_ALL_LOADED}
        </p>
      ) : null}
      {previousHref === null && next === null ? null : (
        <nav className={css.paging} aria-label={LISTING_PAGING_LABEL}>
          {previousHref === null ? null : (
            <a className={css.link} href={previousHref} rel="prev">
              {LISTING_PREVIOUS_PAGE}
            </a>
          )}
          {next === null ? null : hydrated ? (
            <button type="button" className={css.button} onClick={loadMore} aria-disabled={state.loading}>
              {state.loading ? LISTING_LOADING_MORE : LISTING_LOAD_MORE}
            </button>
          ) : (
            <a className={css.button} href={next} rel="next">
              {LISTING_LOAD_MORE}
            </a>
          )}
        </nav>
      )}
    </>
  );
}
