import { describe, expect, it } from 'vitest';
import type { CalendarDayInput, CalendarDays } from './calendarDay';
import { canCheckInOnDate, canStartStayOn, isStayAllowed, selectableCheckOutDates, stayHoverRange } from './stay';
import { aDate, someDays } from './testing';

const open: Partial<CalendarDayInput> = { minPrice: 5000, minLengthOfStay: 1, maxLengthOfStay: 40 };

/** `count` open days from `from`, with some days changed. */
const calendar = (from: string, count: number, changes: Record<string, Partial<CalendarDayInput>> = {}): CalendarDays =>
  someDays(from, count, open, changes);

describe('calendar stays (spec 1 §4, spec 2 §9)', () => {
  it("limited by each date's min and max stay", () => {
    const days = calendar('2025-06-01', 20, { '2025-06-01': { minLengthOfStay: 2, maxLengthOfStay: 5 } });
    expect(selectableCheckOutDates(days, aDate('2025-06-01'))).toEqual([
      '2025-06-03',
      '2025-06-04',
      '2025-06-05',
      '2025-06-06',
    ]);
    expect(isStayAllowed(days, aDate('2025-06-01'), aDate('2025-06-02'))).toBe(false);
    expect(isStayAllowed(days, aDate('2025-06-01'), aDate('2025-06-07'))).toBe(false);
  });
  it('selectable window up to 28 days after check-in', () => {
    const days = calendar('2025-06-01', 40);
    const checkOuts = selectableCheckOutDates(days, aDate('2025-06-01'));
    expect(checkOuts).toHaveLength(28);
    expect(checkOuts[checkOuts.length - 1]).toBe('2025-06-29');
    expect(isStayAllowed(days, aDate('2025-06-01'), aDate('2025-06-30'))).toBe(false);
  });
  it('check-out only on dates open for departure; never on or before check-in', () => {
    const days = calendar('2025-06-01', 10, { '2025-06-03': { openForDeparture: false } });
    expect(isStayAllowed(days, aDate('2025-06-01'), aDate('2025-06-03'))).toBe(false);
    expect(isStayAllowed(days, aDate('2025-06-01'), aDate('2025-06-04'))).toBe(true);
    expect(isStayAllowed(days, aDate('2025-06-05'), aDate('2025-06-05'))).toBe(false);
    expect(isStayAllowed(days, aDate('2025-06-05'), aDate('2025-06-02'))).toBe(false);
  });
  it('check-in only on openForArrival / openForSale and not soldOut; dates outside the calendar are never allowed', () => {
    const days = calendar('2025-06-01', 10, {
      '2025-06-02': { soldOut: true },
      '2025-06-03': { openForSale: false },
      '2025-06-04': { openForArrival: false },
    });
    expect(canCheckInOnDate(days, aDate('2025-06-01'))).toBe(true);
    for (const date of ['2025-06-02', '2025-06-03', '2025-06-04', '2025-05-31']) {
      expect(canCheckInOnDate(days, aDate(date))).toBe(false);
      expect(selectableCheckOutDates(days, aDate(date))).toEqual([]);
    }
    expect(isStayAllowed(days, aDate('2025-06-08'), aDate('2025-06-12'))).toBe(false);
  });
  it('hover range shown from check-in to a selectable hovered date', () => {
    const days = calendar('2025-06-01', 10, { '2025-06-01': { minLengthOfStay: 2 } });
    expect(stayHoverRange(days, aDate('2025-06-01'), aDate('2025-06-03'))).toEqual([
      '2025-06-01',
      '2025-06-02',
      '2025-06-03',
    ]);
    expect(stayHoverRange(days, aDate('2025-06-01'), aDate('2025-06-02'))).toEqual([]);
  });
});

describe('canStartStayOn', () => {
  it('needs a check-out after the check-in, not only an open check-in', () => {
    const days = someDays('2026-12-01', 5, {});
    expect(['2026-12-03', '2026-12-04', '2026-12-05'].map((d) => canStartStayOn(days, aDate(d)))).toEqual([
      true,
      false,
      false,
    ]);
  });
});
