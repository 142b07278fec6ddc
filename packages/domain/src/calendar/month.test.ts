import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import type { CalendarDay } from './calendarDay';
import {
  firstDayOfMonth,
  lastDayOfMonth,
  monthWeeks,
  nextAvailableMonth,
  ordYearMonth,
  parseYearMonth,
  plusMonths,
  previousAvailableMonth,
  yearMonthOf,
  yearMonthText,
} from './month';
import { aCalendarDay } from './testing';

const day = (dateString: string, bookable: boolean): CalendarDay[] => [
  aCalendarDay(dateString, { minPrice: 100, minLengthOfStay: 1, maxLengthOfStay: 3, openForArrival: bookable }),
];

const days = [
  ...day('2024-11-15', true),
  ...day('2025-01-03', false),
  ...day('2025-02-20', true),
  ...day('2025-04-01', true),
];

describe('next and previous available month and year (spec 1 §3)', () => {
  it('skips months without a day to start a stay', () => {
    expect(nextAvailableMonth(days, { year: 2024, month: 12 })).toEqual(O.some({ year: 2025, month: 2 }));
    expect(previousAvailableMonth(days, { year: 2025, month: 2 })).toEqual(O.some({ year: 2024, month: 11 }));
    expect(nextAvailableMonth(days, { year: 2025, month: 4 })).toEqual(O.none);
    expect(previousAvailableMonth(days, { year: 2024, month: 11 })).toEqual(O.none);
  });
  it('reads the month of a date and orders months', () => {
    const [first] = days;
    expect(first === undefined ? undefined : yearMonthOf(first.dateString)).toEqual({ year: 2024, month: 11 });
    expect(ordYearMonth.compare({ year: 2024, month: 12 }, { year: 2025, month: 1 })).toBe(-1);
  });
});

describe('the days of a month', () => {
  it('has a first and a last day', () => {
    expect(firstDayOfMonth({ year: 2026, month: 12 })).toBe('2026-12-01');
    expect(lastDayOfMonth({ year: 2026, month: 12 })).toBe('2026-12-31');
    expect(firstDayOfMonth({ year: 2027, month: 2 })).toBe('2027-02-01');
    expect(lastDayOfMonth({ year: 2027, month: 2 })).toBe('2027-02-28');
    expect(lastDayOfMonth({ year: 2028, month: 2 })).toBe('2028-02-29');
    expect(lastDayOfMonth({ year: 2100, month: 2 })).toBe('2100-02-28');
    expect(lastDayOfMonth({ year: 2000, month: 2 })).toBe('2000-02-29');
    expect(lastDayOfMonth({ year: 2026, month: 4 })).toBe('2026-04-30');
    expect(firstDayOfMonth({ year: 987, month: 3 })).toBe('0987-03-01');
  });
  it('moves by months across years', () => {
    expect(plusMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(plusMonths({ year: 2027, month: 1 }, -1)).toEqual({ year: 2026, month: 12 });
    expect(plusMonths({ year: 2026, month: 5 }, 0)).toEqual({ year: 2026, month: 5 });
    expect(plusMonths({ year: 2026, month: 5 }, 20)).toEqual({ year: 2028, month: 1 });
    expect(plusMonths({ year: 2026, month: 5 }, -17)).toEqual({ year: 2024, month: 12 });
  });
  it('lays December 2026 out in weeks from Monday, the 1st on a Tuesday', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 });
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      O.none,
      O.some('2026-12-01'),
      O.some('2026-12-02'),
      O.some('2026-12-03'),
      O.some('2026-12-04'),
      O.some('2026-12-05'),
      O.some('2026-12-06'),
    ]);
    expect(weeks[4]).toEqual([
      O.some('2026-12-28'),
      O.some('2026-12-29'),
      O.some('2026-12-30'),
      O.some('2026-12-31'),
      O.none,
      O.none,
      O.none,
    ]);
  });
  it('lays February 2027, from a Monday, out in exactly four full weeks', () => {
    const weeks = monthWeeks({ year: 2027, month: 2 });
    expect(weeks).toHaveLength(4);
    expect(weeks[0]?.[0]).toEqual(O.some('2027-02-01'));
    expect(weeks[3]?.[6]).toEqual(O.some('2027-02-28'));
    expect(weeks.flat().every(O.isSome)).toBe(true);
  });
  it('needs six weeks for a 31-day month starting on a Saturday or Sunday', () => {
    // 1 August 2026 is a Saturday; 1 March 2026 is a Sunday.
    expect(monthWeeks({ year: 2026, month: 8 })).toHaveLength(6);
    const march = monthWeeks({ year: 2026, month: 3 });
    expect(march).toHaveLength(6);
    expect(march[0]?.[6]).toEqual(O.some('2026-03-01'));
    expect(march[5]?.[1]).toEqual(O.some('2026-03-31'));
  });
});

describe('a month as text', () => {
  it('reads and writes "YYYY-MM"', () => {
    expect(parseYearMonth('2026-12')).toEqual(O.some({ year: 2026, month: 12 }));
    expect(parseYearMonth('2027-01')).toEqual(O.some({ year: 2027, month: 1 }));
    expect(yearMonthText({ year: 2026, month: 12 })).toBe('2026-12');
    expect(yearMonthText({ year: 2027, month: 1 })).toBe('2027-01');
  });
  it('refuses anything else', () => {
    for (const text of [
      '2026-13',
      '2026-00',
      '2026-1',
      'x',
      '',
      '2026-12-01',
      '26-12',
      ' 2026-12',
      '2026/12',
      null,
      undefined,
    ]) {
      expect(parseYearMonth(text)).toEqual(O.none);
    }
  });
});
