import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { canCheckInOn } from './calendarDay';
import { dateStringOfEpochDay, isDateString, nightsBetween, plusDays } from './dateString';
import {
  type YearMonth,
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

const days = fc
  .array(fc.record({ day: fc.integer({ min: 19_000, max: 20_500 }), bookable: fc.boolean() }), { maxLength: 30 })
  .map((entries) => {
    return entries.map(({ day, bookable }) =>
      aCalendarDay(dateStringOfEpochDay(day), {
        minPrice: 0,
        minLengthOfStay: 1,
        maxLengthOfStay: 1,
        openForArrival: bookable,
      }),
    );
  });
const month: fc.Arbitrary<YearMonth> = fc.record({
  year: fc.integer({ min: 2021, max: 2026 }),
  month: fc.integer({ min: 1, max: 12 }),
});

describe('available months: properties', () => {
  it('the next (previous) available month is the nearest later (earlier) month holding a day to start a stay', () => {
    fc.assert(
      fc.property(days, month, (list, current) => {
        const available = list.filter(canCheckInOn).map((d) => yearMonthOf(d.dateString));
        const later = available.filter((m) => ordYearMonth.compare(m, current) > 0);
        const earlier = available.filter((m) => ordYearMonth.compare(m, current) < 0);
        const next = nextAvailableMonth(list, current);
        const previous = previousAvailableMonth(list, current);
        expect(O.isSome(next)).toBe(later.length > 0);
        expect(O.isSome(previous)).toBe(earlier.length > 0);
        if (O.isSome(next)) {
          expect(later).toContainEqual(next.value);
          for (const m of later) expect(ordYearMonth.compare(next.value, m)).toBeLessThanOrEqual(0);
        }
        if (O.isSome(previous)) {
          expect(earlier).toContainEqual(previous.value);
          for (const m of earlier) expect(ordYearMonth.compare(previous.value, m)).toBeGreaterThanOrEqual(0);
        }
      }),
    );
  });
});

/** Any month of the supported years but the last (December 9999 has no next month to end on). */
const anyMonth: fc.Arbitrary<YearMonth> = fc.record({
  year: fc.integer({ min: 0, max: 9998 }),
  month: fc.integer({ min: 1, max: 12 }),
});

/** Monday 0 to Sunday 6, from the platform's own calendar. */
const weekdayOf = (date: string): number => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

describe('months: properties', () => {
  it("a month's weeks are rows of seven holding exactly its days, in order, the 1st under its weekday", () => {
    fc.assert(
      fc.property(anyMonth, (ym) => {
        const weeks = monthWeeks(ym);
        const first = firstDayOfMonth(ym);
        const last = lastDayOfMonth(ym);
        expect(isDateString(first) && isDateString(last)).toBe(true);
        expect(yearMonthOf(first)).toEqual(ym);
        expect(yearMonthOf(last)).toEqual(ym);
        expect(yearMonthOf(plusDays(last, 1))).toEqual(plusMonths(ym, 1));
        expect(weeks.length).toBeGreaterThanOrEqual(4);
        expect(weeks.length).toBeLessThanOrEqual(6);
        for (const week of weeks) expect(week).toHaveLength(7);
        const cells = weeks.flat();
        const shown = cells.filter(O.isSome).map((cell) => cell.value);
        const length = nightsBetween(first, last) + 1;
        expect(shown).toEqual(Array.from({ length }, (_, i) => plusDays(first, i)));
        const lead = cells.findIndex(O.isSome);
        expect(lead).toBe(weekdayOf(first));
        // no empty row, and the days run without a gap
        expect(cells.slice(lead, lead + length).every(O.isSome)).toBe(true);
        expect(cells.length - (lead + length)).toBeLessThan(7);
        cells.forEach((cell, i) => {
          if (O.isSome(cell)) expect(weekdayOf(cell.value)).toBe(i % 7);
        });
      }),
    );
  });

  it('moving n months and back returns to the same month, one month at a time', () => {
    fc.assert(
      fc.property(
        fc.record({ year: fc.integer({ min: 100, max: 9899 }), month: fc.integer({ min: 1, max: 12 }) }),
        fc.integer({ min: -1200, max: 1200 }),
        (ym, n) => {
          const moved = plusMonths(ym, n);
          expect(moved.month).toBeGreaterThanOrEqual(1);
          expect(moved.month).toBeLessThanOrEqual(12);
          expect(Number.isInteger(moved.year)).toBe(true);
          expect(plusMonths(moved, -n)).toEqual(ym);
          expect(ordYearMonth.compare(moved, ym)).toBe(n > 0 ? 1 : n < 0 ? -1 : 0);
          expect(plusMonths(plusMonths(ym, n), 1)).toEqual(plusMonths(ym, n + 1));
          // the months between are 12 a year apart
          expect((moved.year - ym.year) * 12 + (moved.month - ym.month)).toBe(n);
        },
      ),
    );
  });

  it('a month written as text reads back as itself, and the text is the first day without the day', () => {
    fc.assert(
      fc.property(anyMonth, (ym) => {
        const text = yearMonthText(ym);
        expect(text).toMatch(/^\d{4}-\d{2}$/);
        expect(parseYearMonth(text)).toEqual(O.some(ym));
        expect(`${text}-01`).toBe(firstDayOfMonth(ym));
      }),
    );
  });

  it('parseYearMonth refuses a month outside 1 to 12 or any other shape', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .tuple(fc.integer({ min: 0, max: 9999 }), fc.oneof(fc.constant(0), fc.integer({ min: 13, max: 99 })))
            .map(([y, m]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`),
          fc
            .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 1, max: 9 }))
            .map(([y, m]) => `${String(y).padStart(4, '0')}-${m}`),
          fc.string().filter((text) => !/^\d{4}-\d{2}$/.test(text)),
        ),
        (text) => {
          expect(parseYearMonth(text)).toEqual(O.none);
        },
      ),
    );
  });
});
