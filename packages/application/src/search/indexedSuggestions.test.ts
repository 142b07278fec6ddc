import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { DEAL_DATA_CACHE_TTL_MS, dealsCacheTag } from '@kerching/domain/catalogue';
import type { SuggestableDeal, SuggestionCatalogue, SuggestionIndex } from '@kerching/domain/search';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { SuggestionCatalogues, SuggestionsError } from '@kerching/ports';
import { MapCache } from '../testing/mapCache';
import { IndexedSuggestions } from './indexedSuggestions';

const NOW = new Date('2026-11-25T09:00:00Z');

const spaDay = (closingAt: number): SuggestableDeal => ({
  id: 1,
  title: 'Spa Day',
  urlPath: '/deal/london/spa/1/spa-day',
  popularity: 1,
  opensAt: NOW.getTime() - 1,
  closingAt,
  lastChance: false,
  categoryIds: [1],
  merchantId: 1,
});

/** A catalogue source that counts its reads (and fails every one when `failing`). */
const source = (catalogue: SuggestionCatalogue, failing = false) => {
  const reads: SiteKey[] = [];
  const catalogues: SuggestionCatalogues = {
    load: (site) => () => {
      reads.push(site);
      return Promise.resolve(
        failing ? E.left<SuggestionsError>(domainError('SUGGEST.UNAVAILABLE', 'down')) : E.right(catalogue),
      );
    },
  };
  return { reads, catalogues };
};

const catalogue = (deals: SuggestableDeal[]): SuggestionCatalogue => ({
  deals,
  categories: [],
  merchants: [],
  vocabulary: [],
});

describe('IndexedSuggestions', () => {
  it("reads a site's catalogue once, keeps its index as deal data and answers keystrokes from it", async () => {
    const { reads, catalogues } = source(catalogue([spaDay(NOW.getTime() + 60_000)]));
    const cache = new MapCache<SuggestionIndex>();
    const suggestions = new IndexedSuggestions(catalogues, cache, { now: () => NOW });
    const answers = await Promise.all(
      ['spa', 'Spa D', 'day'].map((text) => suggestions.suggest({ site: 'kerching', text }, 'london')()),
    );
    expect(answers.map((a) => E.map((list: readonly { text: string }[]) => list.map((s) => s.text))(a))).toEqual([
      E.right(['Spa Day']),
      E.right(['Spa Day']),
      E.right(['Spa Day']),
    ]);
    expect(reads).toEqual(['kerching']);
    expect([...cache.entries.values()].map((e) => e.options)).toEqual([
      { ttlMs: DEAL_DATA_CACHE_TTL_MS, tags: [dealsCacheTag('kerching')] },
    ]);
    await suggestions.suggest({ site: 'kerchingie', text: 'spa' }, 'dublin')();
    cache.invalidateTag(dealsCacheTag('kerching'));
    await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')();
    expect(reads).toEqual(['kerching', 'kerchingie', 'kerching']);
  });

  it('answers at the moment asked: a deal that closes while the index lives is no longer suggested', async () => {
    let now = NOW;
    const { catalogues } = source(catalogue([spaDay(NOW.getTime() + 60_000)]));
    const suggestions = new IndexedSuggestions(catalogues, new MapCache(), { now: () => now });
    expect(await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')()).toMatchObject(
      E.right([{ text: 'Spa Day' }]),
    );
    now = new Date(NOW.getTime() + 60_000);
    expect(await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')()).toEqual(E.right([]));
  });

  it('passes on a failed read and keeps nothing, so the next keystroke reads again', async () => {
    const { reads, catalogues } = source(catalogue([]), true);
    const cache = new MapCache<SuggestionIndex>();
    const suggestions = new IndexedSuggestions(catalogues, cache, { now: () => NOW });
    expect(await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')()).toMatchObject(
      E.left({ code: 'SUGGEST.UNAVAILABLE' }),
    );
    await suggestions.suggest({ site: 'kerching', text: 'spa' }, 'london')();
    expect(reads).toEqual(['kerching', 'kerching']);
    expect(cache.entries.size).toBe(0);
  });
});
