/**
 * Suggest-as-you-type for the search box: the application's SuggestionStore, asking
 * `SuggestSearchTerms` over HTTP. The store (and rxjs) load when the shopper first types, and the
 * browser services (container, HTTP adapter, codecs) on the first question, so a page's first-load
 * JavaScript carries neither.
 */
import { useMemo, useSyncExternalStore } from 'react';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type Scheduler, type SuggestionState, initialSuggestionState } from '@kerching/application';
import type { Suggestion } from '@kerching/domain/search';
import type { Site } from '@kerching/domain/site';
import { LazyStore } from './lazyStore';
import { loadBrowserServices } from './lazyBrowserServices';

const timers: Scheduler = (task, delayMs) => {
  const handle = setTimeout(task, delayMs);
  return () => clearTimeout(handle);
};

/** What the search box asks of the suggestions. */
export interface SuggestionCommands {
  readonly type: (text: string) => void;
  readonly next: () => void;
  readonly previous: () => void;
  readonly highlight: (index: number) => void;
  readonly close: () => void;
  readonly activeSuggestion: () => Suggestion | undefined;
}

export const useSuggestions = (
  site: Site,
  location: string | undefined,
): { readonly state: SuggestionState; readonly store: SuggestionCommands } => {
  const lazy = useMemo(
    () =>
      new LazyStore(
        async () =>
          new (await import('./applicationStores')).SuggestionStore(
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
        initialSuggestionState(),
      ),
    [site, location],
  );
  const store = useMemo<SuggestionCommands>(
    () => ({
      type: (text) => lazy.use((s) => s.type(text)),
      next: () => lazy.use((s) => s.next()),
      previous: () => lazy.use((s) => s.previous()),
      highlight: (index) => lazy.use((s) => s.highlight(index)),
      // Nothing to close or choose before the store has loaded.
      close: () => lazy.current()?.close(),
      activeSuggestion: () => lazy.current()?.activeSuggestion(),
    }),
    [lazy],
  );
  const state = useSyncExternalStore(lazy.subscribe, lazy.getSnapshot, lazy.getSnapshot);
  return { state, store };
};
