/**
 * A calendar day as a shopper reads it, in British and Irish English: "Friday 12 June 2026".
 * The day is the local day at the given offset from UTC (the domain has no time-zone database: the
 * caller passes the site's offset). OUR CHOICE of format: weekday, day without a leading zero,
 * full month name, year.
 */
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

/** Index into a fixed list without an unreachable default: `slice` keeps the lookup total. */
const nameAt = (names: readonly string[], index: number): string => names.slice(index, index + 1).join('');

export const formatCalendarDay = (at: Date, utcOffsetMinutes = 0): string => {
  const local = new Date(at.getTime() + utcOffsetMinutes * 60_000);
  return `${nameAt(WEEKDAYS, local.getUTCDay())} ${local.getUTCDate()} ${nameAt(MONTHS, local.getUTCMonth())} ${local.getUTCFullYear()}`;
};

/** A month as a calendar heads it: "December 2026" (month 1 to 12). */
export const formatYearMonth = (year: number, month: number): string => `${nameAt(MONTHS, month - 1)} ${year}`;

/** Monday-first weekday names, for a calendar's column heads: the same names, Sunday moved last. */
export const weekdaysFromMonday = (): readonly string[] => [...WEEKDAYS.slice(1), ...WEEKDAYS.slice(0, 1)];
