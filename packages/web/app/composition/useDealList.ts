import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { DealListStore, type DealListQuery, type DealListState } from '@kerching/application';
import type { DealSummary } from '@kerching/domain/catalogue';
import type { Site } from '@kerching/domain/site';
import { loadBrowserServices } from './lazyBrowserServices';

/**
 * A paged deal list: pages rendered on the server, further pages fetched in the browser with the
 * same listing request (location, categories, filters, sort). `page` is the last page rendered.
 */
export const useDealList = (
  site: Site,
  query: DealListQuery,
  initial: readonly DealSummary[],
  page = 0,
): { readonly state: DealListState; readonly loadMore: () => void } => {
  const store = useMemo(
    () =>
      new DealListStore(
        // Resolved on first use: nothing is fetched during SSR, and the HTTP services load only when needed.
        { execute: (request) => async () => (await loadBrowserServices(site)).listDeals.execute(request)() },
        query,
        { deals: initial, page },
      ),
    [site, query, initial, page],
  );
  const subscribe = useCallback(
    (notify: () => void) => {
      const subscription = store.state$.subscribe(notify);
      return () => subscription.unsubscribe();
    },
    [store],
  );
  const state = useSyncExternalStore(
    subscribe,
    () => store.state,
    () => store.state,
  );
  const loadMore = useCallback(() => void store.loadMore(), [store]);
  return { state, loadMore };
};
