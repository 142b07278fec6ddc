/**
 * Search answers cached for 10 minutes (spec 2 §9 "Caches: deal data 10 min"), keyed
 * by everything that shapes the answer and tagged `deals:{site}`, so a catalogue change of a site
 * drops them (`invalidateOnCatalogueChange`). Failures are not cached. Popular texts and the
 * first letters shoppers type repeat: they are answered without the database.
 */
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { DEAL_DATA_CACHE_TTL_MS, type DealSummary, dealsCacheTag } from '@kerching/domain/catalogue';
import type { SearchMatches, SearchRequest } from '@kerching/domain/search';
import type { SiteKey } from '@kerching/domain/site';
import type { Cache, CatalogError, DealSearch, SearchMatch } from '@kerching/ports';
import { readThrough } from '../cache/readThrough';

/** What the search cache holds: one kind of value per key prefix. */
export type SearchCacheEntry =
  | { readonly kind: 'matches'; readonly value: SearchMatches }
  | { readonly kind: 'words'; readonly value: ReadonlyArray<string> }
  | { readonly kind: 'deals'; readonly value: ReadonlyArray<DealSummary> };

const cached = <A, E, Entry>(
  cache: Cache<Entry>,
  key: string,
  site: SiteKey,
  read: (entry: Entry) => O.Option<A>,
  wrap: (value: A) => Entry,
  load: () => TE.TaskEither<E, A>,
): TE.TaskEither<E, A> =>
  readThrough(cache, key, { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag(site)] }, read, wrap, load);

const option = (value: O.Option<number | string>): string => (O.isSome(value) ? String(value.value) : '');

/** Every field of a request that shapes the answer, and how the text is matched. */
export const searchCacheKey = (request: SearchRequest, match: SearchMatch): string =>
  JSON.stringify([
    'search',
    request.site,
    match.kind,
    match.text,
    request.page,
    request.pageSize,
    request.sort,
    option(request.category),
    option(request.location),
    option(request.near),
    option(request.minPriceMinor),
    option(request.maxPriceMinor),
    request.priceBands,
  ]);

export class CachedDealSearch implements DealSearch {
  constructor(
    private readonly inner: DealSearch,
    private readonly cache: Cache<SearchCacheEntry>,
  ) {}

  matching(request: SearchRequest, match: SearchMatch): TE.TaskEither<CatalogError, SearchMatches> {
    return cached(
      this.cache,
      searchCacheKey(request, match),
      request.site,
      (e) => (e.kind === 'matches' ? O.some(e.value) : O.none),
      (value): SearchCacheEntry => ({ kind: 'matches', value }),
      () => this.inner.matching(request, match),
    );
  }

  similarWords(site: SiteKey, text: string, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<string>> {
    return cached(
      this.cache,
      JSON.stringify(['words', site, text, limit]),
      site,
      (e) => (e.kind === 'words' ? O.some(e.value) : O.none),
      (value): SearchCacheEntry => ({ kind: 'words', value }),
      () => this.inner.similarWords(site, text, limit),
    );
  }

  topDeals(site: SiteKey, limit: number): TE.TaskEither<CatalogError, ReadonlyArray<DealSummary>> {
    return cached(
      this.cache,
      JSON.stringify(['top', site, limit]),
      site,
      (e) => (e.kind === 'deals' ? O.some(e.value) : O.none),
      (value): SearchCacheEntry => ({ kind: 'deals', value }),
      () => this.inner.topDeals(site, limit),
    );
  }
}
