/**
 * Hotel-ad parameters (spec 1 §2 "Query parameters", spec 2 §7.5): arrival, departure, guests,
 * product id, utm medium and utm source arrive on a deal page and map to checkIn, checkOut, guests,
 * leadInProductId, utmMedium and utmSource. Medium values are free or paid hotel ads; the source is
 * google. The incoming names are `arrival`, `departure`, `guests`, `productId`, `utm_medium` and
 * `utm_source`; the medium values are our naming (the spec does not spell them).
 * Values that do not have their shape are dropped: dates are real YYYY-MM-DD dates, guests a whole
 * number from 1, the product id digits.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type Query, getFirst } from '../listing/queryString';
import { isNumericId } from './dealPath';

export const HOTEL_AD_QUERY_KEYS = {
  arrival: 'arrival',
  departure: 'departure',
  guests: 'guests',
  productId: 'productId',
  utmMedium: 'utm_medium',
  utmSource: 'utm_source',
} as const;

export const HOTEL_AD_MEDIUMS = ['free_hotel_ads', 'paid_hotel_ads'] as const;
export type HotelAdMedium = (typeof HOTEL_AD_MEDIUMS)[number];
export const HOTEL_AD_SOURCE = 'google';

export interface HotelAdParams {
  readonly checkIn: O.Option<string>;
  readonly checkOut: O.Option<string>;
  readonly guests: O.Option<number>;
  readonly leadInProductId: O.Option<number>;
  readonly utmMedium: O.Option<string>;
  readonly utmSource: O.Option<string>;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

/** A real calendar date written YYYY-MM-DD (no clock involved). */
export const isIsoDate = (text: string): boolean => {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (match === null) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const monthDays = month === 2 && isLeapYear(year) ? 29 : (DAYS_IN_MONTH[month - 1] ?? 0);
  return day >= 1 && day <= monthDays;
};

const value = (query: Query, key: string): O.Option<string> =>
  pipe(
    getFirst(query, key),
    O.map((v) => v.trim()),
    O.filter((v) => v !== ''),
  );

/** Reads the hotel-ad parameters of a deal page's query. */
export const hotelAdParams = (query: Query): HotelAdParams => ({
  checkIn: pipe(value(query, HOTEL_AD_QUERY_KEYS.arrival), O.filter(isIsoDate)),
  checkOut: pipe(value(query, HOTEL_AD_QUERY_KEYS.departure), O.filter(isIsoDate)),
  guests: pipe(
    value(query, HOTEL_AD_QUERY_KEYS.guests),
    O.filter((v) => /^\d{1,3}$/.test(v)),
    O.map(Number),
    O.filter((n) => n >= 1),
  ),
  leadInProductId: pipe(value(query, HOTEL_AD_QUERY_KEYS.productId), O.filter(isNumericId), O.map(Number)),
  utmMedium: value(query, HOTEL_AD_QUERY_KEYS.utmMedium),
  utmSource: value(query, HOTEL_AD_QUERY_KEYS.utmSource),
});

export const isHotelAdMedium = (medium: string): medium is HotelAdMedium =>
  (HOTEL_AD_MEDIUMS as ReadonlyArray<string>).includes(medium);

/** A visit from a Google hotel ad: source google with a free or paid hotel-ads medium. */
export const isGoogleHotelAd = (params: HotelAdParams): boolean =>
  O.exists((source: string) => source === HOTEL_AD_SOURCE)(params.utmSource) &&
  O.exists(isHotelAdMedium)(params.utmMedium);
