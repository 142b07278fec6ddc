import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { listingCriteria } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import {
  DealsFeedResponseCodec,
  IntFromString,
  ListingQueryCodec,
  ListingResponseCodec,
  PriceFromString,
  RecentlyViewedQueryCodec,
  describeErrors,
  dealsFeedPath,
  listingCall,
  listingPath,
  queryPairs,
  specialListingPath,
} from './index';

const deal = aDealSummary(7, { site: 'kerchingie', currency: 'EUR', locationShortName: 'dublin' });
const listing = {
  deals: [deal],
  mainDeal: null,
  count: 1,
  facetedNavigation: {
    filters: [
      {
        key: 'f_feature',
        name: 'feature',
        label: 'Features',
        values: [{ value: 'gift-pack', label: 'Gift pack available', count: 1, selected: false }],
      },
    ],
    navigations: [{ linkText: 'Spa Days', count: 1, shortName: 'spa-days', url: '/deals/dublin/spa-days' }],
    stats: { count: 1, minPriceMinor: 1007, maxPriceMinor: 1007 },
  },
  canonicalUrl: '/deals/dublin',
  location: { shortName: 'dublin', name: 'Dublin' },
  categories: [],
};

describe('listing contract', () => {
  it('decodes a listing response (spec 1 §3 Deals response)', () => {
    expect(E.isRight(ListingResponseCodec.decode({ data: listing }))).toBe(true);
    expect(E.isRight(ListingResponseCodec.decode({ data: { deals: [deal], mainDeal: null } }))).toBe(false);
  });
  it('rejects a deal with a fractional price or unknown currency', () => {
    expect(E.isLeft(ListingResponseCodec.decode({ data: { ...listing, deals: [{ ...deal, priceMinor: 1.5 }] } }))).toBe(
      true,
    );
    expect(
      E.isLeft(ListingResponseCodec.decode({ data: { ...listing, mainDeal: { ...deal, currency: 'USD' } } })),
    ).toBe(true);
  });
  it('reads query values given as lists and explains bad ones', () => {
    expect(ListingQueryCodec.decode({ page: ['2'], usr_src: ['search'] })).toEqual(E.right({ page: 2 }));
    expect(
      ListingQueryCodec.decode({
        minPrice: ['19.99'],
        sort: ['pricelow'],
        vip: [''],
        categories: ['spa', 'food'],
        f_feature: ['gift-pack', 'deposit'],
        f_: ['ignored'],
      }),
    ).toEqual(
      E.right({
        minPrice: 19.99,
        sort: 'pricelow',
        vip: true,
        categories: ['spa', 'food'],
        facets: [
          { name: 'feature', value: 'gift-pack' },
          { name: 'feature', value: 'deposit' },
        ],
      }),
    );
    const bad = ListingQueryCodec.decode({ page: ['two'] });
    expect(E.isLeft(bad) && describeErrors(bad.left)).toBe('page: expected a whole number');
    const twice = ListingQueryCodec.decode({ page: ['1', '2'] });
    expect(E.isLeft(twice) && describeErrors(twice.left)).toBe('page: expected a single value');
    expect(E.isLeft(ListingQueryCodec.decode({ minPrice: ['-1'] }))).toBe(true);
    expect(E.isLeft(ListingQueryCodec.decode({ sort: ['best'] }))).toBe(true);
    expect(E.isLeft(ListingQueryCodec.decode('page=1'))).toBe(true);
    expect(E.isLeft(ListingQueryCodec.decode({ f_x: Array.from({ length: 51 }, () => 'v') }))).toBe(true);
  });
  it('encodes a listing call from criteria, and decodes it back', () => {
    const criteria = listingCriteria({
      site: 'kerching',
      location: 'near-me',
      page: 1,
      pageSize: 9,
      categories: ['beauty-and-spa'],
      offset: 2,
      minPrice: 10,
      maxPrice: 20.5,
      sort: 'price',
      vip: true,
      categoryFilter: ['spa'],
      q: 'glow',
      searchTag: 'date-night',
      area: 'soho',
      near: 'london',
      facets: [{ name: 'rating', value: '4' }],
    });
    if (E.isLeft(criteria)) throw new Error(criteria.left.detail);
    const call = listingCall(criteria.right);
    expect(call.path).toBe('/v1/product-listing-page-deal/near-me/beauty-and-spa');
    const pairs = queryPairs(ListingQueryCodec.encode(call.query));
    expect(pairs).toEqual([
      ['page', '1'],
      ['pageSize', '9'],
      ['offset', '2'],
      ['minPrice', '10'],
      ['maxPrice', '20.5'],
      ['sort', 'price'],
      ['vip', 'true'],
      ['q', 'glow'],
      ['searchTag', 'date-night'],
      ['area', 'soho'],
      ['near', 'london'],
      ['categories', 'spa'],
      ['f_rating', '4'],
    ]);
    const lists: Record<string, string[]> = {};
    for (const [k, v] of pairs) lists[k] = [...(lists[k] ?? []), v];
    expect(ListingQueryCodec.decode(lists)).toEqual(E.right(call.query));
    for (const [location, path] of [
      ['national-deal', '/v1/product-listing-page-deal/national-deal'],
      ['escapes', '/v1/product-listing-page-deal/escapes'],
      ['vip', '/v1/product-listing-page-deal/vip'],
      ['wellness-collection', '/v1/product-listing-page-deal/wellness-collection'],
      ['all-locations', '/v1/product-listing-page-deal/all-locations'],
    ] as const) {
      const c = listingCriteria({ site: 'kerching', location, page: 0, pageSize: 9 });
      if (E.isRight(c)) expect(listingCall(c.right)).toEqual({ path, query: { page: 0, pageSize: 9 } });
    }
    const special = listingCriteria({
      site: 'kerching',
      location: 'london',
      page: 0,
      pageSize: 12,
      special: 'new-products',
    });
    if (E.isRight(special)) expect(listingCall(special.right).path).toBe(specialListingPath('london', 'new-products'));
  });
  it('builds the paths of the listing calls', () => {
    expect(listingPath('dublin-south')).toBe('/v1/product-listing-page-deal/dublin-south');
    expect(listingPath('london', ['a b'])).toBe('/v1/product-listing-page-deal/london/a%20b');
    expect(dealsFeedPath('christmas/for-her')).toBe('/v1/deals-feed/christmas/for-her');
  });
  it('reads repeated recently viewed ids', () => {
    expect(RecentlyViewedQueryCodec.decode({ id: ['3', '1'] })).toEqual(E.right([3, 1]));
    expect(RecentlyViewedQueryCodec.decode({})).toEqual(E.right([]));
    expect(E.isLeft(RecentlyViewedQueryCodec.decode({ id: ['x'] }))).toBe(true);
    expect(E.isLeft(RecentlyViewedQueryCodec.decode({ id: Array.from({ length: 51 }, () => '1') }))).toBe(true);
    expect(E.isLeft(RecentlyViewedQueryCodec.decode(null))).toBe(true);
    expect(RecentlyViewedQueryCodec.encode([3, 1])).toEqual({ id: ['3', '1'] });
  });
  it('decodes a deals feed page (spec 1 §3 Deals feed page)', () => {
    const page = {
      dealsFeed: { dataPageSize: 12, allLocations: true, totalDeals: 1 },
      redirectUrl: null,
      additionalText: '',
      description: 'd',
      listicleDeals: [deal],
      listicleView: false,
      text: '',
      displayName: 'Gifts',
    };
    expect(E.isRight(DealsFeedResponseCodec.decode({ data: page }))).toBe(true);
    expect(E.isLeft(DealsFeedResponseCodec.decode({ data: { ...page, redirectUrl: 3 } }))).toBe(true);
  });
  it('property: IntFromString and PriceFromString round-trip', () => {
    fc.assert(
      fc.property(fc.nat(999_999_999), (n) => {
        expect(IntFromString.decode(IntFromString.encode(n))).toEqual(E.right(n));
        expect(PriceFromString.decode(PriceFromString.encode(n))).toEqual(E.right(n));
      }),
    );
  });
});
