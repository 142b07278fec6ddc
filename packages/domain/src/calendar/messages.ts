/**
 * Every user-facing string of the booking calendar and flights (spec 1 §5, spec 2 §8). Strings the
 * spec quotes are verbatim; where the spec only describes a message, the sentence is OUR WORDING.
 */

/** Spec 1 §5 validation rule, kept as written (for logs and the error's detail). */
export const CALENDAR_NEEDS_CHECK_IN_AND_CHECK_OUT = 'Calendar needs check-in and check-out';
/** OUR WORDING. What the shopper reads for the same rule. */
export const CHOOSE_CHECK_IN_AND_CHECK_OUT = 'Please choose your check-in and check-out dates.';

/** Spec 2 §8, verbatim. */
export const FLIGHTS_PROBLEM = "Sorry, there's been a problem getting the flights.";
/** OUR WORDING. Spec 2 §8 "no flights". */
export const NO_FLIGHTS = 'Sorry, there are no flights for these dates. Please try different dates or airports.';
/** OUR WORDING. Spec 2 §8 "no products for dates or nights". */
export const NO_PRODUCTS_FOR_DATES_OR_NIGHTS =
  "Sorry, there's nothing available for these dates or number of nights. Please try different dates.";
/** OUR WORDING. Spec 2 §8: a malformed calendar response gives an empty calendar and an error toast. */
export const CALENDAR_LOAD_FAILED = "Sorry, we couldn't load the available dates. Please try again.";

/** OUR WORDING. A date that cannot be a check-in (closed for arrival, not on sale, sold out). */
export const CHECK_IN_UNAVAILABLE = "Sorry, you can't check in on this date. Please choose another date.";
/** OUR WORDING. A date that cannot be the check-out for the chosen check-in. */
export const CHECK_OUT_UNAVAILABLE = "Sorry, you can't check out on this date. Please choose another date.";

/** OUR WORDING. A stay in the basket the calendar no longer allows (dates sold out or closed since). */
export const STAY_UNAVAILABLE = 'Sorry, your dates are no longer available. Please choose other dates.';

/** OUR WORDING. Nights outside 1 to 16. */
export const nightsOutOfRangeMessage = (min: number, max: number): string =>
  `Please choose between ${min} and ${max} nights.`;
/** OUR WORDING. Passengers other than 2, 4, 6 or 8. */
export const passengersInvalidMessage = (allowed: readonly number[]): string =>
  `Please choose ${allowed.slice(0, -1).join(', ')} or ${allowed.slice(-1).join('')} passengers.`;
/** OUR WORDING. An airport that is not in the list. */
export const AIRPORT_UNKNOWN = 'Please choose a departure airport from the list.';
