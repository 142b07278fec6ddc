/**
 * Every user-facing string of the validation family (spec 1 §5 "Validation rules", spec 2 §8
 * "User-facing messages"). Strings the spec quotes are verbatim; the others say OUR WORDING.
 */

/** Verbatim (spec 1 §5 Email): forms of the account (login, register, forgot password, subscribe). */
export const PLEASE_ENTER_A_VALID_EMAIL = 'Please enter a valid email';
/** Verbatim (spec 1 §5 Email): short inline form, used for other people's addresses (gift recipient). */
export const ENTER_A_VALID_EMAIL = 'Enter a valid email';
/** Verbatim (spec 1 §5). */
export const REQUIRED_FIELD = 'Required field';
/** Verbatim (spec 1 §5 Password). */
export const PASSWORD_TOO_SHORT = 'Password must be at least 6 characters';
/** Verbatim (spec 1 §5 Password confirmation). */
export const PASSWORDS_SHOULD_MATCH = 'Passwords should match';
/** Verbatim (spec 1 §5 Postcode): the text is not shaped like a UK postcode. */
export const ENTER_A_VALID_POSTCODE = 'Enter a valid postcode';
/** Verbatim (spec 1 §5 Postcode): well-shaped, but the address service does not know it. */
export const INVALID_POSTCODE = 'Invalid postcode';
/** Verbatim (spec 2 §8 Address): the lookup failed; the shopper enters the address by hand. */
export const POSTCODE_LOOKUP_FAILED = 'An error occurred looking up your postcode. Please enter your address manually.';
/** OUR WORDING (spec 1 §5 "Irish Eircode variant", text not quoted). */
export const ENTER_A_VALID_EIRCODE = 'Enter a valid Eircode';
/** Verbatim (spec 1 §5 Gift code). */
export const GIFT_CODE_NOT_RECOGNIZED = 'Gift code not recognized. Please try again';
/** OUR WORDING (spec 1 §5 "Order number and code fields: required and valid format"). */
export const ENTER_A_VALID_ORDER_NUMBER = 'Enter a valid order number';
/** OUR WORDING (spec 1 §5 "Order number and code fields: required and valid format"). */
export const ENTER_A_VALID_CODE = 'Enter a valid code';
/** OUR WORDING (spec 1 §5 "Gift message has a character counter"): over the limit. */
export const giftMessageTooLong = (limit: number): string => `Your gift message can be up to ${limit} characters`;
/** OUR WORDING: the counter under the gift message box, e.g. "12/250". */
export const giftMessageCounterText = (used: number, limit: number): string => `${used}/${limit}`;
/** Verbatim (spec 1 §5 "Refund reason required"). */
export const PLEASE_SELECT_AN_OPTION = 'Please select an option to continue';
/** OUR WORDING (spec 2 §8 "missing unsubscribe token", text not quoted). */
export const UNSUBSCRIBE_TOKEN_MISSING =
  'This unsubscribe link is incomplete. Please use the link in your latest email.';
/** OUR WORDING (spec 1 §5 "Calendar needs check-in and check-out"). */
export const SELECT_A_CHECK_IN_DATE = 'Please select a check-in date';
/** OUR WORDING (spec 1 §5 "Calendar needs check-in and check-out"). */
export const SELECT_A_CHECK_OUT_DATE = 'Please select a check-out date';
