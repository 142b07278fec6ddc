/** Wallet constants of spec 2 §9 (and §7.7), kept as data. */

/** Wallet credit from a refund is valid 3 months. */
export const REFUND_CREDIT_VALIDITY_MONTHS = 3;
/** Wallet credit from a gift-card redemption is valid 12 months. */
export const GIFT_CARD_CREDIT_VALIDITY_MONTHS = 12;
/** Credit issued automatically when a voucher expires is valid 14 days. */
export const AUTO_CREDIT_ON_EXPIRY_VALIDITY_DAYS = 14;
/** Gift cards expire after 6 months. */
export const GIFT_CARD_VALIDITY_MONTHS = 6;
/** Credit claim toasts show for 5 s, top-right. */
export const CREDIT_CLAIM_TOAST_MS = 5000;
/** The user wallet call times out after 40 s. */
export const WALLET_REQUEST_TIMEOUT_MS = 40_000;
/** The campaign credit claim status for an already claimed offer. */
export const CREDIT_CLAIM_ALREADY_CLAIMED_STATUS = 'ALREADY_CLAIMED';
/** The campaign credit claim status for a successful claim (not shown by the spec: our choice). */
export const CREDIT_CLAIM_SUCCESS_STATUS = 'SUCCESS';
