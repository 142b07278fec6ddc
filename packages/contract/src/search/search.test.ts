import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  SearchQueryCodec,
  SearchResultInfoCodec,
  SuggestQueryCodec,
  SuggestResponseCodec,
  searchInputFromQuery,
} from './search';

describe('search query codec', () => {
  it('reads single values, repeated f_* facets and major-unit prices', () => {
    const decoded = SearchQueryCodec.decode({
      q: ['spa day'],
      page: ['2'],
      minPrice: ['9.99'],
      orderBy: ['price'],
      order: ['asc'],
      f_price: ['10-20', '20-50'],
      near: ['leeds'],
      facetedNavigation: ['true'],
      usr_src: ['x', 'y'],
    });
    expect(E.isRight(decoded)).toBe(true);
    if (E.isLeft(decoded)) return;
    expect(decoded.right).toMatchObject({ q: 'spa day', page: 2, minPrice: 9.99, facetedNavigation: true });
    expect(searchInputFromQuery('kerchingie', decoded.right)).toEqual({
      site: 'kerchingie',
      q: 'spa day',
      page: 2,
      pageSize: 12,
      sort: 'pricelow',
      minPrice: O.some(9.99),
      maxPrice: O.none,
      category: O.none,
      location: O.none,
      near: O.some('leeds'),
      facets: [
        { name: 'price', value: '10-20' },
        { name: 'price', value: '20-50' },
      ],
    });
    expect(SearchQueryCodec.encode({ q: 'spa', page: 1, facets: [{ name: 'price', value: '0-10' }] })).toEqual({
      q: ['spa'],
      page: ['1'],
      f_price: ['0-10'],
    });
  });
  it('refuses a single-valued key given twice, unreadable values and too many facets', () => {
    for (const bad of [
      { q: ['a', 'b'] },
      { page: ['-1'] },
      { pageSize: ['ten'] },
      { minPrice: ['1e3'] },
      { sort: ['random'] },
      { order: ['up'] },
      { f_price: Array.from({ length: 21 }, () => '0-10') },
      'q=spa',
      { q: [1] },
    ])
      expect(E.isLeft(SearchQueryCodec.decode(bad)), JSON.stringify(bad)).toBe(true);
    expect(searchInputFromQuery('kerching', {}).q).toBe('');
  });
});

describe('search answers', () => {
  it('carry the correction and message only when present', () => {
    expect(E.isRight(SearchResultInfoCodec.decode({ query: 'spa', fallback: false }))).toBe(true);
    expect(E.isRight(SearchResultInfoCodec.decode({ query: 'x', corrected: 'y', fallback: false }))).toBe(true);
    expect(E.isLeft(SearchResultInfoCodec.decode({ query: 'x' }))).toBe(true);
  });
});

describe('suggest codecs', () => {
  it('read the text and location, and suggestions of the three kinds', () => {
    expect(SuggestQueryCodec.decode({ q: ['sp'], location: ['leeds'] })).toEqual(
      E.right({ q: 'sp', location: 'leeds' }),
    );
    expect(E.isLeft(SuggestQueryCodec.decode({ q: ['a', 'b'] }))).toBe(true);
    expect(E.isLeft(SuggestQueryCodec.decode(null))).toBe(true);
    expect(SuggestQueryCodec.encode({ q: 'sp' })).toEqual({ q: ['sp'] });
    const answer = { data: { query: 'sp', suggestions: [{ text: 'Spa', kind: 'category', url: '/deals/x' }] } };
    expect(E.isRight(SuggestResponseCodec.decode(answer))).toBe(true);
    const odd = { data: { query: 'sp', suggestions: [{ text: 'Spa', kind: 'place', url: '/x' }] } };
    expect(E.isLeft(SuggestResponseCodec.decode(odd))).toBe(true);
  });
});
