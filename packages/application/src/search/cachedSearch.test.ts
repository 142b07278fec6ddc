import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type SearchRequest, plainSearchInput, searchRequest } from '@kerching/domain/search';
import type { Suggestion } from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { Cache, CacheEntryOptions, DealSearch } from '@kerching/ports';
import { aDeal } from '../testing/builders';
import { InMemoryDealSearch } from '../testing/inMemoryDealSearch';
import { CachedDealSearch, CachedSuggestions, searchCacheKey } from './cachedSearch';

class MapCache<A> implements Cache<A> {
  readonly entries = new Map<string, { value: A; options: CacheEntryOptions }>();
  get(key: string): O.Option<A> {
    return O.fromNullable(this.entries.get(key)?.value);
  }
  set(key: string, value: A, options: CacheEntryOptions): void {
    this.entries.set(key, { value, options });
  }
  invalidateTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.options.tags.includes(tag)) this.entries.delete(key);
  }
}

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

describe('CachedSuggestions', () => {
  it('answers the same typed text, whatever its case, from the cache', async () => {
    const list: Suggestion[] = [{ text: 'Spa Day', kind: 'deal', url: '/d' }];
    let calls = 0;
    const suggestions = new CachedSuggestions(
      {
        suggest: () => {
          calls++;
          return TE.right(list);
        },
      },
      new MapCache(),
    );
    expect(await suggestions.suggest({ site: 'kerching', text: 'Spa' }, 'london')()).toEqual(E.right(list));
    expect(await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')()).toEqual(E.right(list));
    await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'leeds')();
    expect(calls).toBe(2);
  });
});
