import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  FILTER_KEYS,
  type FilterParam,
  type ListingFilters,
  PAGE_KEY,
  addFilterValue,
  buildListingQuery,
  clearFilters,
  isFilterKey,
  orderedPriceRange,
  parseListingFilters,
  removeFilterValue,
  setFilter,
  toggleFilterValue,
} from './filters';
import { priceSlider } from './priceSlider';
import { type Query, formatQuery, getAll, parseQuery } from './queryString';
import { SORT_OPTION_VALUES } from './sort';

const word = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 8 });
const optionOf = <A>(arb: fc.Arbitrary<A>): fc.Arbitrary<O.Option<A>> =>
  fc.option(arb, { nil: undefined }).map((a) => (a === undefined ? O.none : O.some(a)));
const price = fc.integer({ min: 0, max: 5000 });
const hasKey = (query: Query, key: string): boolean => getAll(query, key).length > 0;

const filters: fc.Arbitrary<ListingFilters> = fc.record({
  location: optionOf(word),
  category: optionOf(word),
  subcategory: optionOf(word),
  categories: fc.uniqueArray(word, { maxLength: 3 }),
  searchTag: optionOf(word),
  q: optionOf(word),
  giftFor: optionOf(word),
  sort: fc.constantFrom(...SORT_OPTION_VALUES),
  minPrice: optionOf(price),
  maxPrice: optionOf(price),
  vip: fc.boolean(),
  facets: fc.array(fc.record({ name: word, value: word }), { maxLength: 3 }),
  page: fc.nat({ max: 500 }),
});

const singleKeys = FILTER_KEYS.filter((k) => k !== 'page');
const filterParam: fc.Arbitrary<FilterParam> = fc.oneof(
  fc.constantFrom(...singleKeys),
  word.map((name): FilterParam => `f_${name}`),
);
const anyQuery: fc.Arbitrary<Query> = fc.array(
  fc.tuple(fc.oneof(fc.constantFrom(...FILTER_KEYS, 'usr_src', 'gclid', 'f_brand'), word), word),
  { maxLength: 8 },
);

describe('filter URL properties', () => {
  it('property: filter URL round trip (build, format, parse gives the filters back, the price range lower first)', () => {
    fc.assert(
      fc.property(filters, (f) => {
        const range = orderedPriceRange(f.minPrice, f.maxPrice);
        expect(parseListingFilters(parseQuery(formatQuery(buildListingQuery(f, O.none))))).toEqual({
          ...f,
          minPrice: range.min,
          maxPrice: range.max,
        });
      }),
    );
  });
  it('property: a price range read from a URL has its lower bound first and the same two prices', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const read = parseListingFilters(parseQuery(`minPrice=${a}&maxPrice=${b}`));
        expect(read.minPrice).toEqual(O.some(Math.min(a, b)));
        expect(read.maxPrice).toEqual(O.some(Math.max(a, b)));
        // A bound on its own is kept as it is.
        expect(parseListingFilters(parseQuery(`maxPrice=${b}`)).maxPrice).toEqual(O.some(b));
      }),
    );
  });
  it('property: build omits defaults (popularity sort, page 0, vip false, prices at the slider ends)', () => {
    fc.assert(
      fc.property(filters, price, price, (f, a, b) => {
        const slider = priceSlider(a, b);
        const query = buildListingQuery(f, O.some(slider));
        expect(hasKey(query, 'orderBy') || hasKey(query, 'order')).toBe(f.sort !== 'popularity');
        expect(hasKey(query, PAGE_KEY)).toBe(f.page > 0);
        expect(hasKey(query, 'vip')).toBe(f.vip);
        getAll(query, 'minPrice').forEach((v) => expect(Number(v)).toBeGreaterThan(slider.start));
        getAll(query, 'maxPrice').forEach((v) => expect(Number(v)).toBeLessThan(slider.end));
        const parsed = parseListingFilters(query);
        expect(parsed.sort).toBe(f.sort);
        expect(parsed.page).toBe(f.page);
      }),
    );
  });
  it('property: changing any filter resets paging and keeps every non-filter parameter', () => {
    fc.assert(
      fc.property(
        anyQuery,
        filterParam,
        word,
        fc.constantFrom('set', 'unset', 'add', 'remove', 'toggle', 'clear'),
        (query, key, value, change) => {
          const withPage: Query = [...query, [PAGE_KEY, '7']];
          const next = {
            set: () => setFilter(withPage, key, O.some(value)),
            unset: () => setFilter(withPage, key, O.none),
            add: () => addFilterValue(withPage, key, value),
            remove: () => removeFilterValue(withPage, key, value),
            toggle: () => toggleFilterValue(withPage, key, value),
            clear: () => clearFilters(withPage),
          }[change]();
          expect(hasKey(next, PAGE_KEY)).toBe(false);
          expect(next.filter(([k]) => !isFilterKey(k))).toEqual(withPage.filter(([k]) => !isFilterKey(k)));
        },
      ),
    );
  });
  it('property: toggling a value twice restores its presence; adding is idempotent', () => {
    fc.assert(
      fc.property(anyQuery, filterParam, word, (query, key, value) => {
        const twice = toggleFilterValue(toggleFilterValue(query, key, value), key, value);
        expect(getAll(twice, key).includes(value)).toBe(getAll(query, key).includes(value));
        const once = addFilterValue(query, key, value);
        expect(addFilterValue(once, key, value)).toEqual(once);
      }),
    );
  });
});
