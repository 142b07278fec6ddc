import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type SearchFacetCounts, searchFacets } from './facets';
import { type SearchRequest, plainSearchInput, searchRequest } from './searchRequest';

const NO_FACET_COUNTS: SearchFacetCounts = {
  categories: [],
  locations: [],
  priceBands: [],
  minPriceMinor: null,
  maxPriceMinor: null,
};

const request = (overrides: Partial<ReturnType<typeof plainSearchInput>> = {}): SearchRequest => {
  const result = searchRequest({ ...plainSearchInput('kerching', 'spa'), ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};

const counts: SearchFacetCounts = {
  categories: [
    { shortName: 'activities', name: 'Activities', count: 2 },
    { shortName: 'beauty-and-spa', name: 'Beauty & Spa', count: 9 },
    { shortName: 'escapes', name: 'Escapes', count: 2 },
    { shortName: 'empty', name: 'Empty', count: 0 },
  ],
  locations: [
    { shortName: 'leeds', name: 'Leeds', count: 1 },
    { shortName: 'london', name: 'London', count: 7 },
  ],
  priceBands: [
    { band: 2, count: 4 },
    { band: 0, count: 3 },
    { band: 1, count: 0 },
    { band: 42, count: 1 },
  ],
  minPriceMinor: 500,
  maxPriceMinor: 4500,
};

describe('searchFacets', () => {
  it('lists categories as navigations, most deals first, then by name', () => {
    const facets = searchFacets(counts, request(), 13, 'GBP');
    expect(facets.navigations).toEqual([
      { linkText: 'Beauty & Spa', shortName: 'beauty-and-spa', count: 9 },
      { linkText: 'Activities', shortName: 'activities', count: 2 },
      { linkText: 'Escapes', shortName: 'escapes', count: 2 },
    ]);
    expect(facets.stats).toEqual({ count: 13, minPriceMinor: 500, maxPriceMinor: 4500 });
  });
  it('builds location and price groups with labels, counts and the chosen values', () => {
    const facets = searchFacets(
      counts,
      request({ location: O.some('leeds'), facets: [{ name: 'price', value: '10-20' }] }),
      1,
      'EUR',
    );
    expect(facets.filters).toEqual([
      {
        key: 'location',
        name: 'location',
        label: 'Location',
        values: [
          { value: 'london', label: 'London', count: 7, selected: false },
          { value: 'leeds', label: 'Leeds', count: 1, selected: true },
        ],
      },
      {
        key: 'f_price',
        name: 'price',
        label: 'Price',
        values: [
          { value: '0-10', label: 'Under €10', count: 3, selected: false },
          { value: '10-20', label: '€10 to €20', count: 0, selected: true },
          { value: '20-50', label: '€20 to €50', count: 4, selected: false },
        ],
      },
    ]);
  });
  it('lists every location with matches, the most first, and the chosen one even without', () => {
    const many = Array.from({ length: 20 }, (_, i) => ({ shortName: `town-${i}`, name: `Town ${i}`, count: 100 - i }));
    const facets = searchFacets(
      { ...NO_FACET_COUNTS, locations: many },
      request({ location: O.some('town-19') }),
      5,
      'GBP',
    );
    const values = facets.filters[0]?.values ?? [];
    expect(values).toHaveLength(20);
    expect(values.map((v) => v.value)).toEqual(many.map((town) => town.shortName));
    expect(values.at(-1)).toMatchObject({ value: 'town-19', selected: true });
    const chosenEmpty = searchFacets(
      { ...NO_FACET_COUNTS, locations: [{ shortName: 'york', name: 'York', count: 0 }] },
      request({ location: O.some('york') }),
      0,
      'GBP',
    );
    expect(chosenEmpty.filters[0]?.values).toEqual([{ value: 'york', label: 'York', count: 0, selected: true }]);
  });
  it('leaves out empty groups', () => {
    expect(searchFacets(NO_FACET_COUNTS, request(), 0, 'GBP')).toEqual({
      navigations: [],
      filters: [],
      stats: { count: 0, minPriceMinor: null, maxPriceMinor: null },
    });
  });
});
