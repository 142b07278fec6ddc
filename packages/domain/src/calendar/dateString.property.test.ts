import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { dateStringOfEpochDay, epochDayOf, nightsBetween, parseDateString, plusDays } from './dateString';

const epochDay = fc.integer({ min: -300_000, max: 2_900_000 });
const date = epochDay.map(dateStringOfEpochDay);

describe('date strings: properties', () => {
  it('every day number gives a valid date string that reads back to the same day', () => {
    fc.assert(
      fc.property(epochDay, (n) => {
        const text = dateStringOfEpochDay(n);
        expect(parseDateString(text)).toEqual(O.some(text));
        expect(epochDayOf(text)).toBe(n);
        expect(text).toBe(new Date(n * 86_400_000).toISOString().slice(0, 10));
      }),
    );
  });
  it('adding days is counted back by nightsBetween and composes', () => {
    fc.assert(
      fc.property(date, fc.integer({ min: -5000, max: 5000 }), fc.integer({ min: -5000, max: 5000 }), (d, a, b) => {
        expect(nightsBetween(d, plusDays(d, a))).toBe(a);
        expect(plusDays(plusDays(d, a), b)).toBe(plusDays(d, a + b));
      }),
    );
  });
  it('a parsed text is unchanged by the round trip through its day number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{4}-[01]\d-[0-3]\d$/), (text) => {
        const parsed = parseDateString(text);
        if (O.isSome(parsed)) expect(dateStringOfEpochDay(epochDayOf(parsed.value))).toBe(text);
      }),
    );
  });
});
