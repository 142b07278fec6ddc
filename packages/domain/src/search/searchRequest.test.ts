import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { parseListingFilters } from '../listing/filters';
import { parseQuery } from '../listing/queryString';
import {
  SEARCH_PAGE_SIZE,
  type SearchInput,
  isFilteredSearch,
  plainSearchInput,
  searchInputFromFilters,
  searchRequest,
} from './searchRequest';

const input = (overrides: Partial<SearchInput> = {}): SearchInput => ({
  ...plainSearchInput('kerching', 'spa day'),
  ...overrides,
});

describe('searchRequest', () => {
  it('checks and normalises a plain search: page 0 of 12 by relevance', () => {
    expect(searchRequest(input({ q: '  spa   day ' }))).toEqual(
      E.right({
        site: 'kerching',
        text: 'spa day',
        page: 0,
        pageSize: 12,
        sort: 'popularity',
        minPriceMinor: O.none,
        maxPriceMinor: O.none,
        category: O.none,
        location: O.none,
        near: O.none,
        priceBands: [],
      }),
    );
    expect(SEARCH_PAGE_SIZE).toBe(12);
  });
  it('turns prices into minor units, lower first, and bands into sorted indices', () => {
    const result = searchRequest(
      input({
        minPrice: O.some(50),
        maxPrice: O.some(9.99),
        facets: [
          { name: 'price', value: '20-50' },
          { name: 'price', value: '0-10' },
          { name: 'price', value: '20-50' },
        ],
        category: O.some('beauty-and-spa'),
        location: O.some('london'),
        sort: 'pricelow',
      }),
    );
    expect(result).toMatchObject({
      right: {
        minPriceMinor: O.some(999),
        maxPriceMinor: O.some(5000),
        priceBands: [0, 2],
        category: O.some('beauty-and-spa'),
        location: O.some('london'),
        sort: 'pricelow',
      },
    });
    expect(E.isRight(result) && isFilteredSearch(result.right)).toBe(true);
  });
  it('rejects bad values with stable codes', () => {
    const code = (overrides: Partial<SearchInput>) => {
      const result = searchRequest(input(overrides));
      return E.isLeft(result) ? result.left.code : 'ok';
    };
    expect(code({ q: '' })).toBe('SEARCH.QUERY_EMPTY');
    expect(code({ q: 'a'.repeat(101) })).toBe('SEARCH.QUERY_TOO_LONG');
    expect(code({ page: -1 })).toBe('LISTING.PAGE_INVALID');
    expect(code({ page: 1.5 })).toBe('LISTING.PAGE_INVALID');
    expect(code({ page: 10_001 })).toBe('LISTING.PAGE_INVALID');
    expect(code({ pageSize: 0 })).toBe('LISTING.PAGE_SIZE_INVALID');
    expect(code({ pageSize: 101 })).toBe('LISTING.PAGE_SIZE_INVALID');
    expect(code({ pageSize: 2.5 })).toBe('LISTING.PAGE_SIZE_INVALID');
    expect(code({ minPrice: O.some(-1) })).toBe('SEARCH.PRICE_INVALID');
    expect(code({ maxPrice: O.some(Number.NaN) })).toBe('SEARCH.PRICE_INVALID');
    expect(code({ maxPrice: O.some(2_000_000) })).toBe('SEARCH.PRICE_INVALID');
    expect(code({ category: O.some('Beauty Spa') })).toBe('SEARCH.CATEGORY_INVALID');
    expect(code({ location: O.some('x'.repeat(65)) })).toBe('LISTING.LOCATION_INVALID');
    expect(code({ near: O.some('Not A Town') })).toBe('LISTING.LOCATION_INVALID');
    expect(code({ facets: [{ name: 'colour', value: 'red' }] })).toBe('SEARCH.FACET_INVALID');
    expect(code({ facets: [{ name: 'price', value: '5-15' }] })).toBe('SEARCH.FACET_INVALID');
  });
  it('is unfiltered with text alone', () => {
    const result = searchRequest(input());
    expect(E.isRight(result) && isFilteredSearch(result.right)).toBe(false);
    // The shopper's town orders the results; it narrows nothing.
    const near = searchRequest(input({ near: O.some('leeds') }));
    expect(E.isRight(near) && isFilteredSearch(near.right)).toBe(false);
    for (const overrides of [
      { minPrice: O.some(1) },
      { maxPrice: O.some(1) },
      { location: O.some('leeds') },
      { facets: [{ name: 'price', value: '0-10' }] },
    ]) {
      const filtered = searchRequest(input(overrides));
      expect(E.isRight(filtered) && isFilteredSearch(filtered.right)).toBe(true);
    }
  });
  it('property: a checked request has ordered prices within the limits', () => {
    fc.assert(
      fc.property(
        fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), { nil: undefined }),
        fc.option(fc.double({ min: 0, max: 1_000_000, noNaN: true }), { nil: undefined }),
        (min, max) => {
          const result = searchRequest(input({ minPrice: O.fromNullable(min), maxPrice: O.fromNullable(max) }));
          expect(E.isRight(result)).toBe(true);
          if (E.isLeft(result) || O.isNone(result.right.minPriceMinor) || O.isNone(result.right.maxPriceMinor)) return;
          expect(result.right.minPriceMinor.value).toBeLessThanOrEqual(result.right.maxPriceMinor.value);
        },
      ),
    );
  });
});

describe('searchInputFromFilters', () => {
  it('reads a results page URL with the listing filter rules', () => {
    const filters = parseListingFilters(
      parseQuery(
        'q=spa&page=2&orderBy=price&order=asc&minPrice=10&maxPrice=x&category=beauty&location=leeds&f_price=10-20',
      ),
    );
    expect(searchInputFromFilters('kerchingie', filters)).toEqual({
      site: 'kerchingie',
      q: 'spa',
      page: 2,
      pageSize: 12,
      sort: 'pricelow',
      minPrice: O.some(10),
      maxPrice: O.none,
      category: O.some('beauty'),
      location: O.some('leeds'),
      near: O.none,
      facets: [{ name: 'price', value: '10-20' }],
    });
    expect(searchInputFromFilters('kerching', parseListingFilters([])).q).toBe('');
  });
});
