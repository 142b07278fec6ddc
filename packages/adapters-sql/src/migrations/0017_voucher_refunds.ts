/**
 * Voucher refunds under the money-back guarantee (spec 2 §9 "Money-back guarantee 14 days"; spec 1
 * §4 "Refund is unavailable for a redeemed voucher and within 7 days of expiry"): one row per
 * refunded voucher (the primary key makes a refund once), with the reason chosen and the amount given
 * back as wallet credit, which the wallet's own transaction records too.
 */
export const name = '0017_voucher_refunds';

export const up = `
CREATE TABLE voucher_refund (
  voucher_code text PRIMARY KEY REFERENCES voucher (code) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id text NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
  reason text NOT NULL CHECK (length(reason) BETWEEN 1 AND 200),
  amount_minor integer NOT NULL CHECK (amount_minor >= 0),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  refunded_at timestamptz NOT NULL
);
`;
