/**
 * Refer a friend (spec 1 §3 Referral, §4, §6; spec 2 §9): each shopper's referral code with its link
 * counters, and one row per referred friend. A friend is referred once (the primary key); the row is
 * ASSIGNED at sign-up, PENDING from the first purchase, then CREDITED or CANCELLED. The credit paid
 * for it is kept on the row, and the wallet's own transaction records it too.
 */
export const name = '0014_referrals';

export const up = `
CREATE TABLE referral_account (
  customer_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  code text NOT NULL UNIQUE CHECK (code ~ '^[A-HJ-NP-Z2-9]{8}$'),
  links_opened integer NOT NULL DEFAULT 0 CHECK (links_opened >= 0),
  links_shared integer NOT NULL DEFAULT 0 CHECK (links_shared >= 0),
  created_at timestamptz NOT NULL
);

CREATE TABLE referral (
  friend_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  referrer_id text NOT NULL REFERENCES referral_account (customer_id) ON DELETE CASCADE,
  site_key text NOT NULL CHECK (site_key IN ('kerching', 'kerchingie', 'livingsocial', 'livingsocialie')),
  status text NOT NULL CHECK (status IN ('ASSIGNED', 'PENDING', 'CREDITED', 'CANCELLED')),
  assigned_at timestamptz NOT NULL,
  order_id text,
  purchased_at timestamptz,
  credited_at timestamptz,
  credited_minor integer NOT NULL DEFAULT 0 CHECK (credited_minor >= 0),
  CHECK (friend_id <> referrer_id),
  CHECK ((status = 'ASSIGNED') = (purchased_at IS NULL)),
  CHECK ((status = 'CREDITED') = (credited_at IS NOT NULL))
);
CREATE INDEX referral_by_referrer ON referral (referrer_id, assigned_at DESC);
CREATE INDEX referral_pending_by_purchase ON referral (purchased_at) WHERE status = 'PENDING';
`;
