/**
 * Booking calendar builders for the tests of every package: a date from its text, open calendar
 * days (two-night stays at £100 unless changed), and calendars laid out from day specs (what the
 * property tests generate), all checked by the domain's own `calendarDay` and `calendarDays`.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type CalendarDay,
  type CalendarDayInput,
  type CalendarDays,
  calendarDay,
  calendarDays,
  indexCalendarDays,
} from '../calendarDay';
import { type DateString, dateStringOfEpochDay, datesFromTo, isDateString, plusDays } from '../dateString';

/** The date of a 'YYYY-MM-DD' text; throws for anything else (tests only). */
export const aDate = (text: string): DateString => {
  if (!isDateString(text)) throw new Error(`${text} is not a date`);
  return text;
};

/** An open day: arrival, departure and sale, two-night stays from £100. */
export const aCalendarDay = (dateString: string, overrides: Partial<CalendarDayInput> = {}): CalendarDay =>
  E.getOrElseW((error: { readonly detail: string }) => {
    throw new Error(error.detail);
  })(
    calendarDay({
      dateString,
      minPrice: 10_000,
      vipPrice: O.none,
      additionalCostText: O.none,
      minLengthOfStay: 2,
      maxLengthOfStay: 2,
      openForArrival: true,
      openForDeparture: true,
      openForSale: true,
      soldOut: false,
      vipDiscountAllowed: false,
      ...overrides,
    }),
  );

/** A day for every date from `from` to `to`, both included, each changed as `change` says. */
export const aCalendar = (
  from: string,
  to: string,
  change: (date: DateString) => Partial<CalendarDayInput> = () => ({}),
): readonly CalendarDay[] => datesFromTo(aDate(from), aDate(to)).map((date) => aCalendarDay(date, change(date)));

/**
 * `count` days from `from`, indexed by date: each as `defaults` makes it (over aCalendarDay's open
 * two-night £100 day), the days `changes` names changed further.
 */
export const someDays = (
  from: string,
  count: number,
  defaults: Partial<CalendarDayInput>,
  changes: Readonly<Record<string, Partial<CalendarDayInput>>> = {},
): CalendarDays =>
  indexCalendarDays(aCalendar(from, plusDays(aDate(from), count - 1), (date) => ({ ...defaults, ...changes[date] })));

/** One day of a calendar laid out by `buildCalendar`: what the property tests generate. */
export interface DaySpec {
  readonly minPrice: number;
  readonly vipPrice: O.Option<number>;
  readonly vipDiscountAllowed: boolean;
  readonly minLengthOfStay: number;
  /** Nights the longest stay adds to the shortest. */
  readonly extraNights: number;
  readonly openForArrival: boolean;
  readonly openForDeparture: boolean;
  readonly openForSale: boolean;
  readonly soldOut: boolean;
}

/** The specs as calendar days from `start` (an epoch day), indexed by date. */
export const buildCalendar = (start: number, specs: readonly DaySpec[]): CalendarDays => {
  const result = calendarDays(
    specs.map((spec, i) => ({
      dateString: dateStringOfEpochDay(start + i),
      minPrice: spec.minPrice,
      vipPrice: spec.vipPrice,
      additionalCostText: O.none,
      minLengthOfStay: spec.minLengthOfStay,
      maxLengthOfStay: spec.minLengthOfStay + spec.extraNights,
      openForArrival: spec.openForArrival,
      openForDeparture: spec.openForDeparture,
      openForSale: spec.openForSale,
      soldOut: spec.soldOut,
      vipDiscountAllowed: spec.vipDiscountAllowed,
    })),
  );
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return indexCalendarDays(result.right);
};
