import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { parseQuery } from '../listing/queryString';
import { hotelAdParams, isGoogleHotelAd, isIsoDate } from './hotelAds';
import { parseUserSource, userSourceFromQuery } from './userSource';

describe('hotel-ad parameters (spec 1 §2, spec 2 §7.5)', () => {
  it('arrival, departure, guests, product id, utm medium, utm source map to checkIn, checkOut, guests, leadInProductId, utmMedium, utmSource', () => {
    const params = hotelAdParams(
      parseQuery(
        'arrival=2025-03-01&departure=2025-03-03&guests=2&productId=9876&utm_medium=paid_hotel_ads&utm_source=google',
      ),
    );
    expect(params).toEqual({
      checkIn: O.some('2025-03-01'),
      checkOut: O.some('2025-03-03'),
      guests: O.some(2),
      leadInProductId: O.some(9876),
      utmMedium: O.some('paid_hotel_ads'),
      utmSource: O.some('google'),
    });
    expect(isGoogleHotelAd(params)).toBe(true);
  });
  it('medium values are free or paid hotel ads, source google', () => {
    const free = hotelAdParams(parseQuery('utm_medium=free_hotel_ads&utm_source=google'));
    expect(isGoogleHotelAd(free)).toBe(true);
    expect(isGoogleHotelAd(hotelAdParams(parseQuery('utm_medium=email&utm_source=google')))).toBe(false);
    expect(isGoogleHotelAd(hotelAdParams(parseQuery('utm_medium=free_hotel_ads&utm_source=bing')))).toBe(false);
    expect(isGoogleHotelAd(hotelAdParams(parseQuery('')))).toBe(false);
  });
  it('drops values without their shape', () => {
    expect(
      hotelAdParams(parseQuery('arrival=2025-02-30&departure=tomorrow&guests=0&productId=abc&utm_source=')),
    ).toEqual({
      checkIn: O.none,
      checkOut: O.none,
      guests: O.none,
      leadInProductId: O.none,
      utmMedium: O.none,
      utmSource: O.none,
    });
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2000-02-29')).toBe(true);
    expect(isIsoDate('1900-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-00-10')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
  });
});

describe('usr_src (spec 1 §2: search, recentlyViewed, recommended, sponsored_search_*)', () => {
  it('reads the four kinds and ignores others', () => {
    expect(parseUserSource('search')).toEqual(O.some({ kind: 'search' }));
    expect(parseUserSource('recentlyViewed')).toEqual(O.some({ kind: 'recentlyViewed' }));
    expect(parseUserSource('recommended')).toEqual(O.some({ kind: 'recommended' }));
    expect(parseUserSource('sponsored_search_top')).toEqual(O.some({ kind: 'sponsoredSearch', placement: 'top' }));
    expect(parseUserSource('email')).toEqual(O.none);
    expect(userSourceFromQuery(parseQuery('usr_src=search&page=2'))).toEqual(O.some({ kind: 'search' }));
    expect(userSourceFromQuery(parseQuery('page=2'))).toEqual(O.none);
  });
});
