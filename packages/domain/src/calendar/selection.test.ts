import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type CalendarDayInput, type CalendarDays, calendarDays, indexCalendarDays } from './calendarDay';
import { type DateString, dateStringOfEpochDay, epochDayOf, isDateString } from './dateString';
import {
  type CalendarSelection,
  calendarHoverRange,
  chooseCalendarDate,
  noDatesChosen,
  validateCalendarSelection,
} from './selection';

const d = (text: string): DateString => {
  if (!isDateString(text)) throw new Error(text);
  return text;
};

const open: Omit<CalendarDayInput, 'dateString'> = {
  minPrice: 5000,
  vipPrice: O.none,
  additionalCostText: O.none,
  minLengthOfStay: 2,
  maxLengthOfStay: 7,
  openForArrival: true,
  openForDeparture: true,
  openForSale: true,
  soldOut: false,
  vipDiscountAllowed: false,
};

const calendar = (
  from: string,
  count: number,
  changes: Record<string, Partial<CalendarDayInput>> = {},
): CalendarDays => {
  const start = epochDayOf(d(from));
  const result = calendarDays(
    Array.from({ length: count }, (_, i) => {
      const dateString = dateStringOfEpochDay(start + i);
      return { ...open, ...changes[dateString], dateString };
    }),
  );
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return indexCalendarDays(result.right);
};

const days = calendar('2025-07-01', 31, { '2025-07-10': { soldOut: true } });

const choose = (dates: readonly string[]): E.Either<unknown, CalendarSelection> =>
  dates.reduce<E.Either<unknown, CalendarSelection>>(
    (selection, date) => (E.isRight(selection) ? chooseCalendarDate(days, selection.right, d(date)) : selection),
    E.right(noDatesChosen),
  );

describe('calendar selection (spec 1 §4)', () => {
  it('choose check-in then check-out', () => {
    expect(choose(['2025-07-01'])).toEqual(E.right({ _tag: 'CheckInChosen', checkIn: '2025-07-01' }));
    expect(choose(['2025-07-01', '2025-07-04'])).toEqual(
      E.right({ _tag: 'StayChosen', checkIn: '2025-07-01', checkOut: '2025-07-04', nights: 3 }),
    );
  });
  it('choosing again restarts with a new check-in', () => {
    expect(choose(['2025-07-01', '2025-07-04', '2025-07-20'])).toEqual(
      E.right({ _tag: 'CheckInChosen', checkIn: '2025-07-20' }),
    );
  });
  it('a date that is no allowed check-out but a possible check-in becomes the new check-in', () => {
    expect(choose(['2025-07-05', '2025-07-02'])).toEqual(E.right({ _tag: 'CheckInChosen', checkIn: '2025-07-02' }));
    expect(choose(['2025-07-05', '2025-07-20'])).toEqual(E.right({ _tag: 'CheckInChosen', checkIn: '2025-07-20' }));
  });
  it('refuses a check-in that is sold out and a check-out that is neither allowed nor a check-in', () => {
    expect(choose(['2025-07-10'])).toMatchObject(E.left({ code: 'CALENDAR.CHECK_IN_UNAVAILABLE' }));
    expect(choose(['2025-07-01', '2025-07-04', '2025-07-10'])).toMatchObject(
      E.left({ code: 'CALENDAR.CHECK_IN_UNAVAILABLE' }),
    );
    expect(choose(['2025-07-01', '2025-07-10'])).toMatchObject(E.left({ code: 'CALENDAR.CHECK_OUT_UNAVAILABLE' }));
  });
  it('a sold-out date can still be the check-out: no night is sold for it', () => {
    expect(choose(['2025-07-05', '2025-07-10'])).toMatchObject(E.right({ _tag: 'StayChosen', nights: 5 }));
  });
  it('hover range shown only once a check-in is chosen', () => {
    const checkIn: CalendarSelection = { _tag: 'CheckInChosen', checkIn: d('2025-07-01') };
    expect(calendarHoverRange(days, checkIn, d('2025-07-03'))).toEqual(['2025-07-01', '2025-07-02', '2025-07-03']);
    expect(calendarHoverRange(days, checkIn, d('2025-07-02'))).toEqual([]);
    expect(calendarHoverRange(days, noDatesChosen, d('2025-07-03'))).toEqual([]);
  });
  it('Calendar needs check-in and check-out', () => {
    const needs = E.left({ code: 'CALENDAR.DATES_REQUIRED', detail: 'Calendar needs check-in and check-out' });
    expect(validateCalendarSelection(noDatesChosen)).toEqual(needs);
    expect(validateCalendarSelection({ _tag: 'CheckInChosen', checkIn: d('2025-07-01') })).toEqual(needs);
    expect(
      validateCalendarSelection({ _tag: 'StayChosen', checkIn: d('2025-07-01'), checkOut: d('2025-07-03'), nights: 2 }),
    ).toEqual(E.right({ checkIn: '2025-07-01', checkOut: '2025-07-03', nights: 2 }));
  });
});
