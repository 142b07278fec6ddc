/**
 * Every user-facing string of the basket family (spec 2 §8 "User-facing messages", Basket).
 * Strings the spec quotes are kept verbatim.
 */

/** Verbatim. */
export const BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE = 'Oops! This item is no longer available';

/** Verbatim, with its three dots. */
export const BASKET_SOMETHING_WENT_WRONG_MESSAGE =
  'Oops! Something went wrong. Please try again or click Add to Basket...';

/** Verbatim. */
export const BASKET_NO_PURCHASABLE_PRODUCTS_MESSAGE = 'You have no purchasable products in your basket.';

/** "max quantity messages": the spec does not quote them. OUR WORDING. */
export const basketMaxQuantityMessage = (max: number): string => `Sorry, you can buy a maximum of ${max} of this item`;

/** "products no longer reserved": the spec does not quote it. OUR WORDING. */
export const BASKET_PRODUCTS_NO_LONGER_RESERVED_MESSAGE = 'The products in your basket are no longer reserved for you';
