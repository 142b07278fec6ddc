/**
 * Which stays the calendar allows (spec 1 §4 "Calendar selection", spec 2 §9): a check-out is allowed
 * only within the check-in date's minLengthOfStay and maxLengthOfStay, within the selectable window of
 * up to 28 days after check-in, and only on a date open for departure; the check-in itself must be
 * open for arrival and for sale and not sold out. Dates missing from the calendar are never allowed.
 */
import { CALENDAR_SELECTABLE_WINDOW_DAYS } from './constants';
import { type CalendarDays, canCheckInOn, canCheckOutOn } from './calendarDay';
import { type DateString, datesFromTo, nightsBetween, plusDays } from './dateString';

export const canCheckInOnDate = (days: CalendarDays, date: DateString): boolean => {
  const day = days.get(date);
  return day !== undefined && canCheckInOn(day);
};

export const isStayAllowed = (days: CalendarDays, checkIn: DateString, checkOut: DateString): boolean => {
  const arrival = days.get(checkIn);
  const departure = days.get(checkOut);
  if (arrival === undefined || departure === undefined) return false;
  const nights = nightsBetween(checkIn, checkOut);
  return (
    canCheckInOn(arrival) &&
    canCheckOutOn(departure) &&
    nights >= arrival.minLengthOfStay &&
    nights <= arrival.maxLengthOfStay &&
    nights <= CALENDAR_SELECTABLE_WINDOW_DAYS
  );
};

/** The check-out dates a check-in allows, earliest first (at most 28). */
export const selectableCheckOutDates = (days: CalendarDays, checkIn: DateString): readonly DateString[] =>
  Array.from({ length: CALENDAR_SELECTABLE_WINDOW_DAYS }, (_, i) => plusDays(checkIn, i + 1)).filter((checkOut) =>
    isStayAllowed(days, checkIn, checkOut),
  );

/**
 * The dates highlighted while hovering a date after choosing a check-in: every date from check-in to
 * the hovered date, both included, when that stay is allowed; nothing otherwise.
 */
export const stayHoverRange = (days: CalendarDays, checkIn: DateString, hovered: DateString): readonly DateString[] =>
  isStayAllowed(days, checkIn, hovered) ? datesFromTo(checkIn, hovered) : [];

/**
 * A stay can start on the date: it is a possible check-in and at least one check-out follows it
 * (the calendar's last days, say, have none: offering them as check-ins would lead nowhere).
 */
export const canStartStayOn = (days: CalendarDays, date: DateString): boolean =>
  canCheckInOnDate(days, date) && selectableCheckOutDates(days, date).length > 0;
