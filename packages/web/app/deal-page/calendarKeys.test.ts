import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { CALENDAR_KEY_STEPS, calendarDayFor } from './calendarKeys';

// A 30-day month whose choosable days are the 10th to the 20th (indexes 9..19), but not the 15th.
const month = Array.from({ length: 30 }, (_, i) => i >= 9 && i <= 19 && i !== 14);

describe('calendarDayFor', () => {
  it('moves a day or a week to the nearest choosable day in that direction', () => {
    expect(calendarDayFor('ArrowRight', month, 9)).toBe(10);
    expect(calendarDayFor('ArrowRight', month, 13)).toBe(15);
    expect(calendarDayFor('ArrowLeft', month, 15)).toBe(13);
    expect(calendarDayFor('ArrowDown', month, 9)).toBe(16);
    expect(calendarDayFor('ArrowUp', month, 19)).toBe(12);
    expect(calendarDayFor('ArrowUp', month, 16)).toBe(9);
  });

  it('stays put where no choosable day lies that way, and leaves other keys alone', () => {
    expect(calendarDayFor('ArrowLeft', month, 9)).toBeUndefined();
    expect(calendarDayFor('ArrowRight', month, 19)).toBeUndefined();
    expect(calendarDayFor('ArrowDown', month, 15)).toBeUndefined();
    expect(calendarDayFor('ArrowDown', month, 7)).toBeUndefined(); // the 15th, then past the 20th
    expect(calendarDayFor('Tab', month, 12)).toBeUndefined();
    expect(calendarDayFor('Enter', month, 12)).toBeUndefined();
  });

  it('goes to the first and last choosable day with Home and End', () => {
    expect(calendarDayFor('Home', month, 17)).toBe(9);
    expect(calendarDayFor('End', month, 10)).toBe(19);
    expect(calendarDayFor('End', [false, false], 0)).toBeUndefined();
  });

  it('only ever lands on a choosable day, in the key’s direction, without skipping one on its line', () => {
    const keys = fc.constantFrom(...Object.keys(CALENDAR_KEY_STEPS));
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 42 }), fc.nat(41), keys, (days, at, key) => {
        const from = at % days.length;
        const to = calendarDayFor(key, days, from);
        const step = CALENDAR_KEY_STEPS[key] ?? 0;
        // Every day on the key's line between here and the answer (or the month's edge) is not choosable.
        const end = to ?? (step > 0 ? days.length : -1);
        for (let i = from + step; step > 0 ? i < end : i > end; i += step) expect(days[i]).toBe(false);
        if (to !== undefined) {
          expect(days[to]).toBe(true);
          expect((to - from) / step).toBeGreaterThan(0);
          expect(Number.isInteger((to - from) / step)).toBe(true);
        }
      }),
    );
  });
});
