/**
 * GET /v1/availability/deal/{id} (spec 2 §7.5 "Calendar and flights"; spec 1 §3 "Calendar day"):
 * the booking calendar of a deal sold by date, for one of its products and one month.
 *
 * Query: `leadProductId` (the product; the deal's lead product when absent or not the deal's),
 * `month` (1 to 12) and `year` (four digits), given together; without them, or for a month
 * outside the calendar's year (before this month, or more than a year ahead), the answer shows the
 * first month a stay can start in. `quantity` (1 or more), `nights` (1 to 16, spec 2 §9),
 * `googleHotelAds` (true or false) and `departureAirport` (one of spec 2 §9's) are checked and
 * change nothing (flights and per-quantity prices are not offered).
 *
 * Answer `{ data }`: `calendarDateViewVOList`, the days of the month shown, earliest first, each a
 * Calendar day of spec 1 §3; `currentMonth`/`currentYear`, the month shown; the next and previous
 * months a stay can start in (null when none); `lastAvailableStay`, the last date a stay can start
 * on (null when none). Money is in minor units with a `Minor` suffix (ADR 4), as in the deal
 * answers; `date` is the epoch milliseconds of the day's UTC midnight, `dateString` 'YYYY-MM-DD'.
 */
import * as E from 'fp-ts/Either';
import * as t from 'io-ts';
import * as O from 'fp-ts/Option';
import {
  type CalendarDay,
  DEPARTURE_AIRPORTS,
  type DateString,
  MAX_NIGHTS,
  MIN_NIGHTS,
  type YearMonth,
  isSupportedNights,
  yearMonthOf,
} from '@kerching/domain/calendar';
import { Integer } from '../deals/dealSummary';
import { FlagFromString } from '../codecs';

/**
 * A whole number in a query, of at most `digits` digits, that `accepts` takes; `expected` says what
 * is wanted when it is not.
 */
const wholeNumberFromString = (
  name: string,
  digits: number,
  accepts: (n: number) => boolean,
  expected: string,
): t.Type<number, string, unknown> => {
  const pattern = new RegExp(`^\\d{1,${digits}}$`);
  return new t.Type<number, string, unknown>(
    name,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && accepts(u),
    (u, c) =>
      typeof u === 'string' && pattern.test(u) && accepts(Number(u)) ? t.success(Number(u)) : t.failure(u, c, expected),
    String,
  );
};

/** A month number in a query: 1 to 12. */
export const MonthFromString = wholeNumberFromString(
  'MonthFromString',
  2,
  (n) => n >= 1 && n <= 12,
  'a month from 1 to 12',
);

/** A year in a query: four digits. */
export const YearFromString = wholeNumberFromString(
  'YearFromString',
  4,
  (n) => n >= 1000 && n <= 9999,
  'a year such as 2026',
);

/** A product id in a query: 1 to 9 digits. */
const ProductIdFromString = wholeNumberFromString(
  'ProductIdFromString',
  9,
  (n) => n >= 1,
  'a product id (a whole number)',
);

/**
 * A number of nights in a query: the calendar's 1 to 16 (domain isSupportedNights). Plain checks
 * rather than the domain's parsers: their fp-ts helpers would join the shell's chunk (fp-ts's
 * Option lives there) and every page's first load.
 */
const NightsFromString = wholeNumberFromString(
  'NightsFromString',
  2,
  isSupportedNights,
  `a number of nights from ${MIN_NIGHTS} to ${MAX_NIGHTS}`,
);

/** A quantity in a query: a whole number, 1 or more. */
const QuantityFromString = wholeNumberFromString('QuantityFromString', 6, (n) => n >= 1, 'a quantity of 1 or more');

/** A departure airport in a query: one of the calendar's, in any case (domain DEPARTURE_AIRPORTS). */
const AirportFromString = new t.Type<string, string, unknown>(
  'AirportFromString',
  (u): u is string => typeof u === 'string' && DEPARTURE_AIRPORTS.some((code) => code === u),
  (u, c) => {
    const code =
      typeof u === 'string' ? DEPARTURE_AIRPORTS.find((known) => known === u.trim().toUpperCase()) : undefined;
    return code === undefined ? t.failure(u, c, 'a departure airport such as LGW') : t.success(code);
  },
  String,
);

/** GET /v1/availability/deal/{id}?leadProductId&month&year (quantity, nights and the rest checked, unused). */
export const AvailabilityQueryCodec = t.partial({
  leadProductId: ProductIdFromString,
  month: MonthFromString,
  year: YearFromString,
  quantity: QuantityFromString,
  nights: NightsFromString,
  googleHotelAds: FlagFromString,
  departureAirport: AirportFromString,
});
export type AvailabilityQuery = t.TypeOf<typeof AvailabilityQueryCodec>;

/** The month asked for: none when neither month nor year is given; a sentence when only one is. */
export const monthOfAvailabilityQuery = (
  query: Pick<AvailabilityQuery, 'month' | 'year'>,
): E.Either<string, O.Option<YearMonth>> => {
  if (query.month === undefined && query.year === undefined) return E.right(O.none);
  if (query.month !== undefined && query.year !== undefined)
    return E.right(O.some({ year: query.year, month: query.month }));
  return E.left('month and year go together: give both or neither');
};

const nullable = <C extends t.Mixed>(codec: C) => t.union([codec, t.null]);

/** A calendar day on the wire (spec 1 §3 "Calendar day"), money in minor units. */
export const CalendarDateWireCodec = t.type({
  date: Integer,
  dateString: t.string,
  minPriceMinor: Integer,
  vipPriceMinor: nullable(Integer),
  additionalCostText: nullable(t.string),
  minLengthOfStay: Integer,
  maxLengthOfStay: Integer,
  openForArrival: t.boolean,
  openForDeparture: t.boolean,
  openForSale: t.boolean,
  soldOut: t.boolean,
  vipDiscountAllowed: t.boolean,
});
export type CalendarDateWire = t.TypeOf<typeof CalendarDateWireCodec>;

export const AvailabilityResponseCodec = t.type({
  data: t.type({
    calendarDateViewVOList: t.array(CalendarDateWireCodec),
    currentMonth: Integer,
    currentYear: Integer,
    nextAvailableMonth: nullable(Integer),
    nextAvailableYear: nullable(Integer),
    previousAvailableMonth: nullable(Integer),
    previousAvailableYear: nullable(Integer),
    lastAvailableStay: nullable(t.string),
  }),
});
export type AvailabilityResponse = t.TypeOf<typeof AvailabilityResponseCodec>;

/** What the answer is made from: the application's DealCalendar has this shape. */
export interface AvailabilitySource {
  readonly month: YearMonth;
  readonly days: readonly CalendarDay[];
  readonly previous: O.Option<YearMonth>;
  readonly next: O.Option<YearMonth>;
  readonly lastAvailableStay: O.Option<DateString>;
}

export const calendarDateWire = (day: CalendarDay): CalendarDateWire => ({
  date: day.date,
  dateString: day.dateString,
  minPriceMinor: day.minPrice,
  vipPriceMinor: O.toNullable(day.vipPrice),
  additionalCostText: O.toNullable(day.additionalCostText),
  minLengthOfStay: day.minLengthOfStay,
  maxLengthOfStay: day.maxLengthOfStay,
  openForArrival: day.openForArrival,
  openForDeparture: day.openForDeparture,
  openForSale: day.openForSale,
  soldOut: day.soldOut,
  vipDiscountAllowed: day.vipDiscountAllowed,
});

const inMonth =
  (month: YearMonth) =>
  (day: CalendarDay): boolean => {
    const of = yearMonthOf(day.dateString);
    return of.year === month.year && of.month === month.month;
  };

/** The answer: the days of the month shown, and the months either side a stay can start in. */
export const availabilityResponse = (calendar: AvailabilitySource): AvailabilityResponse => ({
  data: {
    calendarDateViewVOList: calendar.days.filter(inMonth(calendar.month)).map(calendarDateWire),
    currentMonth: calendar.month.month,
    currentYear: calendar.month.year,
    nextAvailableMonth: O.toNullable(O.map((m: YearMonth) => m.month)(calendar.next)),
    nextAvailableYear: O.toNullable(O.map((m: YearMonth) => m.year)(calendar.next)),
    previousAvailableMonth: O.toNullable(O.map((m: YearMonth) => m.month)(calendar.previous)),
    previousAvailableYear: O.toNullable(O.map((m: YearMonth) => m.year)(calendar.previous)),
    lastAvailableStay: O.toNullable(calendar.lastAvailableStay),
  },
});
