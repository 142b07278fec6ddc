/**
 * Every user-facing string of the voucher family. Strings quoted by the spec are verbatim; where the
 * spec only describes a message, the sentence is ours and says so in a comment.
 */

// Voucher display statuses (spec 1 §4), verbatim.
export const STATUS_READY_TO_REDEEM = 'Ready to Redeem';
export const STATUS_REDEEMED = 'Redeemed';
export const STATUS_BOOKED = 'Booked';
export const STATUS_CREDIT_REQUESTED = 'Credit Requested';
export const STATUS_REQUEST_PROCESSED = 'Request Processed';
export const STATUS_RETURN_REQUESTED = 'Return Requested';
export const STATUS_RETURN_IN_TRANSIT = 'Return in Transit';
export const STATUS_RETURNED_TO_MERCHANT = 'Returned to the Merchant';
export const STATUS_REFUNDED = 'Refunded';
export const STATUS_EXPIRED = 'Expired';
/** Our wording (spec 1 §4: "Booked (travel documents expected within 3 working days)"). */
export const BOOKED_TRAVEL_DOCUMENTS_NOTE = 'Your travel documents are expected within 3 working days.';

// Order tracking (spec 1 §4), verbatim.
export const TRACKING_PROCESSING_ORDER = 'Processing Order';
export const TRACKING_DISPATCHED = 'Dispatched';
export const TRACKING_DELIVERED = 'Delivered';
/** Followed by the date: "Delivery on or before 12 March 2025". */
export const TRACKING_DELIVERY_ON_OR_BEFORE = 'Delivery on or before';

// Protection statuses (spec 1 §4), verbatim.
export const PROTECTION_AVAILABLE = 'Available';
export const PROTECTION_EXPIRED = 'Expired';
export const PROTECTION_REDEEMED = 'Redeemed';
export const PROTECTION_REFUNDED = 'Refunded';

// Refunds.
/** Verbatim (spec 1 §5: "Refund reason required"). */
export const REFUND_REASON_REQUIRED = 'Please select an option to continue';
/** Our wording (spec 1 §4: "Refund is unavailable for a redeemed voucher"). */
export const REFUND_UNAVAILABLE_REDEEMED = 'Sorry, a voucher that has been redeemed cannot be refunded.';
/** Our wording (spec 1 §4: refund unavailable "within 7 days of expiry"). */
export const REFUND_UNAVAILABLE_NEAR_EXPIRY = 'Sorry, a voucher cannot be refunded within 7 days of its expiry date.';
/** Our wording: an expired voucher. */
export const REFUND_UNAVAILABLE_EXPIRED = 'Sorry, this voucher has expired and cannot be refunded.';
/** Our wording (spec 2 §9: "Money-back guarantee 14 days"). */
export const REFUND_UNAVAILABLE_GUARANTEE_ENDED = 'Sorry, the 14-day money-back guarantee for this voucher has ended.';
/** Our wording: a refund or return is already under way or done. */
export const REFUND_UNAVAILABLE_IN_PROGRESS = 'A refund or return has already been requested for this voucher.';
/** Our wording: an action that does not fit the voucher's current state. */
export const VOUCHER_ACTION_NOT_ALLOWED = "Sorry, this can't be done for this voucher right now.";
/** Our wording (spec 2 §9: "Vouchers available 24 hours after purchase"). */
export const VOUCHER_NOT_YET_AVAILABLE = 'Your voucher will be available 24 hours after purchase.';

// Extension.
/** Our wording (spec 2 §8: "no vouchers eligible for extension"). */
export const NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION = 'You have no vouchers eligible for extension.';
/** Our wording (spec 2 §9: "voucher extension up to 3 months"). */
export const EXTENSION_LIMIT = 'A voucher can be extended by up to 3 months.';
/** Our wording: a voucher that cannot be extended (redeemed, refunded, or past its extension window). */
export const EXTENSION_NOT_ELIGIBLE = 'Sorry, this voucher is not eligible for extension.';

// Deposits (spec 1 §4 "overdue-balance and out-of-stock notices exist").
/** Our wording. */
export const DEPOSIT_BALANCE_OVERDUE_NOTICE =
  'Your balance payment is overdue. Please pay the remaining balance before your deposit expires.';
/** Our wording. */
export const DEPOSIT_OUT_OF_STOCK_NOTICE =
  "Sorry, this deal is now out of stock, so the remaining balance can't be paid. Please contact us about your deposit.";
/** Our wording. */
export const DEPOSIT_EXPIRED_NOTICE = 'This deposit has expired because the balance was not paid in time.';

// Other voucher messages (spec 2 §8).
export const PRODUCT_ORDER_ID_REQUIRED = 'Sorry, a product order id is required.';
export const VOUCHER_PROBLEM = 'Sorry there was a problem please try again later.';
/** Our wording (spec 2 §8: "voucher generation error"). */
export const VOUCHER_GENERATION_ERROR = "Sorry, we couldn't generate your voucher. Please try again later.";
