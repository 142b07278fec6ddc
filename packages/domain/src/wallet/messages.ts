/**
 * Every user-facing string of the wallet family. Strings quoted by the spec are verbatim; where the
 * spec only describes a message, the sentence is ours and says so in a comment.
 */

// Credit claim toasts (spec 2 §8 "Credit claim"), verbatim.
/** Follows the claimed amount, e.g. "£5 credit has been applied to your account. ..." */
export const CREDIT_CLAIM_SUCCESS_SUFFIX =
  "credit has been applied to your account. You'll see it when you get to checkout!";
export const CREDIT_CLAIM_ALREADY_CLAIMED = "You've already received your credit from this offer";
export const CREDIT_CLAIM_LINK_INVALID = 'Sorry, this offer link is no longer valid';
export const CREDIT_CLAIM_UNAVAILABLE = 'Unable to process credit at this time. Please try again later.';
export const CREDIT_CLAIM_LOGIN_REQUIRED = 'Please log in to claim your credit';

// Gift cards.
/** Verbatim (spec 1 §5 "Gift code"). */
export const GIFT_CODE_NOT_RECOGNIZED = 'Gift code not recognized. Please try again';
/** Our wording (spec 2 §8: "gift-card redeem error"). */
export const GIFT_CARD_REDEEM_ERROR = "Sorry, we couldn't redeem your gift card. Please try again later.";
/** Our wording (spec 2 §9: gift cards expire after 6 months). */
export const GIFT_CARD_EXPIRED = 'Sorry, this gift card has expired.';
/** Our wording: a gift card can be redeemed once. */
export const GIFT_CARD_ALREADY_REDEEMED = 'This gift card has already been redeemed.';
/** Our wording (spec 1 §5: "Gift card and deal currency must match"). */
export const GIFT_CARD_CURRENCY_MISMATCH = "Sorry, this gift card's currency doesn't match the currency of this deal.";

// Wallet spending.
/** Our wording: a wallet spend larger than the credit available. */
export const WALLET_INSUFFICIENT = "You don't have enough wallet credit for this.";
/** Our wording: a spend or credit that is not a whole, non-negative number of pence or cent. */
export const WALLET_INVALID_AMOUNT = 'This wallet amount is not valid.';

// The wallet page's transaction types (spec 1 §3 Wallet "transactions with amount, date, type").
/** Our wording, one per wallet transaction type. */
export const WALLET_ENTRY_LABELS = {
  spend: 'Used at checkout',
  marketing_credit: 'Promotional credit added',
  refundable_credit: 'Refundable credit added',
  expiry: 'Credit expired',
} as const;
