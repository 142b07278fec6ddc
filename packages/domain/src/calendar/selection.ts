/**
 * Choosing dates (spec 1 §4 "Calendar selection"), as a state machine:
 *
 *   NothingChosen --check-in--> CheckInChosen --allowed check-out--> StayChosen --any date--> (restart)
 *
 * Choices where the spec is silent: with a check-in chosen, a date that is not an allowed check-out
 * but is a possible check-in becomes the new check-in (as shoppers expect when they click an earlier
 * date); any other date is refused. Once both dates are chosen, choosing again restarts with that date
 * as the check-in. A refused choice leaves the selection as it was (the caller keeps it).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import type { CalendarDays } from './calendarDay';
import { type DateString, nightsBetween } from './dateString';
import { CALENDAR_NEEDS_CHECK_IN_AND_CHECK_OUT, CHECK_IN_UNAVAILABLE, CHECK_OUT_UNAVAILABLE } from './messages';
import { canCheckInOnDate, isStayAllowed, stayHoverRange } from './stay';

export interface ChosenStay {
  readonly checkIn: DateString;
  readonly checkOut: DateString;
  readonly nights: number;
}

export type CalendarSelection =
  | { readonly _tag: 'NothingChosen' }
  | { readonly _tag: 'CheckInChosen'; readonly checkIn: DateString }
  | ({ readonly _tag: 'StayChosen' } & ChosenStay);

export type CalendarSelectionErrorCode = 'CALENDAR.CHECK_IN_UNAVAILABLE' | 'CALENDAR.CHECK_OUT_UNAVAILABLE';

export const noDatesChosen: CalendarSelection = { _tag: 'NothingChosen' };

type Choice = E.Either<DomainError<CalendarSelectionErrorCode>, CalendarSelection>;

const chooseCheckIn = (days: CalendarDays, date: DateString): Choice =>
  canCheckInOnDate(days, date)
    ? E.right({ _tag: 'CheckInChosen', checkIn: date })
    : E.left(domainError('CALENDAR.CHECK_IN_UNAVAILABLE', `${date}: ${CHECK_IN_UNAVAILABLE}`));

export const chooseCalendarDate = (days: CalendarDays, selection: CalendarSelection, date: DateString): Choice => {
  switch (selection._tag) {
    case 'NothingChosen':
    case 'StayChosen':
      return chooseCheckIn(days, date);
    case 'CheckInChosen':
      if (isStayAllowed(days, selection.checkIn, date)) {
        return E.right({
          _tag: 'StayChosen',
          checkIn: selection.checkIn,
          checkOut: date,
          nights: nightsBetween(selection.checkIn, date),
        });
      }
      return canCheckInOnDate(days, date)
        ? chooseCheckIn(days, date)
        : E.left(domainError('CALENDAR.CHECK_OUT_UNAVAILABLE', `${date}: ${CHECK_OUT_UNAVAILABLE}`));
  }
};

/** The dates to highlight while hovering: only once a check-in is chosen and the stay is allowed. */
export const calendarHoverRange = (
  days: CalendarDays,
  selection: CalendarSelection,
  hovered: DateString,
): readonly DateString[] =>
  selection._tag === 'CheckInChosen' ? stayHoverRange(days, selection.checkIn, hovered) : [];

/** Calendar needs check-in and check-out (spec 1 §5). */
export const validateCalendarSelection = (
  selection: CalendarSelection,
): E.Either<DomainError<'CALENDAR.DATES_REQUIRED'>, ChosenStay> =>
  selection._tag === 'StayChosen'
    ? E.right({ checkIn: selection.checkIn, checkOut: selection.checkOut, nights: selection.nights })
    : E.left(domainError('CALENDAR.DATES_REQUIRED', CALENDAR_NEEDS_CHECK_IN_AND_CHECK_OUT));

/**
 * The selection a pair of given dates makes (a page address, a saved or shared link): the check-in
 * as a check-in, then the check-out as its check-out or not at all (never as a new check-in). A date
 * the calendar refuses is dropped, and `refused` says so, so the shopper can be told their dates
 * have gone rather than find them silently forgotten.
 */
export const selectionOfDates = (
  days: CalendarDays,
  dates: { readonly checkIn: O.Option<DateString>; readonly checkOut: O.Option<DateString> },
): { readonly selection: CalendarSelection; readonly refused: boolean } => {
  const choose = (from: CalendarSelection, date: O.Option<DateString>): CalendarSelection =>
    O.isNone(date) ? from : E.getOrElse(() => from)(chooseCalendarDate(days, from, date.value));
  const withCheckIn = choose(noDatesChosen, dates.checkIn);
  const withCheckOut = withCheckIn._tag === 'CheckInChosen' ? choose(withCheckIn, dates.checkOut) : withCheckIn;
  const selection = withCheckOut._tag === 'StayChosen' ? withCheckOut : withCheckIn;
  return {
    selection,
    refused:
      (O.isSome(dates.checkIn) && selection._tag === 'NothingChosen') ||
      (O.isSome(dates.checkOut) && selection._tag !== 'StayChosen'),
  };
};
