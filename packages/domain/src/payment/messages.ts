/**
 * Every user-facing string of the payment family. Strings quoted by the spec are verbatim (typos
 * included, such as "occured"); where the spec only describes a message, the sentence is ours and
 * says so in a comment.
 */

// Card validation (spec 1 §5 "Card"), verbatim.
export const CARD_EXPIRED = 'Card Expired';
export const CARD_NUMBER_INVALID = "Hmm. That card number doesn't look right";
export const CARD_EXPIRY_INVALID = 'This expiry date is not valid';
export const CARD_BRAND_NOT_ACCEPTED = 'Sorry, we currently only accept Visa and MasterCard';
export const SECURITY_CODE_REQUIRED = 'Security code is required';
export const POSTAL_CODE_REQUIRED = 'Postal code is required';
/** Our wording: the spec requires a 3-digit security code but quotes no message for a malformed one. */
export const SECURITY_CODE_INVALID = 'Security code must be 3 digits';

// Payment failures (spec 2 §8 "Payment"). Verbatim where quoted.
export const PAYMENT_FAILED = 'Payment failed.';
export const PURCHASE_NOT_COMPLETED = 'An error occured, your purchase has not been completed.';
/** Our wording (spec: "declined by bank"). */
export const PAYMENT_DECLINED_BY_BANK =
  'Your bank declined this payment. Please contact your bank or try a different card.';
/** Our wording (spec: "declined ... general"). */
export const PAYMENT_DECLINED =
  'Your payment was declined. Please check your details or try a different payment method.';
/** Spec 2 §8 "expired card": spec 1 §5 quotes its words, "Card Expired". */
export const PAYMENT_EXPIRED_CARD = CARD_EXPIRED;
/** Our wording (spec: "wrong CVV"). */
export const PAYMENT_WRONG_CVV = "The CVV doesn't match this card. Please check it and try again.";
/** Our wording (spec: "wrong ... security code"). */
export const PAYMENT_WRONG_SECURITY_CODE =
  "The security code doesn't match this card. Please check the 3 digits on the back of your card and try again.";
/** Our wording (spec: "wrong ... expiry"). */
export const PAYMENT_WRONG_EXPIRY = "The expiry date doesn't match this card. Please check it and try again.";
/** Our wording (spec: "wrong ... number"). */
export const PAYMENT_WRONG_NUMBER = 'The card number is incorrect. Please check it and try again.';
/** Our wording (spec: "wrong ... address"). */
export const PAYMENT_WRONG_ADDRESS =
  "The billing address doesn't match the one your bank holds for this card. Please check it and try again.";
/** Spec 2 §8 "American Express and Diners not accepted": spec 1 §5 quotes its words. */
export const PAYMENT_AMEX_DINERS_NOT_ACCEPTED = CARD_BRAND_NOT_ACCEPTED;
/** Our wording (spec: "PayPal rejected"). */
export const PAYMENT_PAYPAL_REJECTED =
  'PayPal could not complete this payment. Please try again or choose a different payment method.';
/** Our wording (spec: "bank no response"). */
export const PAYMENT_BANK_NO_RESPONSE = "Your bank didn't respond in time. Please try again in a few minutes.";
/** Our wording (spec: "issuer cannot authenticate"). */
export const PAYMENT_ISSUER_CANNOT_AUTHENTICATE =
  'Your card issuer could not verify this payment. Please try a different card or contact your bank.';
/** Our wording (spec: "provider unreachable (use Visa or Mastercard)"). */
export const PAYMENT_PROVIDER_UNREACHABLE =
  "We couldn't reach this payment provider. Please try again using a Visa or Mastercard.";
/** Our wording (spec: "Klarna ... failure"). */
export const PAYMENT_KLARNA_FAILED =
  'Your Klarna payment could not be completed. Please try again or choose a different payment method.';
/** Our wording (spec: "Clearpay failure"). */
export const PAYMENT_CLEARPAY_FAILED =
  'Your Clearpay payment could not be completed. Please try again or choose a different payment method.';
/** Our wording (spec: "all-wallet order needs card flow"). */
export const PAYMENT_ALL_WALLET_NEEDS_CARD_FLOW =
  'Your wallet credit covers this whole order. Please complete your purchase with the card payment option.';
/** Our wording (spec: "express buy not allowed for deal"); express buy falls back to normal checkout. */
export const PAYMENT_EXPRESS_BUY_NOT_ALLOWED =
  "Express buy isn't available for this deal. Please continue to checkout.";
