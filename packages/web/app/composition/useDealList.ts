import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { type DealListQuery, type DealListState, initialDealListState } from '@kerching/application';
import type { DealSummary } from '@kerching/domain/catalogue';
import type { Site } from '@kerching/domain/site';
import { LazyStore } from './lazyStore';
import { loadBrowserServices } from './lazyBrowserServices';

/**
 * A paged deal list: pages rendered on the server, further pages fetched in the browser with the
 * same listing request (location, categories, filters, sort). `page` is the last page rendered,
 * `left` the listing's deals after it.
 * The application's DealListStore (and rxjs) load at the first "load more".
 */
export const useDealList = (
  site: Site,
  query: DealListQuery,
  initial: readonly DealSummary[],
  page: number,
  left: number,
): { readonly state: DealListState; readonly loadMore: () => void } => {
  const lazy = useMemo(() => {
    const shown = { deals: initial, page, left };
    return new LazyStore(
      async () =>
        new (await import('./applicationStores')).DealListStore(
          // Resolved on first use: nothing is fetched during SSR, and the HTTP services load only when needed.
          { execute: (request) => async () => (await loadBrowserServices(site)).listDeals.execute(request)() },
          query,
          shown,
        ),
      initialDealListState(query, shown),
    );
  }, [site, query, initial, page, left]);
  const state = useSyncExternalStore(lazy.subscribe, lazy.getSnapshot, lazy.getSnapshot);
  const loadMore = useCallback(() => lazy.use((store) => void store.loadMore()), [lazy]);
  return { state, loadMore };
};
