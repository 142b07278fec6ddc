/**
 * Every user-facing string of the deal family (spec 2 §8 "User-facing messages", spec 1 §5
 * "Deal purchase"). Strings the spec quotes are kept verbatim.
 */

/** Verbatim (spec 2 §8, Basket): shown when a deal or product can no longer be bought. */
export const DEAL_NO_LONGER_AVAILABLE_MESSAGE = 'Oops! This item is no longer available';

/**
 * "maximum per deal per day shown" (spec 1 §5). The spec does not quote the text: OUR WORDING.
 * `n` is the most a shopper may buy of this deal today.
 */
export const maximumPerDealPerDayMessage = (n: number): string => `Maximum ${n} per deal per day`;

/** "Deal purchase: at least one product chosen" (spec 1 §5). Not quoted: OUR WORDING. */
export const CHOOSE_AT_LEAST_ONE_PRODUCT_MESSAGE = 'Please choose at least one option';
