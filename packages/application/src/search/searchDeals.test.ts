import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { domainError } from '@kerching/domain/shared';
import { type SearchInput, plainSearchInput } from '@kerching/domain/search';
import { aDeal } from '../testing/builders';
import { InMemoryDealSearch } from '../testing/inMemoryDealSearch';
import { SearchDeals } from './searchDeals';

const deals = [
  aDeal(1, {
    title: 'Full-Body Massage at Serenity Spa',
    priceMinor: 2500,
    locationShortName: 'leeds',
    locationName: 'Leeds',
  }),
  aDeal(2, {
    title: 'Hot Stone Massage for Two',
    priceMinor: 4500,
    categoryShortName: 'beauty',
    categoryName: 'Beauty',
  }),
  aDeal(3, { title: 'Afternoon Tea for Two', priceMinor: 1500 }),
  aDeal(4, { title: 'Massage in Dublin', site: 'kerchingie', currency: 'EUR' }),
  aDeal(5, { title: 'Sold Out Top Deal', soldOut: true }),
];
const input = (q: string, overrides: Partial<SearchInput> = {}): SearchInput => ({
  ...plainSearchInput('kerching', q),
  ...overrides,
});
const run = async (search: InMemoryDealSearch, q: string, overrides: Partial<SearchInput> = {}) =>
  new SearchDeals(search).execute(input(q, overrides))();

describe('SearchDeals', () => {
  it('answers full-text matches of the site with counts, facets and the query', async () => {
    const search = new InMemoryDealSearch(deals);
    const result = await run(search, ' MASSAGE ');
    expect(E.isRight(result)).toBe(true);
    if (E.isLeft(result)) return;
    expect(result.right.deals.map((d) => d.id)).toEqual([1, 2]);
    expect(result.right.count).toBe(2);
    expect(result.right.searchResult).toEqual({ query: 'MASSAGE', fallback: false });
    expect(result.right.facetedNavigation.navigations.map((n) => n.shortName)).toEqual(['beauty', 'restaurants']);
    expect(result.right.facetedNavigation.filters.map((f) => f.key)).toEqual(['location', 'f_price']);
    expect(search.calls).toEqual(['fullText:MASSAGE']);
  });
  it('answers empty, with facets, when filters leave nothing of a text that matches', async () => {
    const search = new InMemoryDealSearch(deals);
    const result = await run(search, 'massage', { maxPrice: O.some(10) });
    expect(result).toMatchObject({ right: { deals: [], count: 0, searchResult: { fallback: false } } });
    expect(E.isRight(result) && result.right.facetedNavigation.stats).toEqual({
      count: 0,
      minPriceMinor: 2500,
      maxPriceMinor: 4500,
    });
    expect(search.calls).toEqual(['fullText:massage']);
  });
  it('corrects a misspelt text from similar titles', async () => {
    const search = new InMemoryDealSearch(deals);
    const result = await run(search, 'masage');
    expect(result).toMatchObject({
      right: { count: 2, searchResult: { query: 'masage', corrected: 'massage', fallback: false } },
    });
    expect(search.calls).toEqual(['fullText:masage', 'similarWords:masage', 'fullText:massage']);
  });
  it('falls back to similar titles when the correction finds nothing, then to the top deals', async () => {
    const similarOnly = new InMemoryDealSearch(deals);
    const similar = await run(similarOnly, 'masage zzqxv');
    expect(similar).toMatchObject({ right: { count: 2, searchResult: { fallback: false } } });
    expect(E.isRight(similar) && similar.right.searchResult.corrected).toBeUndefined();
    expect(similarOnly.calls).toEqual([
      'fullText:masage zzqxv',
      'similarWords:masage zzqxv',
      'fullText:massage zzqxv',
      'similarTitle:masage zzqxv',
    ]);

    const nothing = new InMemoryDealSearch(deals);
    const fallback = await run(nothing, 'zzqxv');
    expect(fallback).toMatchObject({
      right: {
        count: 3,
        facetedNavigation: { navigations: [], filters: [] },
        searchResult: {
          query: 'zzqxv',
          fallback: true,
          message: `Sorry, we couldn't find any deals for "zzqxv". Here are our top deals instead.`,
        },
      },
    });
    expect(E.isRight(fallback) && fallback.right.deals.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(nothing.calls).toEqual(['fullText:zzqxv', 'similarWords:zzqxv', 'similarTitle:zzqxv', 'topDeals']);
  });
  it('rejects a bad request before searching', async () => {
    const search = new InMemoryDealSearch(deals);
    expect(await run(search, '   ')).toMatchObject({ left: { code: 'SEARCH.QUERY_EMPTY' } });
    expect(await run(search, 'spa', { page: -1 })).toMatchObject({ left: { code: 'LISTING.PAGE_INVALID' } });
    expect(search.calls).toEqual([]);
  });
  it('passes a catalogue failure through', async () => {
    const down = TE.left(domainError('CATALOG.UNAVAILABLE' as const, 'down'));
    const failing = new SearchDeals({ matching: () => down, similarWords: () => down, topDeals: () => down });
    expect(await failing.execute(input('spa'))()).toMatchObject({ left: { code: 'CATALOG.UNAVAILABLE' } });
  });
});
