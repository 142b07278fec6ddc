/**
 * Wallet credit kept per grant (domain heldCredit.ts): what is left of each and when it expires
 * (spec 2 §9: refund credit 3 months, gift-card credit 12 months), so credit stops being usable on
 * time and a spend takes the soonest-expiring credit first. A balance is the sum of what is left of
 * the credits usable at an instant, so the per-currency totals are no longer stored: the balances
 * held so far become one credit per kind that never expires (when they were granted was not kept).
 * The transaction ledger stays as it is; expiries are read from this table.
 */
export const name = '0019_wallet_credit';

export const up = `
CREATE TABLE wallet_credit (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  kind text NOT NULL CHECK (kind IN ('marketing', 'refundable')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  remaining_minor integer NOT NULL CHECK (remaining_minor BETWEEN 0 AND amount_minor),
  granted_at timestamptz NOT NULL,
  expires_at timestamptz CHECK (expires_at > granted_at)
);
CREATE INDEX wallet_credit_left ON wallet_credit (customer_id, currency) WHERE remaining_minor > 0;

INSERT INTO wallet_credit (customer_id, currency, kind, amount_minor, remaining_minor, granted_at)
SELECT customer_id, currency, 'marketing', marketing_minor, marketing_minor, now() FROM wallet_balance WHERE marketing_minor > 0
UNION ALL
SELECT customer_id, currency, 'refundable', refundable_minor, refundable_minor, now() FROM wallet_balance WHERE refundable_minor > 0;

DROP TABLE wallet_balance;
`;
