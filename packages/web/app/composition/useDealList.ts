import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { DealListStore, type DealListState } from '@kerching/application';
import type { DealSummary } from '@kerching/domain/catalogue';
import type { Site } from '@kerching/domain/site';
import { loadBrowserServices } from './lazyBrowserServices';

/** A paged deal list: server-rendered first page, further pages fetched in the browser. */
export const useDealList = (
  site: Site,
  location: string,
  pageSize: number,
  initial: readonly DealSummary[],
): { readonly state: DealListState; readonly loadMore: () => void } => {
  const store = useMemo(
    () =>
      new DealListStore(
        // Resolved on first use: nothing is fetched during SSR, and the HTTP services load only when needed.
        { execute: (request) => async () => (await loadBrowserServices(site)).listDeals.execute(request)() },
        { site: site.key, location, pageSize },
        { deals: initial, page: 0 },
      ),
    [site, location, pageSize, initial],
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
