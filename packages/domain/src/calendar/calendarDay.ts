/**
 * The calendar day (spec 1 §3 "Calendar day"): date, dateString, minPrice, vipPrice,
 * additionalCostText, minLengthOfStay, maxLengthOfStay, openForArrival, openForDeparture,
 * openForSale, soldOut, vipDiscountAllowed.
 *
 * `date` is the epoch milliseconds of the day's UTC midnight, always equal to `dateString`. Prices are
 * in minor units (pence, cent). Lengths of stay are in nights, with 1 <= min <= max.
 * A day can be a check-in when it is open for arrival, open for sale and not sold out; a check-out
 * when it is open for departure.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { type DateString, parseDateString, utcMidnightOf } from './dateString';
import { CALENDAR_LOAD_FAILED } from './messages';

export interface CalendarDay {
  readonly date: number;
  readonly dateString: DateString;
  readonly minPrice: number;
  readonly vipPrice: O.Option<number>;
  readonly additionalCostText: O.Option<string>;
  readonly minLengthOfStay: number;
  readonly maxLengthOfStay: number;
  readonly openForArrival: boolean;
  readonly openForDeparture: boolean;
  readonly openForSale: boolean;
  readonly soldOut: boolean;
  readonly vipDiscountAllowed: boolean;
}

/** A day as received, before its date and stay lengths are checked. */
export type CalendarDayInput = Omit<CalendarDay, 'date' | 'dateString'> & { readonly dateString: string };

export type CalendarDayErrorCode =
  'CALENDAR.DATE_INVALID' | 'CALENDAR.LENGTH_OF_STAY_INVALID' | 'CALENDAR.PRICE_INVALID';

/** Calendar days by date, for lookups. */
export type CalendarDays = ReadonlyMap<DateString, CalendarDay>;

const isPrice = (value: number): boolean => Number.isFinite(value) && value >= 0;

export const calendarDay = (input: CalendarDayInput): E.Either<DomainError<CalendarDayErrorCode>, CalendarDay> =>
  pipe(
    parseDateString(input.dateString),
    E.fromOption(() => domainError('CALENDAR.DATE_INVALID', `"${input.dateString}" is not a YYYY-MM-DD date`)),
    E.filterOrElseW(
      () =>
        Number.isInteger(input.minLengthOfStay) &&
        input.minLengthOfStay >= 1 &&
        Number.isInteger(input.maxLengthOfStay) &&
        input.maxLengthOfStay >= input.minLengthOfStay,
      () => domainError('CALENDAR.LENGTH_OF_STAY_INVALID', `${input.dateString}: stay must be 1 <= min <= max nights`),
    ),
    E.filterOrElseW(
      () =>
        isPrice(input.minPrice) &&
        pipe(
          input.vipPrice,
          O.match(() => true, isPrice),
        ),
      () => domainError('CALENDAR.PRICE_INVALID', `${input.dateString}: prices must be non-negative`),
    ),
    E.map((dateString) => ({ ...input, dateString, date: utcMidnightOf(dateString) })),
  );

/** Every day, or the first problem found. */
export const calendarDays = (
  inputs: readonly CalendarDayInput[],
): E.Either<DomainError<CalendarDayErrorCode>, readonly CalendarDay[]> => E.traverseArray(calendarDay)(inputs);

export interface CalendarLoad {
  readonly days: readonly CalendarDay[];
  readonly notice: O.Option<string>;
}

/** A malformed calendar response gives an empty calendar and an error notice (spec 2 §8). */
export const loadCalendar = (inputs: readonly CalendarDayInput[]): CalendarLoad =>
  pipe(
    calendarDays(inputs),
    E.match(
      (): CalendarLoad => ({ days: [], notice: O.some(CALENDAR_LOAD_FAILED) }),
      (days): CalendarLoad => ({ days, notice: O.none }),
    ),
  );

/** Later days with the same date replace earlier ones. */
export const indexCalendarDays = (days: readonly CalendarDay[]): CalendarDays =>
  new Map(days.map((day) => [day.dateString, day]));

export const canCheckInOn = (day: CalendarDay): boolean => day.openForArrival && day.openForSale && !day.soldOut;

export const canCheckOutOn = (day: CalendarDay): boolean => day.openForDeparture;

/** The price shown on the day: the VIP price for a VIP when the day allows the VIP discount, never above minPrice. */
export const calendarDayPrice = (day: CalendarDay, isVip: boolean): number =>
  pipe(
    day.vipPrice,
    O.filter(() => isVip && day.vipDiscountAllowed),
    O.match(
      () => day.minPrice,
      (vipPrice) => Math.min(vipPrice, day.minPrice),
    ),
  );
