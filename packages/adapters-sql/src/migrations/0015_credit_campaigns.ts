/**
 * Campaign credit (spec 2 §7.7 "POST campaign credit claim with an id number"; spec 1 §6
 * credit_validation): each campaign's number, currency, amount and open window, and one row per
 * shopper who claimed it (the primary key makes a claim once per shopper). The credit itself goes
 * into the wallet, whose own transaction records it.
 */
export const name = '0015_credit_campaigns';

export const up = `
CREATE TABLE credit_campaign (
  code text PRIMARY KEY CHECK (code ~ '^[0-9]{1,18}$'),
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  amount_minor integer NOT NULL CHECK (amount_minor > 0),
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  CHECK (starts_at < ends_at)
);

CREATE TABLE credit_campaign_claim (
  campaign_code text NOT NULL REFERENCES credit_campaign (code) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  claimed_at timestamptz NOT NULL,
  PRIMARY KEY (campaign_code, customer_id)
);
`;
