/**
 * Every user-facing string of the checkout family (spec 2 §8 "User-facing messages", Payment).
 */

/** "all-wallet order needs card flow": the spec does not quote the text. OUR WORDING. */
export const ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE =
  'Your wallet credit covers this order in full. Please complete it with the card payment option.';
