/**
 * Calendar arithmetic on instants, in UTC, for validity periods ("valid 3 months", "within 14
 * days"). Adding months keeps the day of the month and the time of day, clamped to the last day of
 * a shorter month (31 January + 1 month = 28 or 29 February).
 */

export const MILLIS_PER_HOUR = 3_600_000;
export const MILLIS_PER_DAY = 24 * MILLIS_PER_HOUR;

export const addHours = (instant: Date, hours: number): Date => new Date(instant.getTime() + hours * MILLIS_PER_HOUR);

export const addDays = (instant: Date, days: number): Date => new Date(instant.getTime() + days * MILLIS_PER_DAY);

const daysInUtcMonth = (year: number, monthIndex: number): number =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate();

export const addMonths = (instant: Date, months: number): Date => {
  const year = instant.getUTCFullYear();
  const targetMonth = instant.getUTCMonth() + months;
  const day = Math.min(instant.getUTCDate(), daysInUtcMonth(year, targetMonth));
  const midnight = Date.UTC(year, targetMonth, day);
  const timeOfDay = instant.getTime() - Date.UTC(year, instant.getUTCMonth(), instant.getUTCDate());
  return new Date(midnight + timeOfDay);
};
