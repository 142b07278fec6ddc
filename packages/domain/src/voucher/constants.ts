/** Voucher constants of spec 1 §4 and spec 2 §9, kept as data. */

/** Money-back guarantee: 14 days from purchase. */
export const MONEY_BACK_GUARANTEE_DAYS = 14;
/** Refund unavailable within 7 days of expiry. */
export const REFUND_UNAVAILABLE_DAYS_BEFORE_EXPIRY = 7;
/** Voucher extension up to 3 months. */
export const VOUCHER_EXTENSION_MAX_MONTHS = 3;
/** Deposit refundable within 14 days. */
export const DEPOSIT_REFUNDABLE_DAYS = 14;
/** Vouchers available 24 hours after purchase. */
export const VOUCHER_AVAILABLE_AFTER_HOURS = 24;
/** Booked travel: documents expected within 3 working days. */
export const TRAVEL_DOCUMENTS_WORKING_DAYS = 3;
/** My vouchers page size. */
export const VOUCHERS_PAGE_SIZE = 10;
/** The voucher type value of an on-demand refund voucher. */
export const ON_DEMAND_REFUND = 'ON_DEMAND_REFUND';
