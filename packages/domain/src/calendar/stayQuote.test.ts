import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type CalendarDay, type CalendarDayInput, type CalendarDays } from './calendarDay';
import { parseStay, quoteStay, stayOriginalPriceMinor, stayPriceMinor } from './stayQuote';
import { aDate, someDays } from './testing';

const open: Partial<CalendarDayInput> = { minPrice: 30000, minLengthOfStay: 2, maxLengthOfStay: 40 };

/** `count` open days from `from`, with some days changed. */
const calendar = (from: string, count: number, changes: Record<string, Partial<CalendarDayInput>> = {}): CalendarDays =>
  someDays(from, count, open, changes);

const dayOf = (days: CalendarDays, date: string): CalendarDay => {
  const day = days.get(aDate(date));
  if (day === undefined) throw new Error(date);
  return day;
};

const stay = (checkIn: string, checkOut: string) => ({ checkIn: aDate(checkIn), checkOut: aDate(checkOut) });

const codeOf = (result: E.Either<{ readonly code: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.code : undefined;

describe('the price of a stay', () => {
  it("is the arrival day's price for its minimum stay", () => {
    const days = calendar('2026-12-01', 40, { '2026-12-05': { minPrice: 45000, minLengthOfStay: 3 } });
    expect(quoteStay(days, stay('2026-12-05', '2026-12-08'), false)).toEqual(
      E.right({ checkIn: '2026-12-05', checkOut: '2026-12-08', nights: 3, priceMinor: 45000 }),
    );
    expect(quoteStay(days, stay('2026-12-01', '2026-12-03'), false)).toEqual(
      E.right({ checkIn: '2026-12-01', checkOut: '2026-12-03', nights: 2, priceMinor: 30000 }),
    );
  });
  it('is pro rata for a longer stay, rounded to the minor unit', () => {
    const days = calendar('2026-12-01', 40, { '2026-12-05': { minPrice: 10001, minLengthOfStay: 3 } });
    // 10001 * 4 / 3 = 13334.67
    expect(quoteStay(days, stay('2026-12-05', '2026-12-09'), false)).toEqual(
      E.right({ checkIn: '2026-12-05', checkOut: '2026-12-09', nights: 4, priceMinor: 13335 }),
    );
    // 30000 * 7 / 2
    expect(quoteStay(days, stay('2026-12-01', '2026-12-08'), false)).toEqual(
      E.right({ checkIn: '2026-12-01', checkOut: '2026-12-08', nights: 7, priceMinor: 105000 }),
    );
    const day = dayOf(
      calendar('2026-12-01', 1, { '2026-12-01': { minPrice: 1001, minLengthOfStay: 2 } }),
      '2026-12-01',
    );
    expect(stayPriceMinor(day, 2, false)).toBe(1001);
    // 1001 * 3 / 2 = 1501.5, rounded half up
    expect(stayPriceMinor(day, 3, false)).toBe(1502);
    // 1001 * 5 / 2 = 2502.5
    expect(stayPriceMinor(day, 5, false)).toBe(2503);
    const third = dayOf(
      calendar('2026-12-01', 1, { '2026-12-01': { minPrice: 100, minLengthOfStay: 3 } }),
      '2026-12-01',
    );
    // 100 * 4 / 3 = 133.33
    expect(stayPriceMinor(third, 4, false)).toBe(133);
  });
  it('is the VIP price only for a VIP on a day allowing it', () => {
    const days = calendar('2026-12-01', 40, {
      '2026-12-05': { vipPrice: O.some(24000), vipDiscountAllowed: true },
      '2026-12-06': { vipPrice: O.some(24000), vipDiscountAllowed: false },
      '2026-12-07': { vipPrice: O.none, vipDiscountAllowed: true },
    });
    const price = (checkIn: string, checkOut: string, isVip: boolean): number | undefined => {
      const quote = quoteStay(days, stay(checkIn, checkOut), isVip);
      return E.isRight(quote) ? quote.right.priceMinor : undefined;
    };
    expect(price('2026-12-05', '2026-12-07', true)).toBe(24000);
    expect(price('2026-12-05', '2026-12-08', true)).toBe(36000);
    expect(price('2026-12-05', '2026-12-07', false)).toBe(30000);
    expect(price('2026-12-06', '2026-12-08', true)).toBe(30000);
    expect(price('2026-12-07', '2026-12-09', true)).toBe(30000);
  });
  it('never charges a VIP more than the day price, even with a higher VIP price', () => {
    const days = calendar('2026-12-01', 10, { '2026-12-01': { vipPrice: O.some(50000), vipDiscountAllowed: true } });
    expect(stayPriceMinor(dayOf(days, '2026-12-01'), 2, true)).toBe(30000);
  });
});

describe('a stay the calendar does not allow', () => {
  const days = calendar('2026-12-01', 45, {
    '2026-12-02': { soldOut: true },
    '2026-12-03': { openForArrival: false },
    '2026-12-04': { openForSale: false },
    '2026-12-05': { minLengthOfStay: 3, maxLengthOfStay: 5 },
    '2026-12-12': { openForDeparture: false },
  });
  it('is refused at the check-in on a sold-out, closed-for-arrival, not-on-sale or missing day', () => {
    for (const checkIn of ['2026-12-02', '2026-12-03', '2026-12-04', '2026-11-29']) {
      const result = quoteStay(days, stay(checkIn, '2026-12-10'), false);
      expect(codeOf(result)).toBe('CALENDAR.CHECK_IN_UNAVAILABLE');
      expect(E.isLeft(result) && result.left.detail.startsWith(checkIn)).toBe(true);
    }
    // a missing arrival day whose departure day is in the calendar
    expect(codeOf(quoteStay(days, stay('2026-11-30', '2026-12-03'), true))).toBe('CALENDAR.CHECK_IN_UNAVAILABLE');
  });
  it('is refused at the check-out outside the min and max stay', () => {
    expect(codeOf(quoteStay(days, stay('2026-12-05', '2026-12-07'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
    expect(codeOf(quoteStay(days, stay('2026-12-05', '2026-12-11'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
    expect(E.isRight(quoteStay(days, stay('2026-12-05', '2026-12-08'), false))).toBe(true);
    expect(E.isRight(quoteStay(days, stay('2026-12-05', '2026-12-10'), false))).toBe(true);
    const result = quoteStay(days, stay('2026-12-05', '2026-12-11'), false);
    expect(E.isLeft(result) && result.left.detail.startsWith('2026-12-11')).toBe(true);
  });
  it('is refused at the check-out beyond 28 nights, even when the max stay is longer', () => {
    expect(E.isRight(quoteStay(days, stay('2026-12-01', '2026-12-29'), false))).toBe(true);
    expect(codeOf(quoteStay(days, stay('2026-12-01', '2026-12-30'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
  });
  it('is refused at the check-out on a day closed for departure, missing, equal to or before the check-in', () => {
    expect(codeOf(quoteStay(days, stay('2026-12-08', '2026-12-12'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
    expect(codeOf(quoteStay(days, stay('2027-01-13', '2027-01-16'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
    expect(codeOf(quoteStay(days, stay('2026-12-08', '2026-12-08'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
    expect(codeOf(quoteStay(days, stay('2026-12-10', '2026-12-06'), false))).toBe('CALENDAR.CHECK_OUT_UNAVAILABLE');
  });
});

describe('the original price beside a stay', () => {
  it("keeps the product's discount, rounded", () => {
    expect(stayOriginalPriceMinor({ priceMinor: 8000, originalPriceMinor: 10000 }, 30000)).toBe(37500);
    // 1000 * 7 / 3 = 2333.33, to the whole pound
    expect(stayOriginalPriceMinor({ priceMinor: 3, originalPriceMinor: 7 }, 1000)).toBe(2300);
    // 9100 * 15600 / 7800 = 18200: already whole; 9150 * 2 = 18300
    expect(stayOriginalPriceMinor({ priceMinor: 7800, originalPriceMinor: 15600 }, 9150)).toBe(18300);
  });
  it('is the stay price without a discount, for a free product, or when the original is lower', () => {
    expect(stayOriginalPriceMinor({ priceMinor: 9999, originalPriceMinor: 9999 }, 30001)).toBe(30001);
    expect(stayOriginalPriceMinor({ priceMinor: 0, originalPriceMinor: 10000 }, 30000)).toBe(30000);
    expect(stayOriginalPriceMinor({ priceMinor: 10000, originalPriceMinor: 7000 }, 30000)).toBe(30000);
  });
});

describe('a stay from two texts', () => {
  it('accepts two real dates 1 to 28 nights apart', () => {
    expect(parseStay('2026-12-05', '2026-12-07')).toEqual(O.some({ checkIn: '2026-12-05', checkOut: '2026-12-07' }));
    expect(parseStay('2026-12-05', '2026-12-06')).toEqual(O.some({ checkIn: '2026-12-05', checkOut: '2026-12-06' }));
    expect(parseStay('2026-12-20', '2027-01-17')).toEqual(O.some({ checkIn: '2026-12-20', checkOut: '2027-01-17' }));
    expect(parseStay('2028-02-28', '2028-02-29')).toEqual(O.some({ checkIn: '2028-02-28', checkOut: '2028-02-29' }));
  });
  it('refuses reversed, equal and too distant dates', () => {
    expect(parseStay('2026-12-07', '2026-12-05')).toEqual(O.none);
    expect(parseStay('2026-12-05', '2026-12-05')).toEqual(O.none);
    expect(parseStay('2026-12-20', '2027-01-18')).toEqual(O.none);
  });
  it('refuses malformed, impossible and absent dates', () => {
    for (const [checkIn, checkOut] of [
      ['2026-02-30', '2026-03-02'],
      ['2026-02-27', '2026-02-29'],
      ['2026-12-5', '2026-12-07'],
      ['2026-12-05', '2026-12-07T00:00:00Z'],
      ['05/12/2026', '07/12/2026'],
      [' 2026-12-05', '2026-12-07'],
      ['2026-13-01', '2026-13-03'],
      ['', '2026-12-07'],
      [null, '2026-12-07'],
      ['2026-12-05', undefined],
      [undefined, null],
    ] as const) {
      expect(parseStay(checkIn, checkOut)).toEqual(O.none);
    }
  });
});
