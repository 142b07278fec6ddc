import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { calendarDays, canCheckInOn } from './calendarDay';
import { dateStringOfEpochDay } from './dateString';
import { type YearMonth, nextAvailableMonth, ordYearMonth, previousAvailableMonth, yearMonthOf } from './month';

const days = fc
  .array(fc.record({ day: fc.integer({ min: 19_000, max: 20_500 }), bookable: fc.boolean() }), { maxLength: 30 })
  .map((entries) => {
    const result = calendarDays(
      entries.map(({ day, bookable }) => ({
        dateString: dateStringOfEpochDay(day),
        minPrice: 0,
        vipPrice: O.none,
        additionalCostText: O.none,
        minLengthOfStay: 1,
        maxLengthOfStay: 1,
        openForArrival: bookable,
        openForDeparture: true,
        openForSale: true,
        soldOut: false,
        vipDiscountAllowed: false,
      })),
    );
    if (E.isLeft(result)) throw new Error(result.left.detail);
    return result.right;
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
