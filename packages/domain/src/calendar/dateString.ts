/**
 * Calendar dates as 'YYYY-MM-DD' strings, with pure UTC day arithmetic (no clock, no time zone).
 * A `DateString` is a real calendar date (no 2024-02-30); build one with `parseDateString` or from a
 * day number. Supported years are 0000 to 9999.
 */
import * as O from 'fp-ts/Option';
import * as N from 'fp-ts/number';
import * as Ord from 'fp-ts/Ord';
import { pipe } from 'fp-ts/function';

export type DateString = string & { readonly __brand: 'DateString' };

const MS_PER_DAY = 86_400_000;
const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

const isoDay = (epochMs: number): string => new Date(epochMs).toISOString().slice(0, 10);

export const isDateString = (text: string): text is DateString => {
  if (!SHAPE.test(text)) return false;
  const ms = Date.parse(`${text}T00:00:00Z`);
  return !Number.isNaN(ms) && isoDay(ms) === text;
};

export const parseDateString = (text: string): O.Option<DateString> => O.fromPredicate(isDateString)(text);

/** Days since 1970-01-01 (negative before). */
export const epochDayOf = (date: DateString): number => Date.parse(`${date}T00:00:00Z`) / MS_PER_DAY;

/**
 * The date of a day number. The only place a string becomes a DateString without a check: the ISO
 * form of a whole UTC day is a valid date by construction (within the supported years).
 */
export const dateStringOfEpochDay = (epochDay: number): DateString =>
  isoDay(Math.trunc(epochDay) * MS_PER_DAY) as DateString;

/** The UTC calendar day of an instant. */
export const dateStringOfInstant = (at: Date): DateString =>
  dateStringOfEpochDay(Math.floor(at.getTime() / MS_PER_DAY));

/** Epoch milliseconds of the date's UTC midnight. */
export const utcMidnightOf = (date: DateString): number => epochDayOf(date) * MS_PER_DAY;

export const plusDays = (date: DateString, days: number): DateString =>
  dateStringOfEpochDay(epochDayOf(date) + Math.trunc(days));

/** Nights from check-in to check-out (negative when check-out comes first). */
export const nightsBetween = (checkIn: DateString, checkOut: DateString): number =>
  epochDayOf(checkOut) - epochDayOf(checkIn);

/** Every date from `from` to `to`, both included; empty when `to` comes first. */
export const datesFromTo = (from: DateString, to: DateString): readonly DateString[] =>
  Array.from({ length: Math.max(0, nightsBetween(from, to) + 1) }, (_, i) => plusDays(from, i));

export const ordDateString: Ord.Ord<DateString> = pipe(N.Ord, Ord.contramap(epochDayOf));
