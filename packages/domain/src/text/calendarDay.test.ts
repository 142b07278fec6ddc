import { describe, expect, it } from 'vitest';
import { formatCalendarDay, formatYearMonth, weekdaysFromMonday } from './calendarDay';

describe('formatCalendarDay', () => {
  it('writes weekday, day, month and year of the local day', () => {
    expect(formatCalendarDay(new Date('2026-06-12T10:00:00.000Z'))).toBe('Friday 12 June 2026');
    expect(formatCalendarDay(new Date('2026-06-12T23:30:00.000Z'), 60)).toBe('Saturday 13 June 2026');
    expect(formatCalendarDay(new Date('2027-01-01T00:00:00.000Z'))).toBe('Friday 1 January 2027');
  });
});

describe('formatYearMonth and weekdaysFromMonday', () => {
  it('heads a calendar month and its columns', () => {
    expect(formatYearMonth(2026, 12)).toBe('December 2026');
    expect(formatYearMonth(2027, 1)).toBe('January 2027');
    expect(weekdaysFromMonday()).toEqual([
      'Monday',
      'Tuesday',
      'Wednesday',
      'Thursday',
      'Friday',
      'Saturday',
      'Sunday',
    ]);
  });
});
