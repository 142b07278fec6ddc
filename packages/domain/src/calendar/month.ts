/**
 * Months of the calendar (spec 1 §3: currentMonth, currentYear, next and previous available month and
 * year). A month is available when it has at least one day a stay can start on.
 */
import * as O from 'fp-ts/Option';
import * as N from 'fp-ts/number';
import * as Ord from 'fp-ts/Ord';
import { pipe } from 'fp-ts/function';
import { type CalendarDay, canCheckInOn } from './calendarDay';
import type { DateString } from './dateString';

export interface YearMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

const monthNumber = (ym: YearMonth): number => ym.year * 12 + (ym.month - 1);
const yearMonthOfNumber = (n: number): YearMonth => ({ year: Math.floor(n / 12), month: (n % 12) + 1 });

export const ordYearMonth: Ord.Ord<YearMonth> = pipe(N.Ord, Ord.contramap(monthNumber));

export const yearMonthOf = (date: DateString): YearMonth => ({
  year: Number(date.slice(0, 4)),
  month: Number(date.slice(5, 7)),
});

const availableMonthNumbers = (days: readonly CalendarDay[]): readonly number[] =>
  days.filter(canCheckInOn).map((day) => monthNumber(yearMonthOf(day.dateString)));

export const nextAvailableMonth = (days: readonly CalendarDay[], current: YearMonth): O.Option<YearMonth> => {
  const later = availableMonthNumbers(days).filter((n) => n > monthNumber(current));
  return later.length === 0 ? O.none : O.some(yearMonthOfNumber(Math.min(...later)));
};

export const previousAvailableMonth = (days: readonly CalendarDay[], current: YearMonth): O.Option<YearMonth> => {
  const earlier = availableMonthNumbers(days).filter((n) => n < monthNumber(current));
  return earlier.length === 0 ? O.none : O.some(yearMonthOfNumber(Math.max(...earlier)));
};
