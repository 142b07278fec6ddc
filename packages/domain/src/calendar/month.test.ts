import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type CalendarDay, calendarDays } from './calendarDay';
import { nextAvailableMonth, ordYearMonth, previousAvailableMonth, yearMonthOf } from './month';

const day = (dateString: string, bookable: boolean): CalendarDay[] => {
  const result = calendarDays([
    {
      dateString,
      minPrice: 100,
      vipPrice: O.none,
      additionalCostText: O.none,
      minLengthOfStay: 1,
      maxLengthOfStay: 3,
      openForArrival: bookable,
      openForDeparture: true,
      openForSale: true,
      soldOut: false,
      vipDiscountAllowed: false,
    },
  ]);
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return [...result.right];
};

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
