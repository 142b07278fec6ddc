/**
 * Months of the calendar (spec 1 §3: currentMonth, currentYear, next and previous available month and
 * year). A month is available when it has at least one day a stay can start on.
 */
import * as O from 'fp-ts/Option';
import * as N from 'fp-ts/number';
import * as Ord from 'fp-ts/Ord';
import { pipe } from 'fp-ts/function';
import { type CalendarDay, canCheckInOn } from './calendarDay';
import { type DateString, epochDayOf, nightsBetween, plusDays } from './dateString';

export interface YearMonth {
  readonly year: number;
  /** 1 to 12. */
  readonly month: number;
}

const monthNumber = (ym: YearMonth): number => ym.year * 12 + (ym.month - 1);
const yearMonthOfNumber = (n: number): YearMonth => ({ year: Math.floor(n / 12), month: (((n % 12) + 12) % 12) + 1 });

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

/** The first day of the month. */
export const firstDayOfMonth = (ym: YearMonth): DateString =>
  `${String(ym.year).padStart(4, '0')}-${String(ym.month).padStart(2, '0')}-01` as DateString;

export const plusMonths = (ym: YearMonth, months: number): YearMonth => yearMonthOfNumber(monthNumber(ym) + months);

/** The month's last day. */
export const lastDayOfMonth = (ym: YearMonth): DateString => plusDays(firstDayOfMonth(plusMonths(ym, 1)), -1);

/**
 * The month as weeks of seven days, Monday first (as British and Irish calendars are), with none
 * before the 1st and after the last day.
 */
export const monthWeeks = (ym: YearMonth): ReadonlyArray<ReadonlyArray<O.Option<DateString>>> => {
  const first = firstDayOfMonth(ym);
  // 1970-01-01 was a Thursday: Monday is 0.
  const lead = (((epochDayOf(first) + 3) % 7) + 7) % 7;
  const length = nightsBetween(first, lastDayOfMonth(ym)) + 1;
  const cells = Math.ceil((lead + length) / 7) * 7;
  const days = Array.from({ length: cells }, (_, i) =>
    i < lead || i >= lead + length ? O.none : O.some(plusDays(first, i - lead)),
  );
  return Array.from({ length: cells / 7 }, (_, w) => days.slice(w * 7, w * 7 + 7));
};

/**
 * "2026-12" -> December 2026; none for anything else, and for December 9999 (its next month, which a
 * calendar pages to, is past the supported years).
 */
export const parseYearMonth = (text: string | null | undefined): O.Option<YearMonth> => {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (match === null) return O.none;
  const ym = { year: Number(match[1]), month: Number(match[2]) };
  return ym.month >= 1 && ym.month <= 12 && !(ym.year === 9999 && ym.month === 12) ? O.some(ym) : O.none;
};

/** December 2026 -> "2026-12". */
export const yearMonthText = (ym: YearMonth): string => firstDayOfMonth(ym).slice(0, 7);
