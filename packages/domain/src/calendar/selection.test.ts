import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CalendarDayInput, CalendarDays } from './calendarDay';
import {
  type CalendarSelection,
  calendarHoverRange,
  chooseCalendarDate,
  noDatesChosen,
  selectionOfDates,
  validateCalendarSelection,
} from './selection';
import { aDate, someDays } from './testing';

const open: Partial<CalendarDayInput> = { minPrice: 5000, minLengthOfStay: 2, maxLengthOfStay: 7 };

/** `count` open days from `from`, with some days changed. */
const calendar = (from: string, count: number, changes: Record<string, Partial<CalendarDayInput>> = {}): CalendarDays =>
  someDays(from, count, open, changes);

const days = calendar('2025-07-01', 31, { '2025-07-10': { soldOut: true } });

const choose = (dates: readonly string[]): E.Either<unknown, CalendarSelection> =>
  dates.reduce<E.Either<unknown, CalendarSelection>>(
    (selection, date) => (E.isRight(selection) ? chooseCalendarDate(days, selection.right, aDate(date)) : selection),
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
    const checkIn: CalendarSelection = { _tag: 'CheckInChosen', checkIn: aDate('2025-07-01') };
    expect(calendarHoverRange(days, checkIn, aDate('2025-07-03'))).toEqual(['2025-07-01', '2025-07-02', '2025-07-03']);
    expect(calendarHoverRange(days, checkIn, aDate('2025-07-02'))).toEqual([]);
    expect(calendarHoverRange(days, noDatesChosen, aDate('2025-07-03'))).toEqual([]);
  });
  it('Calendar needs check-in and check-out', () => {
    const needs = E.left({ code: 'CALENDAR.DATES_REQUIRED', detail: 'Calendar needs check-in and check-out' });
    expect(validateCalendarSelection(noDatesChosen)).toEqual(needs);
    expect(validateCalendarSelection({ _tag: 'CheckInChosen', checkIn: aDate('2025-07-01') })).toEqual(needs);
    expect(
      validateCalendarSelection({
        _tag: 'StayChosen',
        checkIn: aDate('2025-07-01'),
        checkOut: aDate('2025-07-03'),
        nights: 2,
      }),
    ).toEqual(E.right({ checkIn: '2025-07-01', checkOut: '2025-07-03', nights: 2 }));
  });
});

describe('the selection a pair of given dates makes (an address, a shared link)', () => {
  const given = (checkIn: string | null, checkOut: string | null) =>
    selectionOfDates(days, {
      checkIn: checkIn === null ? O.none : O.some(aDate(checkIn)),
      checkOut: checkOut === null ? O.none : O.some(aDate(checkOut)),
    });
  it('takes dates the calendar allows, and refuses none', () => {
    expect(given('2025-07-01', '2025-07-03')).toEqual({
      selection: { _tag: 'StayChosen', checkIn: '2025-07-01', checkOut: '2025-07-03', nights: 2 },
      refused: false,
    });
    expect(given('2025-07-01', null)).toEqual({
      selection: { _tag: 'CheckInChosen', checkIn: '2025-07-01' },
      refused: false,
    });
    expect(given(null, null)).toEqual({ selection: noDatesChosen, refused: false });
  });
  it('drops a refused check-in with its check-out, and says so', () => {
    expect(given('2025-07-10', '2025-07-12')).toEqual({ selection: noDatesChosen, refused: true });
  });
  it('keeps the check-in when only the check-out is refused, never making the check-out a new check-in', () => {
    // 2025-07-09 could be a check-in, but after a 2025-07-01 check-in it is a refused check-out (8 nights).
    expect(given('2025-07-01', '2025-07-09')).toEqual({
      selection: { _tag: 'CheckInChosen', checkIn: '2025-07-01' },
      refused: true,
    });
  });
});
