/**
 * Checkout prerequisites (spec 1 §5): logged in or registered; full address or postcode; valid
 * passenger details (title Mr, Mrs, Ms or Miss; first names; last name; date of birth day, month,
 * year YYYY); contact phone number; agreement to the e-commerce terms.
 *
 * Our choices where the spec is silent:
 * - passenger details are checked only when the order needs them (travel), and then at least one
 *   passenger is needed;
 * - a name is at most PASSENGER_NAME_MAX_LENGTH characters once trimmed;
 * - a date of birth must be a real calendar date from 1900 up to today (today is a parameter);
 * - a contact phone number holds 7 to 15 digits, optionally a leading +, and spaces, dots, dashes
 *   or brackets between them;
 * - a postcode is only required to be non-blank here: its format is the validation family's rule.
 */
import {
  CONTACT_PHONE_MAX_DIGITS,
  CONTACT_PHONE_MIN_DIGITS,
  EARLIEST_BIRTH_YEAR,
  PASSENGER_NAME_MAX_LENGTH,
  PASSENGER_TITLES,
} from './constants';

export type PassengerTitle = (typeof PASSENGER_TITLES)[number];

export const isPassengerTitle = (title: string): title is PassengerTitle => PASSENGER_TITLES.some((t) => t === title);

/** The date-of-birth fields as typed. */
export interface DateOfBirthFields {
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export interface PassengerDetails {
  readonly title: string;
  readonly firstNames: string;
  readonly lastName: string;
  readonly dateOfBirth: DateOfBirthFields;
}

export type PassengerField = 'title' | 'firstNames' | 'lastName' | 'dateOfBirth';

const isBlank = (text: string): boolean => text.trim() === '';

const isName = (text: string): boolean => !isBlank(text) && text.trim().length <= PASSENGER_NAME_MAX_LENGTH;

/** A real calendar date with a YYYY year, from 1900 up to `today` (UTC calendar days). */
export const isValidDateOfBirth = (dob: DateOfBirthFields, today: Date): boolean => {
  if (!/^\d{4}$/.test(dob.year) || !/^\d{1,2}$/.test(dob.month) || !/^\d{1,2}$/.test(dob.day)) return false;
  const year = Number(dob.year);
  const month = Number(dob.month);
  const day = Number(dob.day);
  if (year < EARLIEST_BIRTH_YEAR) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  const isRealDate = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return isRealDate && date.getTime() <= today.getTime();
};

/** The fields of one passenger that are missing or invalid, in form order. */
export const passengerProblems = (passenger: PassengerDetails, today: Date): readonly PassengerField[] => {
  const problems: PassengerField[] = [];
  if (!isPassengerTitle(passenger.title)) problems.push('title');
  if (!isName(passenger.firstNames)) problems.push('firstNames');
  if (!isName(passenger.lastName)) problems.push('lastName');
  if (!isValidDateOfBirth(passenger.dateOfBirth, today)) problems.push('dateOfBirth');
  return problems;
};

export const isValidContactPhoneNumber = (phone: string): boolean => {
  const trimmed = phone.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return false;
  const digits = trimmed.replace(/\D/g, '').length;
  return digits >= CONTACT_PHONE_MIN_DIGITS && digits <= CONTACT_PHONE_MAX_DIGITS;
};

export interface CheckoutPrerequisiteInput {
  readonly loggedIn: boolean;
  readonly registered: boolean;
  readonly hasFullAddress: boolean;
  readonly postcode: string;
  readonly passengerDetailsRequired: boolean;
  readonly passengers: readonly PassengerDetails[];
  readonly contactPhoneNumber: string;
  readonly agreedToECommerceTerms: boolean;
}

export const CHECKOUT_PREREQUISITES = [
  'LOGGED_IN_OR_REGISTERED',
  'ADDRESS_OR_POSTCODE',
  'PASSENGER_DETAILS',
  'CONTACT_PHONE_NUMBER',
  'E_COMMERCE_TERMS',
] as const;

export type CheckoutPrerequisite = (typeof CHECKOUT_PREREQUISITES)[number];

const prerequisiteMet: Readonly<
  Record<CheckoutPrerequisite, (input: CheckoutPrerequisiteInput, today: Date) => boolean>
> = {
  LOGGED_IN_OR_REGISTERED: (input) => input.loggedIn || input.registered,
  ADDRESS_OR_POSTCODE: (input) => input.hasFullAddress || !isBlank(input.postcode),
  PASSENGER_DETAILS: (input, today) =>
    !input.passengerDetailsRequired ||
    (input.passengers.length > 0 && input.passengers.every((p) => passengerProblems(p, today).length === 0)),
  CONTACT_PHONE_NUMBER: (input) => isValidContactPhoneNumber(input.contactPhoneNumber),
  E_COMMERCE_TERMS: (input) => input.agreedToECommerceTerms,
};

/** The prerequisites not met yet, in the order of the spec; empty when the shopper can pay. */
export const unmetCheckoutPrerequisites = (
  input: CheckoutPrerequisiteInput,
  today: Date,
): readonly CheckoutPrerequisite[] => CHECKOUT_PREREQUISITES.filter((p) => !prerequisiteMet[p](input, today));
