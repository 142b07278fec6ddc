/**
 * Every user-facing string of the promo family. The spec quotes none for promo codes: it names the
 * outcomes (expired, invalid, already used, not applicable, not eligible) and says a promo code
 * needs a logged-in user, so these sentences are ours, marked as such.
 */

/** Our wording (spec 1 §5: "Promo code needs a logged-in user"). */
export const PROMO_LOGIN_REQUIRED = 'Please log in to use a promo code.';
/** Our wording: an empty promo code field. */
export const PROMO_CODE_REQUIRED = 'Please enter a promo code.';
/** Our wording, shown when the server's own message is missing for an outcome. */
export const PROMO_EXPIRED = 'Sorry, this promo code has expired.';
/** Our wording (see above). */
export const PROMO_INVALID = 'Sorry, this promo code is invalid.';
/** Our wording (see above). */
export const PROMO_ALREADY_USED = 'Sorry, this promo code has already been used.';
/** Our wording (see above). */
export const PROMO_NOT_APPLICABLE = 'Sorry, this promo code is not applicable to the items in your basket.';
/** Our wording (see above). */
export const PROMO_NOT_ELIGIBLE = 'Sorry, you are not eligible for this promo code.';
/** Our wording (see above). */
export const PROMO_NOT_APPLIED = 'Sorry, this promo code could not be applied.';

/** OUR WORDING: the discount codes page (/discountcodes; spec 1 §2 names the route only). */
export const DISCOUNT_CODES_TITLE = 'Discount codes';
export const discountCodesIntro = (brand: string): string =>
  `Money off ${brand} deals. Copy a code and enter it in the promo code box at checkout; you need to be signed in to use one.`;
export const DISCOUNT_CODES_NONE =
  "There are no discount codes running just now. Have a look at today's deals instead.";
export const DISCOUNT_CODES_COPY = 'Copy code';
export const DISCOUNT_CODES_COPIED = 'Copied';
export const DISCOUNT_CODES_TERMS = 'Promo code terms';
export const DISCOUNT_CODES_BROWSE = "Today's deals";
export const DISCOUNT_CODE_USED = 'You have used this code';
