/**
 * The checkout's lead passenger fields (spec 1 §5 passenger details): their form names and the
 * names a field's problem is shown under, shared by the page and its server side.
 */
import type { PassengerField } from '@kerching/domain/checkout';

/** The lead passenger's fields as the page fills them in. */
export interface PassengerValues {
  readonly title: string;
  readonly firstNames: string;
  readonly lastName: string;
  readonly day: string;
  readonly month: string;
  readonly year: string;
}

export const NO_PASSENGER: PassengerValues = { title: '', firstNames: '', lastName: '', day: '', month: '', year: '' };

/** The form's names for the lead passenger's fields. */
export const PASSENGER_FORM_NAMES: Readonly<Record<keyof PassengerValues, string>> = {
  title: 'passengerTitle',
  firstNames: 'passengerFirstNames',
  lastName: 'passengerLastName',
  day: 'passengerDobDay',
  month: 'passengerDobMonth',
  year: 'passengerDobYear',
};

/** Where a field's problem is shown: the date of birth's under its day, month and year together. */
export const PASSENGER_ERROR_NAMES: Readonly<Record<PassengerField, string>> = {
  title: PASSENGER_FORM_NAMES.title,
  firstNames: PASSENGER_FORM_NAMES.firstNames,
  lastName: PASSENGER_FORM_NAMES.lastName,
  dateOfBirth: 'passengerDateOfBirth',
};
