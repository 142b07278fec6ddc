/**
 * What a stay costs, and a stay as asked for (spec 1 §3 "Calendar day", basket line checkInDate,
 * checkOutDate, numberOfNights). Choices where the spec is silent:
 * - a day's minPrice is the price of the shortest stay (minLengthOfStay nights) arriving that day,
 *   which is what the calendar shows on the day; a longer stay costs pro rata, rounded to the minor
 *   unit (the VIP price likewise, when the day allows it);
 * - a line's original price keeps the product's discount: the stay's price scaled by the product's
 *   original price over its price.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { type CalendarDay, type CalendarDays, calendarDayPrice } from './calendarDay';
import { CALENDAR_SELECTABLE_WINDOW_DAYS } from './constants';
import { type DateString, nightsBetween, parseDateString } from './dateString';
import { CHECK_IN_UNAVAILABLE, CHECK_OUT_UNAVAILABLE } from './messages';
import type { CalendarSelectionErrorCode, ChosenStay } from './selection';
import { canCheckInOnDate, isStayAllowed } from './stay';

/** The two days of a stay, as a shopper asks for it. */
export interface Stay {
  readonly checkIn: DateString;
  readonly checkOut: DateString;
}

export interface StayQuote extends ChosenStay {
  readonly priceMinor: number;
}

/** The price of `nights` nights arriving on `day`. */
export const stayPriceMinor = (day: CalendarDay, nights: number, isVip: boolean): number =>
  Math.round((calendarDayPrice(day, isVip) * nights) / day.minLengthOfStay);

/** The stay's price, or why the calendar does not allow it. */
export const quoteStay = (
  days: CalendarDays,
  stay: Stay,
  isVip: boolean,
): E.Either<DomainError<CalendarSelectionErrorCode>, StayQuote> => {
  const arrival = days.get(stay.checkIn);
  if (arrival === undefined || !canCheckInOnDate(days, stay.checkIn))
    return E.left(domainError('CALENDAR.CHECK_IN_UNAVAILABLE', `${stay.checkIn}: ${CHECK_IN_UNAVAILABLE}`));
  if (!isStayAllowed(days, stay.checkIn, stay.checkOut))
    return E.left(domainError('CALENDAR.CHECK_OUT_UNAVAILABLE', `${stay.checkOut}: ${CHECK_OUT_UNAVAILABLE}`));
  const nights = nightsBetween(stay.checkIn, stay.checkOut);
  return E.right({ ...stay, nights, priceMinor: stayPriceMinor(arrival, nights, isVip) });
};

/**
 * The original price shown beside a stay's price: the product's discount kept, to the whole pound or
 * euro (a reference price of £142.31 reads as invented); never below the stay's price, and the stay's
 * price itself when the product has no discount.
 */
export const stayOriginalPriceMinor = (
  product: { readonly priceMinor: number; readonly originalPriceMinor: number },
  stayPrice: number,
): number =>
  product.priceMinor <= 0 || product.originalPriceMinor <= product.priceMinor
    ? stayPrice
    : Math.max(stayPrice, Math.round((stayPrice * product.originalPriceMinor) / product.priceMinor / 100) * 100);

/**
 * A stay from two texts (a form's or an address's): two real dates, the check-out 1 to 28 nights
 * after the check-in (the calendar's window); none otherwise.
 */
export const parseStay = (checkIn: string | null | undefined, checkOut: string | null | undefined): O.Option<Stay> =>
  pipe(
    O.Do,
    O.apS('checkIn', parseDateString(checkIn ?? '')),
    O.apS('checkOut', parseDateString(checkOut ?? '')),
    O.filter(({ checkIn: from, checkOut: to }) => {
      const nights = nightsBetween(from, to);
      return nights >= 1 && nights <= CALENDAR_SELECTABLE_WINDOW_DAYS;
    }),
  );
