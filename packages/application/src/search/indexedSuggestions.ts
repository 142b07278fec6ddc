/**
 * Suggest answered from memory (ADR 29). Each site's suggestion index is built from its suggestable
 * catalogue, kept as deal data for 10 minutes (spec 2 §9 "Caches: deal data 10 min") and dropped
 * when the site's catalogue changes (tag deals:{site}); every keystroke is then answered from it,
 * at the moment asked, without the database. One build per site at a time: requests that arrive
 * while a site's catalogue is read wait for that read.
 */
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { DEAL_DATA_CACHE_TTL_MS, dealsCacheTag } from '@kerching/domain/catalogue';
import {
  type Suggestion,
  type SuggestRequest,
  type SuggestionIndex,
  buildSuggestionIndex,
  suggestFromIndex,
} from '@kerching/domain/search';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, Clock, SuggestionCatalogues, Suggestions, SuggestionsError } from '@kerching/ports';
import { readThroughPlain } from '../cache/readThrough';

export class IndexedSuggestions implements Suggestions {
  private readonly building = new Map<SiteKey, ReturnType<TE.TaskEither<SuggestionsError, SuggestionIndex>>>();

  constructor(
    private readonly catalogues: SuggestionCatalogues,
    private readonly cache: Cache<SuggestionIndex>,
    private readonly clock: Clock,
  ) {}

  suggest(request: SuggestRequest, location: string): TE.TaskEither<SuggestionsError, ReadonlyArray<Suggestion>> {
    return pipe(
      readThroughPlain(
        this.cache,
        `suggestion-index:${request.site}`,
        { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(request.site)] },
        () => this.build(request.site),
      ),
      TE.map((index) => suggestFromIndex(index, request, this.clock.now().getTime(), location)),
    );
  }

  private build(site: SiteKey): TE.TaskEither<SuggestionsError, SuggestionIndex> {
    return () => {
      const running = this.building.get(site);
      if (running !== undefined) return running;
      const started = pipe(this.catalogues.load(site), TE.map(buildSuggestionIndex))().finally(() =>
        this.building.delete(site),
      );
      this.building.set(site, started);
      return started;
    };
  }
}
