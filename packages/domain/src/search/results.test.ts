import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { EMPTY_SEARCH_FACETS } from './facets';
import { type SearchResults, fallbackResultInfo, isIndexableSearch, resultInfo } from './results';
import { type SearchInput, type SearchRequest, plainSearchInput, searchRequest } from './searchRequest';

const request = (overrides: Partial<SearchInput> = {}): SearchRequest => {
  const result = searchRequest({ ...plainSearchInput('kerching', 'spa'), ...overrides });
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right;
};
const found = (info = resultInfo('spa', O.none), count = 3): SearchResults => ({
  deals: [],
  count,
  facetedNavigation: EMPTY_SEARCH_FACETS,
  searchResult: info,
});

describe('search result info', () => {
  it('carries the correction only when there is one, and the message with the fallback', () => {
    expect(resultInfo('spa', O.none)).toEqual({ query: 'spa', fallback: false });
    expect(resultInfo('masage', O.some('massage'))).toEqual({ query: 'masage', corrected: 'massage', fallback: false });
    expect(fallbackResultInfo('zzqxv')).toEqual({
      query: 'zzqxv',
      fallback: true,
      message: `Sorry, we couldn't find any deals for "zzqxv". Here are our top deals instead.`,
    });
  });
});

describe('isIndexableSearch (our SEO policy)', () => {
  it('indexes only the plain first page of a search that found deals as typed', () => {
    expect(isIndexableSearch(request(), found())).toBe(true);
    expect(isIndexableSearch(request({ page: 1 }), found())).toBe(false);
    expect(isIndexableSearch(request({ sort: 'price' }), found())).toBe(false);
    expect(isIndexableSearch(request({ location: O.some('leeds') }), found())).toBe(false);
    expect(isIndexableSearch(request(), found(resultInfo('spa', O.none), 0))).toBe(false);
    expect(isIndexableSearch(request(), found(fallbackResultInfo('spa')))).toBe(false);
    expect(isIndexableSearch(request(), found(resultInfo('spa', O.some('spas'))))).toBe(false);
  });
});
