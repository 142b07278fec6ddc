import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type SearchRequest, plainSearchInput, searchRequest } from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { DealSearch } from '@kerching/ports';
import { aDeal } from '../testing/builders';
import { InMemoryDealSearch } from '../testing/inMemoryDealSearch';
import { MapCache } from '../testing/mapCache';
import { CachedDealSearch, searchCacheKey } from './cachedSearch';

const request = (q: string, overrides: Partial<ReturnType<typeof plainSearchInput>> = {}): SearchRequest => {
  const result = searchRequest({ ...plainSearchInput('kerching', q), ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};

describe('CachedDealSearch', () => {
  it('answers a repeated search, similar titles and top deals from the cache for 10 minutes, tagged by site', async () => {
    const inner = new InMemoryDealSearch([aDeal(1, { title: 'Spa Day' })]);
    const cache = new MapCache<never>();
    const search = new CachedDealSearch(inner, cache);
    for (let i = 0; i < 2; i++) {
      await search.matching(request('spa'), { kind: 'fullText', text: 'spa' })();
      await search.similarWords('kerching', 'spx', 5)();
      await search.topDeals('kerching', 9)();
    }
    expect(inner.calls).toEqual(['fullText:spa', 'similarWords:spx', 'topDeals']);
    expect([...cache.entries.values()].every((e) => e.options.ttlMs === 600_000)).toBe(true);
    expect([...cache.entries.values()].every((e) => e.options.tags.includes('deals:kerching'))).toBe(true);
    cache.invalidateTag('deals:kerching');
    await search.topDeals('kerching', 9)();
    expect(inner.calls.at(-1)).toBe('topDeals');
  });
  it('keys by everything that shapes the answer, and does not cache failures', async () => {
    const base = request('spa');
    expect(searchCacheKey(base, { kind: 'fullText', text: 'spa' })).not.toBe(
      searchCacheKey(request('spa', { location: O.some('leeds') }), { kind: 'fullText', text: 'spa' }),
    );
    expect(searchCacheKey(base, { kind: 'fullText', text: 'spa' })).not.toBe(
      searchCacheKey(base, { kind: 'similarTitle', text: 'spa' }),
    );
    // The shopper's town orders the answer: a Londoner's and a Leeds shopper's differ.
    expect(searchCacheKey(request('spa', { near: O.some('london') }), { kind: 'fullText', text: 'spa' })).not.toBe(
      searchCacheKey(request('spa', { near: O.some('leeds') }), { kind: 'fullText', text: 'spa' }),
    );
    let calls = 0;
    const down = () => {
      calls++;
      return TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down'));
    };
    const failing: DealSearch = { matching: down, similarWords: down, topDeals: down };
    const search = new CachedDealSearch(failing, new MapCache());
    await search.topDeals('kerching', 9)();
    await search.topDeals('kerching', 9)();
    expect(calls).toBe(2);
  });
});
