/** Constants of the checkout family (spec 1 §2, §4, §5; spec 2 §8), kept as data. */

/** Passenger titles (spec 1 §5 "Checkout prerequisites"). */
export const PASSENGER_TITLES = ['Mr', 'Mrs', 'Ms', 'Miss'] as const;

/** Our bounds for a contact phone number: 7 to 15 digits (15 is the E.164 maximum). */
export const CONTACT_PHONE_MIN_DIGITS = 7;
export const CONTACT_PHONE_MAX_DIGITS = 15;

/** Our bounds for an order's passengers (spec 1 §5 gives no number) and for each name. */
export const PASSENGERS_MAX = 9;
export const PASSENGER_NAME_MAX_LENGTH = 100;

/** Our lower bound for a passenger's year of birth. */
export const EARLIEST_BIRTH_YEAR = 1900;
