/**
 * The stay options read from queries and pickers (spec 1 §5 "Calendar: nights 1 to 16", spec 2 §9):
 * nights, passengers and departure airports.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import {
  DEPARTURE_AIRPORTS,
  type DepartureAirport,
  MAX_NIGHTS,
  MIN_NIGHTS,
  PASSENGER_COUNTS,
  type PassengerCount,
} from './constants';
import { AIRPORT_UNKNOWN, nightsOutOfRangeMessage, passengersInvalidMessage } from './messages';

const WHOLE_NUMBER = /^\d{1,6}$/;

const wholeNumber = (text: string): O.Option<number> =>
  pipe(
    text.trim(),
    O.fromPredicate((t) => WHOLE_NUMBER.test(t)),
    O.map(Number),
  );

export const isSupportedNights = (nights: number): boolean =>
  Number.isInteger(nights) && nights >= MIN_NIGHTS && nights <= MAX_NIGHTS;

export const parseNights = (text: string): E.Either<DomainError<'CALENDAR.NIGHTS_OUT_OF_RANGE'>, number> =>
  pipe(
    wholeNumber(text),
    O.filter(isSupportedNights),
    E.fromOption(() => domainError('CALENDAR.NIGHTS_OUT_OF_RANGE', nightsOutOfRangeMessage(MIN_NIGHTS, MAX_NIGHTS))),
  );

export const parsePassengers = (text: string): E.Either<DomainError<'CALENDAR.PASSENGERS_INVALID'>, PassengerCount> =>
  pipe(
    wholeNumber(text),
    O.chain((n) => O.fromNullable(PASSENGER_COUNTS.find((count) => count === n))),
    E.fromOption(() => domainError('CALENDAR.PASSENGERS_INVALID', passengersInvalidMessage(PASSENGER_COUNTS))),
  );

/** Airport codes ignore case and surrounding spaces: " lgw " is LGW. */
export const parseDepartureAirport = (
  text: string,
): E.Either<DomainError<'CALENDAR.AIRPORT_UNKNOWN'>, DepartureAirport> =>
  pipe(
    O.fromNullable(DEPARTURE_AIRPORTS.find((code) => code === text.trim().toUpperCase())),
    E.fromOption(() => domainError('CALENDAR.AIRPORT_UNKNOWN', AIRPORT_UNKNOWN)),
  );
