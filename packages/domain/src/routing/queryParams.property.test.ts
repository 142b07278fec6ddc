import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { parseQuery } from '../listing/queryString';
import { hotelAdParams, isIsoDate } from './hotelAds';
import { type UserSource, formatUserSource, parseUserSource } from './userSource';

describe('deal-page query parameter properties', () => {
  it('property: a valid calendar date always reads back, whatever surrounds it in the query', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2999, 11, 31)), noInvalidDate: true }),
        (date) => {
          const iso = date.toISOString().slice(0, 10);
          expect(isIsoDate(iso)).toBe(true);
          expect(hotelAdParams(parseQuery(`x=1&arrival=${iso}&departure=${iso}`)).checkIn).toEqual(O.some(iso));
        },
      ),
    );
  });
  it('property: usr_src values round trip', () => {
    const source: fc.Arbitrary<UserSource> = fc.oneof(
      fc.constantFrom<UserSource>({ kind: 'search' }, { kind: 'recentlyViewed' }, { kind: 'recommended' }),
      fc.string().map((placement): UserSource => ({ kind: 'sponsoredSearch', placement })),
    );
    fc.assert(
      fc.property(source, (s) => {
        expect(parseUserSource(formatUserSource(s))).toEqual(O.some(s));
      }),
    );
  });
});
