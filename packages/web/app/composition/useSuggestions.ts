/**
 * Suggest-as-you-type for the search box: the application's SuggestionStore, asking
 * `SuggestSearchTerms` over HTTP. The browser services (container, HTTP adapter, codecs) load on
 * the first question, so a page's first-load JavaScript only carries the store.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type Scheduler, SuggestionStore, type SuggestionState } from '@kerching/application';
import type { Site } from '@kerching/domain/site';
import { loadBrowserServices } from './lazyBrowserServices';

const timers: Scheduler = (task, delayMs) => {
  const handle = setTimeout(task, delayMs);
  return () => clearTimeout(handle);
};

export const useSuggestions = (
  site: Site,
  location: string | undefined,
): { readonly state: SuggestionState; readonly store: SuggestionStore } => {
  const store = useMemo(
    () =>
      new SuggestionStore(
        (text) => async () => {
          try {
            const services = await loadBrowserServices(site);
            return await services.suggestSearchTerms.execute({
              site: site.key,
              text,
              location: O.fromNullable(location),
            })();
          } catch (error: unknown) {
            // The services' code could not load (offline): no suggestions, the form still works.
            return E.left(error);
          }
        },
        timers,
      ),
    [site, location],
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
  return { state, store };
};
