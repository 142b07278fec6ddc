import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { DEFAULT_SORT, SORT_OPTIONS, SORT_OPTION_VALUES, sortFromParams, SORT_LABELS, sortParams } from './sort';

describe('sort options (spec 1 §3 "Sort options")', () => {
  it('lists popularity, price (high to low), discountPercentage, recentlyAdded, pricelow with labels', () => {
    expect(SORT_OPTIONS.map((o) => o.value)).toEqual([
      'popularity',
      'price',
      'discountPercentage',
      'recentlyAdded',
      'pricelow',
    ]);
    expect(SORT_LABELS.price).toBe('Price (high to low)');
    expect(SORT_LABELS.pricelow).toBe('Price (low to high)');
    expect(SORT_OPTIONS.every((o) => o.label.length > 0)).toBe(true);
  });
  it('the default is -1 or popularity (spec 1 §5)', () => {
    expect(DEFAULT_SORT).toBe('popularity');
    expect(sortFromParams(O.some('-1'), O.none)).toBe(DEFAULT_SORT);
    expect(sortFromParams(O.some('popularity'), O.none)).toBe(DEFAULT_SORT);
    expect(sortFromParams(O.some(''), O.none)).toBe(DEFAULT_SORT);
    expect(sortFromParams(O.some('price'), O.none)).not.toBe(DEFAULT_SORT);
    expect(sortParams('popularity')).toEqual(O.none);
  });
  it('maps each option to orderBy and order and back', () => {
    expect(sortParams('price')).toEqual(O.some({ orderBy: 'price', order: 'desc' }));
    expect(sortParams('pricelow')).toEqual(O.some({ orderBy: 'price', order: 'asc' }));
    for (const option of SORT_OPTION_VALUES) {
      const params = sortParams(option);
      const back = O.isSome(params)
        ? sortFromParams(O.some(params.value.orderBy), O.some(params.value.order))
        : sortFromParams(O.none, O.none);
      expect(back).toBe(option);
    }
  });
  it('reads -1, unknown values and a named option in orderBy', () => {
    expect(sortFromParams(O.some('-1'), O.none)).toBe('popularity');
    expect(sortFromParams(O.some('cheapest'), O.some('asc'))).toBe('popularity');
    expect(sortFromParams(O.some('pricelow'), O.none)).toBe('pricelow');
    expect(sortFromParams(O.some('price'), O.none)).toBe('price');
    expect(sortFromParams(O.some('price'), O.some('ASC'))).toBe('pricelow');
  });
});
