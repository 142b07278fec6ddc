import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  addFilterValue,
  buildListingQuery,
  clearFilters,
  isFilterKey,
  parseListingFilters,
  parsePage,
  removeFilterValue,
  setFilter,
  setPage,
  toggleFilterValue,
  withoutRefusedFilter,
} from './filters';
import { formatQuery, parseQuery } from './queryString';

const slider = { start: 10, end: 490 };
/** A URL with no filters: every default. */
const NO_FILTERS = parseListingFilters([]);
const url = (text: string) => parseQuery(text);

describe('filter URL (spec 1 §2 "Listing filters", §3 "Filter query keys")', () => {
  it('reads every filter key, f_* facets, giftFor and page', () => {
    const filters = parseListingFilters(
      url(
        'location=london&subcategory=facials&category=beauty&searchTag=xmas&orderBy=price&order=asc&minPrice=20&maxPrice=150' +
          '&vip=true&categories=spa&categories=food&q=massage&f_brand=Acme&f_colour=red&giftFor=mum&page=3&usr_src=search',
      ),
    );
    expect(filters).toEqual({
      location: O.some('london'),
      category: O.some('beauty'),
      subcategory: O.some('facials'),
      categories: ['spa', 'food'],
      searchTag: O.some('xmas'),
      q: O.some('massage'),
      giftFor: O.some('mum'),
      sort: 'pricelow',
      minPrice: O.some(20),
      maxPrice: O.some(150),
      vip: true,
      facets: [
        { name: 'brand', value: 'Acme' },
        { name: 'colour', value: 'red' },
      ],
      page: 3,
    });
  });
  it('reads a price range written the wrong way round as the range between the two prices', () => {
    expect(parseListingFilters(url('orderBy=price&order=asc&minPrice=50&maxPrice=30&f_feature=vip-price'))).toEqual({
      ...NO_FILTERS,
      sort: 'pricelow',
      minPrice: O.some(30),
      maxPrice: O.some(50),
      facets: [{ name: 'feature', value: 'vip-price' }],
    });
  });
  it('ignores empty, malformed and negative values', () => {
    expect(parseListingFilters(url('location=&minPrice=abc&maxPrice=-5&page=-1&f_=x&f_size=&categories='))).toEqual(
      NO_FILTERS,
    );
    expect(parsePage(O.some('2.5'))).toBe(0);
    expect(parsePage(O.none)).toBe(0);
  });
  it('omits sort when default (-1 or popularity)', () => {
    expect(buildListingQuery({ ...NO_FILTERS, sort: 'popularity' }, O.none)).toEqual([]);
    expect(parseListingFilters(url('orderBy=-1')).sort).toBe('popularity');
    expect(formatQuery(buildListingQuery({ ...NO_FILTERS, sort: 'discountPercentage' }, O.none))).toBe(
      'orderBy=discountPercentage&order=desc',
    );
  });
  it('omits min price at slider start and max price at slider end', () => {
    const filters = { ...NO_FILTERS, minPrice: O.some(10), maxPrice: O.some(490) };
    expect(buildListingQuery(filters, O.some(slider))).toEqual([]);
    expect(formatQuery(buildListingQuery(filters, O.none))).toBe('minPrice=10&maxPrice=490');
    expect(formatQuery(buildListingQuery({ ...filters, minPrice: O.some(20) }, O.some(slider)))).toBe('minPrice=20');
  });
  it('writes every filter in a stable order, page last and page 0 left out', () => {
    const query = buildListingQuery(
      {
        ...NO_FILTERS,
        location: O.some('london'),
        q: O.some('spa day'),
        vip: true,
        categories: ['spa', ''],
        facets: [
          { name: 'brand', value: 'M&S' },
          { name: '', value: 'x' },
        ],
        giftFor: O.some('dad'),
        page: 2,
      },
      O.none,
    );
    expect(formatQuery(query)).toBe(
      'location=london&vip=true&categories=spa&q=spa%20day&f_brand=M%26S&giftFor=dad&page=2',
    );
    expect(buildListingQuery({ ...NO_FILTERS, page: 0 }, O.none)).toEqual([]);
  });
});

describe('changing any filter resets paging (Hydrogen-style)', () => {
  const start = url('q=spa&categories=food&page=4&usr_src=search');
  it('sets and removes a single-valued filter, keeping other parameters', () => {
    expect(formatQuery(setFilter(start, 'location', O.some('leeds')))).toBe(
      'q=spa&categories=food&usr_src=search&location=leeds',
    );
    expect(formatQuery(setFilter(start, 'q', O.none))).toBe('categories=food&usr_src=search');
    expect(formatQuery(setFilter(start, 'q', O.some('')))).toBe('categories=food&usr_src=search');
  });
  it('adds, removes and toggles values of multi-valued filters', () => {
    expect(formatQuery(addFilterValue(start, 'categories', 'spa'))).toBe(
      'q=spa&categories=food&categories=spa&usr_src=search',
    );
    expect(formatQuery(addFilterValue(start, 'categories', 'food'))).toBe('q=spa&categories=food&usr_src=search');
    expect(formatQuery(addFilterValue(start, 'categories', ''))).toBe('q=spa&categories=food&usr_src=search');
    expect(formatQuery(removeFilterValue(start, 'categories', 'food'))).toBe('q=spa&usr_src=search');
    expect(formatQuery(toggleFilterValue(start, 'f_brand', 'Acme'))).toBe(
      'q=spa&categories=food&usr_src=search&f_brand=Acme',
    );
    expect(formatQuery(toggleFilterValue(start, 'categories', 'food'))).toBe('q=spa&usr_src=search');
  });
  it("clear all keeps location and other parameters; a listing's text (q) is a filter it clears", () => {
    expect(formatQuery(clearFilters(url('location=york&q=spa&f_brand=x&vip=true&page=2&usr_src=search')))).toBe(
      'location=york&usr_src=search',
    );
  });
  it('moving to a page keeps the filters; page 0 is left out', () => {
    expect(formatQuery(setPage(start, 5))).toBe('q=spa&categories=food&page=5&usr_src=search');
    expect(formatQuery(setPage(start, 0))).toBe('q=spa&categories=food&usr_src=search');
    expect(formatQuery(setPage(url('q=x'), 1))).toBe('q=x&page=1');
  });
  it('knows the filter keys', () => {
    expect(isFilterKey('orderBy')).toBe(true);
    expect(isFilterKey('f_brand')).toBe(true);
    expect(isFilterKey('f_')).toBe(false);
    expect(isFilterKey('usr_src')).toBe(false);
  });
});

describe('withoutRefusedFilter', () => {
  const asked = url('orderBy=price&order=asc&minPrice=99999999&f_feature=deposit&q=spa&page=99999&usr_src=x');
  it('drops only the page, or only the prices, when the refusal names them', () => {
    expect(formatQuery(withoutRefusedFilter(asked, 'LISTING.PAGE_INVALID'))).toBe(
      'orderBy=price&order=asc&minPrice=99999999&f_feature=deposit&q=spa&usr_src=x',
    );
    for (const refusal of ['LISTING.PRICE_INVALID', 'LISTING.PRICE_RANGE_INVALID'])
      expect(formatQuery(withoutRefusedFilter(asked, refusal))).toBe(
        'orderBy=price&order=asc&f_feature=deposit&q=spa&usr_src=x',
      );
  });
  it('clears every refinement for a refusal it cannot pin on one filter', () => {
    expect(formatQuery(withoutRefusedFilter(asked, 'LISTING.FACET_INVALID'))).toBe('q=spa&usr_src=x');
  });
  it('drops the text, or the search tag, when the refusal names it (clearing filters keeps the text)', () => {
    const tagged = url('searchTag=Not+A+Tag!&q=spa&orderBy=price&order=asc&page=2');
    expect(formatQuery(withoutRefusedFilter(tagged, 'LISTING.QUERY_INVALID'))).toBe(
      'searchTag=Not%20A%20Tag!&orderBy=price&order=asc',
    );
    expect(formatQuery(withoutRefusedFilter(tagged, 'LISTING.SEARCH_TAG_INVALID'))).toBe(
      'q=spa&orderBy=price&order=asc',
    );
  });
});
