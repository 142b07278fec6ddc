/**
 * Voucher codes: how one is made from a random token, and how a code a shopper sends back (to refund
 * it) is read. Codes are 12 upper-case letters and digits, as XXXX-XXXX-XXXX.
 */

/** A voucher code from a random token: its letters and digits, upper-cased, the first 12 (0-padded). */
export const voucherCode = (token: string): string => {
  const chars = token
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 12)
    .padEnd(12, '0');
  return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8, 12)}`;
};

/** A code as sent back by a shopper: surrounding space dropped, letters upper-cased. */
export const typedVoucherCode = (text: string): string => text.trim().toUpperCase();
