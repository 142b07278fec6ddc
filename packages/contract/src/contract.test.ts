import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { IntFromString, ListingQueryCodec, ListingResponseCodec, describeErrors, listingPath } from './index';

const deal = {
  id: 7,
  site: 'kerchingie',
  urlPath: '/deal/dublin/x/7/y',
  title: 'T',
  headline: 'H',
  priceMinor: 1500,
  originalPriceMinor: 3000,
  currency: 'EUR',
  discountPercentage: 50,
  imageId: 'i',
  locationShortName: 'dublin',
  categoryShortName: 'food',
  merchantName: 'M',
  closingAt: '2030-01-01T00:00:00.000Z',
  soldOut: false,
};

describe('listing contract', () => {
  it('decodes a listing response', () => {
    expect(E.isRight(ListingResponseCodec.decode({ data: { deals: [deal], mainDeal: null } }))).toBe(true);
  });
  it('rejects a deal with a fractional price or unknown currency', () => {
    expect(
      E.isLeft(ListingResponseCodec.decode({ data: { deals: [{ ...deal, priceMinor: 1.5 }], mainDeal: null } })),
    ).toBe(true);
    expect(E.isLeft(ListingResponseCodec.decode({ data: { deals: [], mainDeal: { ...deal, currency: 'USD' } } }))).toBe(
      true,
    );
  });
  it('reads page numbers from query text and explains bad ones', () => {
    expect(ListingQueryCodec.decode({ page: '2' })).toEqual(E.right({ page: 2 }));
    const bad = ListingQueryCodec.decode({ page: 'two' });
    expect(E.isLeft(bad) && describeErrors(bad.left)).toBe('page: expected a whole number');
  });
  it('encodes the location into the path', () => {
    expect(listingPath('dublin-south')).toBe('/v1/product-listing-page-deal/dublin-south');
  });
  it('property: IntFromString round-trips whole numbers', () => {
    fc.assert(
      fc.property(fc.nat(999_999_999), (n) => {
        expect(IntFromString.decode(IntFromString.encode(n))).toEqual(E.right(n));
      }),
    );
  });
});
