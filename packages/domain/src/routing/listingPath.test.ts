import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { buildGiftFinderPath, buildListingPath, mapViewPagePath, parseListingPath } from './listingPath';

const codeOf = (path: string) => {
  const result = parseListingPath(path);
  return E.isLeft(result) ? result.left.code : 'ok';
};

describe('listing paths: {location}/{category}/{subCategory}/{subSubCategory}/{dealId} (spec 2 §7.4)', () => {
  it('local deals carry a location short name', () => {
    expect(
      buildListingPath({
        kind: 'listing',
        location: { kind: 'local', shortName: 'london' },
        categories: ['beauty', 'facials'],
        dealId: O.some(42),
      }),
    ).toBe('london/beauty/facials/42');
    expect(parseListingPath('london/beauty/facials/42')).toEqual(
      E.right({
        kind: 'listing',
        location: { kind: 'local', shortName: 'london' },
        categories: ['beauty', 'facials'],
        dealId: O.some(42),
      }),
    );
  });
  it('national deals use location national-deal (shop)', () => {
    expect(
      buildListingPath({
        kind: 'listing',
        location: { kind: 'national' },
        categories: ['electricals'],
        dealId: O.none,
      }),
    ).toBe('national-deal/electricals');
    expect(parseListingPath('/deals/shop/electricals')).toEqual(
      E.right({ kind: 'listing', location: { kind: 'national' }, categories: ['electricals'], dealId: O.none }),
    );
  });
  it('near-me is for hyperlocal deals; travel or escapes has its own location', () => {
    expect(
      buildListingPath({ kind: 'listing', location: { kind: 'hyperlocal' }, categories: ['beauty'], dealId: O.none }),
    ).toBe('near-me/beauty');
    expect(
      buildListingPath({
        kind: 'listing',
        location: { kind: 'travel', segment: 'escapes' },
        categories: [],
        dealId: O.none,
      }),
    ).toBe('escapes');
    expect(parseListingPath('travel/uk')).toEqual(
      E.right({ kind: 'listing', location: { kind: 'travel', segment: 'travel' }, categories: ['uk'], dealId: O.none }),
    );
  });
  it('special pages use {location}/special/{slug}', () => {
    expect(
      buildListingPath({ kind: 'special', location: { kind: 'local', shortName: 'leeds' }, slug: 'valentines' }),
    ).toBe('leeds/special/valentines');
    expect(parseListingPath('leeds/special/valentines')).toEqual(
      E.right({ kind: 'special', location: { kind: 'local', shortName: 'leeds' }, slug: 'valentines' }),
    );
    expect(codeOf('leeds/special')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('leeds/special/a/b')).toBe('ROUTE.LISTING_PATH_INVALID');
  });
  it('gift finder {base}/{path}/gift-finder, with giftFor giving gift-finder/gifts-for-{value}', () => {
    expect(buildGiftFinderPath('/deal', 'dublin', O.none)).toBe('/deal/dublin/gift-finder');
    expect(buildGiftFinderPath('/deals/', '/shop/gifts/', O.some('mum'))).toBe(
      '/deals/shop/gifts/gift-finder/gifts-for-mum',
    );
    expect(buildGiftFinderPath('/deals', '', O.some(''))).toBe('/deals/gift-finder');
    expect(
      buildListingPath({
        kind: 'giftFinder',
        location: { kind: 'national' },
        categories: ['gifts'],
        giftFor: O.some('little-ones'),
      }),
    ).toBe('national-deal/gifts/gift-finder/gifts-for-little-ones');
    expect(parseListingPath('dublin/gift-finder/gifts-for-dad')).toEqual(
      E.right({
        kind: 'giftFinder',
        location: { kind: 'local', shortName: 'dublin' },
        categories: [],
        giftFor: O.some('dad'),
      }),
    );
    expect(codeOf('dublin/gift-finder/for-dad')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('dublin/gift-finder/gifts-for-')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('dublin/a/b/c/d/gift-finder')).toBe('ROUTE.LISTING_PATH_INVALID');
  });
  it('rejects an empty path, more than three categories and an id before the end', () => {
    expect(codeOf('/deals')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('london/a/b/c/d')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('london/12/beauty')).toBe('ROUTE.LISTING_PATH_INVALID');
    expect(codeOf('')).toBe('ROUTE.EMPTY_PATH');
  });
});

describe('the map view path', () => {
  it('names the town in the query, encoded', () => {
    expect(mapViewPagePath('london')).toBe('/map-view?location=london');
    expect(mapViewPagePath('st albans')).toBe('/map-view?location=st%20albans');
  });
});
