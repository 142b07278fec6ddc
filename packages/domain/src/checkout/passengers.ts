/**
 * Passenger details at checkout (spec 1 §5 checkout prerequisites: "valid passenger details (title
 * Mr, Mrs, Ms or Miss; first names; last name; date of birth day, month, year YYYY)"; spec 1 §2
 * checkout steps "passenger details").
 *
 * Our choices where the spec is silent:
 * - an order needs passengers when it holds a travel product, and then 1 to PASSENGERS_MAX of
 *   them; the first is the lead passenger (the checkout page asks for the lead passenger);
 * - passengers sent with an order that needs none are not kept;
 * - names are trimmed, inner spaces collapsed, and at most PASSENGER_NAME_MAX_LENGTH characters;
 * - a date of birth is kept as YYYY-MM-DD.
 */
import * as E from 'fp-ts/Either';
import { REQUIRED_FIELD } from '../validation/messages';
import { PASSENGERS_MAX } from './constants';
import {
  type PassengerDetails,
  type PassengerField,
  type PassengerTitle,
  isPassengerTitle,
  passengerProblems,
} from './prerequisites';

/** A passenger as an order keeps them. */
export interface Passenger {
  readonly title: PassengerTitle;
  readonly firstNames: string;
  readonly lastName: string;
  /** YYYY-MM-DD */
  readonly dateOfBirth: string;
}

/** OUR WORDING: what each passenger field says when it is missing or wrong. */
export const PASSENGER_FIELD_MESSAGES: Readonly<Record<PassengerField, string>> = {
  title: 'Choose a title',
  firstNames: REQUIRED_FIELD,
  lastName: REQUIRED_FIELD,
  dateOfBirth: 'Enter a real date of birth: day, month and a four-digit year',
};

/** OUR WORDING: an order with travel and no valid passenger details. */
export const PASSENGER_DETAILS_INVALID_MESSAGE =
  "Please enter the lead passenger's title, first names, last name and date of birth.";

export type PassengerRefusal =
  | { readonly kind: 'missing' }
  | { readonly kind: 'tooMany'; readonly count: number }
  | { readonly kind: 'invalid'; readonly index: number; readonly fields: readonly PassengerField[] };

const nameOf = (text: string): string => text.trim().replace(/\s+/g, ' ');

const passengerOf = (details: PassengerDetails, title: PassengerTitle): Passenger => ({
  title,
  firstNames: nameOf(details.firstNames),
  lastName: nameOf(details.lastName),
  dateOfBirth: `${details.dateOfBirth.year}-${details.dateOfBirth.month.padStart(2, '0')}-${details.dateOfBirth.day.padStart(2, '0')}`,
});

/**
 * The passengers an order keeps: none when it needs none; else 1 to PASSENGERS_MAX valid ones, or
 * the first refusal (missing, too many, or the first passenger with a problem and its fields).
 */
export const checkPassengers = (
  passengers: readonly PassengerDetails[],
  required: boolean,
  today: Date,
): E.Either<PassengerRefusal, readonly Passenger[]> => {
  if (!required) return E.right([]);
  if (passengers.length === 0) return E.left({ kind: 'missing' });
  if (passengers.length > PASSENGERS_MAX) return E.left({ kind: 'tooMany', count: passengers.length });
  const kept: Passenger[] = [];
  for (const [index, details] of passengers.entries()) {
    const fields = passengerProblems(details, today);
    if (fields.length > 0 || !isPassengerTitle(details.title)) return E.left({ kind: 'invalid', index, fields });
    kept.push(passengerOf(details, details.title));
  }
  return E.right(kept);
};
