import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { isAboutAPlace, listingOrder, nearMeReadings } from './nearMe';

const none = { special: O.none, area: O.none, near: O.none } as const;

describe('a near-me listing lists the nearest deals to its place first', () => {
  it('knows a request about a place by its area or the place it is near', () => {
    expect(isAboutAPlace({ area: 'soho' })).toBe(true);
    expect(isAboutAPlace({ near: 'camden' })).toBe(true);
    expect(isAboutAPlace({})).toBe(false);
  });
  it('orders a listing about a place nearest first by default', () => {
    expect(listingOrder({ ...none, sort: 'popularity', area: O.some('soho') })).toBe('nearest');
    expect(listingOrder({ ...none, sort: 'popularity', near: O.some('london') })).toBe('nearest');
  });
  it("keeps the shopper's chosen order, and every other listing's own", () => {
    expect(listingOrder({ ...none, sort: 'pricelow', area: O.some('soho') })).toBe('pricelow');
    expect(listingOrder({ ...none, sort: 'popularity' })).toBe('popularity');
    expect(listingOrder({ ...none, sort: 'popularity', special: O.some('new-products'), near: O.some('x') })).toBe(
      'recentlyAdded',
    );
  });
});

describe('the readings of a near-me path', () => {
  const categories = ['beauty-and-spa', 'massage'];
  it('without a slug: the categories near the shopper', () => {
    expect(nearMeReadings(categories, O.none, 'london')).toEqual([{ categories, place: 'london', whole: true }]);
    expect(nearMeReadings([], O.none, 'dublin-south')).toEqual([
      { categories: [], place: 'dublin-south', whole: true },
    ]);
  });
  it('a slug: a sub-sub-category near the shopper, else the place it names, else the sub-category', () => {
    expect(nearMeReadings(categories, O.some('deep-tissue-massage'), 'london')).toEqual([
      { categories: [...categories, 'deep-tissue-massage'], place: 'london', whole: true },
      { categories, place: 'deep-tissue-massage', whole: true },
      // The last resort sets the slug aside.
      { categories, place: 'london', whole: false },
    ]);
    expect(nearMeReadings(categories, O.some('massage-near-camden'), 'london')[1]).toEqual({
      categories,
      place: 'camden',
      whole: true,
    });
    expect(nearMeReadings(categories, O.some('soho'), 'london')[1]).toEqual({ categories, place: 'soho', whole: true });
  });
});
