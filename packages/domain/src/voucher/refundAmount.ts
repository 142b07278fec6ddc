/**
 * What a refunded voucher gives back, and the reasons a shopper chooses from (spec 1 §5 "Please
 * select an option to continue"; spec 2 §9 "Money-back guarantee 14 days", "Wallet credit from
 * refund valid 3 months").
 *
 * Decisions (ours; the spec gives neither):
 * - A voucher refunds what was paid for it: its unit price less its share of the order's promo
 *   discount (in proportion to its price, rounded up, so the refunds of every voucher of an order
 *   never add up to more than the order's total less its discount). Cash and wallet credit paid alike
 *   come back as refundable wallet credit.
 * - The reasons are a short fixed list; the last, "Something else", covers the rest.
 */
import { nonNegativeMinor } from '../promo/amounts';
import { ACTIVE, type Voucher, newVoucher } from './voucher';

export const REFUND_REASONS = [
  'I changed my mind',
  'I can no longer use it',
  'I bought the wrong deal or option',
  'Something else',
] as const;

export type RefundReason = (typeof REFUND_REASONS)[number];

export const isRefundReason = (value: string): value is RefundReason =>
  REFUND_REASONS.some((reason) => reason === value);

export interface RefundedOrder {
  /** The order's total before its promo discount, minor units. */
  readonly totalMinor: number;
  readonly promoDiscountMinor: number;
}

/** What one voucher of `unitPriceMinor` in `order` refunds, minor units. */
export const voucherRefundAmount = (unitPriceMinor: number, order: RefundedOrder): number => {
  const price = nonNegativeMinor(unitPriceMinor);
  const total = nonNegativeMinor(order.totalMinor);
  if (total === 0) return 0;
  const discountShare = Math.ceil((price * Math.min(nonNegativeMinor(order.promoDiscountMinor), total)) / total);
  return Math.max(price - discountShare, 0);
};

/** A voucher as the store keeps it: bought, expiring, and refunded or not. */
export interface StoredVoucherFacts {
  readonly code: string;
  readonly purchasedAt: number;
  readonly expiresAt: number;
  readonly refundedAt: number | null;
}

/** The domain's voucher for stored facts: Refunded once refunded, else Active (redemption is not tracked). */
export const voucherOfStoredFacts = (facts: StoredVoucherFacts): Voucher => ({
  ...newVoucher(facts.code, 'STANDARD', new Date(facts.purchasedAt), new Date(facts.expiresAt)),
  stage: facts.refundedAt === null ? ACTIVE : { _tag: 'Refunded' },
});
