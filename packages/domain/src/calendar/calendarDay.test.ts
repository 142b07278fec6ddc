import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type CalendarDayInput,
  calendarDay,
  calendarDayPrice,
  canCheckInOn,
  canCheckOutOn,
  indexCalendarDays,
  loadCalendar,
} from './calendarDay';

const input: CalendarDayInput = {
  dateString: '2025-05-10',
  minPrice: 9900,
  vipPrice: O.some(8900),
  additionalCostText: O.some('+ £10 per person on Saturdays'),
  minLengthOfStay: 2,
  maxLengthOfStay: 7,
  openForArrival: true,
  openForDeparture: true,
  openForSale: true,
  soldOut: false,
  vipDiscountAllowed: true,
};

describe('calendar day (spec 1 §3)', () => {
  it('date, dateString, minPrice, vipPrice, additionalCostText, minLengthOfStay, maxLengthOfStay, open flags, soldOut, vipDiscountAllowed', () => {
    const day = calendarDay(input);
    expect(day).toEqual(E.right({ ...input, date: Date.UTC(2025, 4, 10) }));
  });
  it('refuses a bad date, stay lengths or prices', () => {
    expect(calendarDay({ ...input, dateString: '10/05/2025' })).toMatchObject(
      E.left({ code: 'CALENDAR.DATE_INVALID' }),
    );
    expect(calendarDay({ ...input, minLengthOfStay: 0 })).toMatchObject(
      E.left({ code: 'CALENDAR.LENGTH_OF_STAY_INVALID' }),
    );
    expect(calendarDay({ ...input, minLengthOfStay: 1.5 })).toMatchObject(
      E.left({ code: 'CALENDAR.LENGTH_OF_STAY_INVALID' }),
    );
    expect(calendarDay({ ...input, maxLengthOfStay: 1 })).toMatchObject(
      E.left({ code: 'CALENDAR.LENGTH_OF_STAY_INVALID' }),
    );
    expect(calendarDay({ ...input, maxLengthOfStay: 7.5 })).toMatchObject(
      E.left({ code: 'CALENDAR.LENGTH_OF_STAY_INVALID' }),
    );
    expect(calendarDay({ ...input, minPrice: -1 })).toMatchObject(E.left({ code: 'CALENDAR.PRICE_INVALID' }));
    expect(calendarDay({ ...input, vipPrice: O.some(Number.NaN) })).toMatchObject(
      E.left({ code: 'CALENDAR.PRICE_INVALID' }),
    );
    expect(E.isRight(calendarDay({ ...input, vipPrice: O.none }))).toBe(true);
  });
  it('Malformed calendar response: empty error calendar and an error toast', () => {
    expect(loadCalendar([input, { ...input, dateString: 'nope' }])).toEqual({
      days: [],
      notice: O.some("Sorry, we couldn't load the available dates. Please try again."),
    });
    const loaded = loadCalendar([input]);
    expect(loaded.days).toHaveLength(1);
    expect(loaded.notice).toEqual(O.none);
    for (const day of loaded.days) expect(indexCalendarDays(loaded.days).get(day.dateString)).toBe(day);
  });
  it('check-in only on openForArrival / openForSale and not soldOut; check-out only on openForDeparture', () => {
    const day = E.getOrElseW(() => {
      throw new Error('bad fixture');
    })(calendarDay(input));
    expect(canCheckInOn(day)).toBe(true);
    expect(canCheckInOn({ ...day, openForArrival: false })).toBe(false);
    expect(canCheckInOn({ ...day, openForSale: false })).toBe(false);
    expect(canCheckInOn({ ...day, soldOut: true })).toBe(false);
    expect(canCheckOutOn(day)).toBe(true);
    expect(canCheckOutOn({ ...day, openForDeparture: false })).toBe(false);
  });
  it('shows the vipPrice to a VIP when the day allows the VIP discount', () => {
    const day = E.getOrElseW(() => {
      throw new Error('bad fixture');
    })(calendarDay(input));
    expect(calendarDayPrice(day, true)).toBe(8900);
    expect(calendarDayPrice(day, false)).toBe(9900);
    expect(calendarDayPrice({ ...day, vipDiscountAllowed: false }, true)).toBe(9900);
    expect(calendarDayPrice({ ...day, vipPrice: O.some(12000) }, true)).toBe(9900);
  });
});
