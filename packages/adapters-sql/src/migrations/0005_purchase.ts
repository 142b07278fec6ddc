/**
 * Purchase (issue 6): baskets and their lines, orders, order lines, vouchers, wallets, promotions,
 * idempotency keys, and each customer's purchases per product (the per-user allowance). PostgreSQL 15
 * and PGlite. Inventory reuses the product columns of 0001/0002 (`total_remaining`,
 * `remaining_for_day`, `remaining_for_week`, `total_bought`), whose CHECK (>= 0) constraints are the
 * last line of defence against overselling; see docs/decisions/0007-order-placement.md.
 */
export const name = '0005_purchase';

const SITE_KEYS = "('kerching', 'kerchingie', 'livingsocial', 'livingsocialie')";

export const up = `
CREATE TABLE basket (
  token text PRIMARY KEY CHECK (length(token) > 10),
  site_key text NOT NULL CHECK (site_key IN ${SITE_KEYS}),
  customer_id text REFERENCES users (id) ON DELETE SET NULL,
  eligible_for_vip boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  closed_at timestamptz
);
CREATE INDEX basket_open_by_customer ON basket (customer_id, site_key, updated_at DESC) WHERE closed_at IS NULL;

CREATE TABLE basket_line (
  basket_token text NOT NULL REFERENCES basket (token) ON DELETE CASCADE,
  position integer NOT NULL,
  product_id integer NOT NULL,
  deal_id integer NOT NULL,
  quantity integer NOT NULL CHECK (quantity >= 0),
  gift boolean NOT NULL DEFAULT false,
  gifting jsonb NOT NULL,
  gift_pack boolean NOT NULL DEFAULT false,
  gift_wrap integer NOT NULL DEFAULT 0 CHECK (gift_wrap >= 0),
  pay_deposit boolean NOT NULL DEFAULT false,
  pay_later boolean NOT NULL DEFAULT false,
  delivery_option_type text,
  order_addons jsonb NOT NULL DEFAULT '[]',
  PRIMARY KEY (basket_token, product_id)
);

CREATE TABLE customer_product_purchase (
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  bought integer NOT NULL CHECK (bought >= 0),
  PRIMARY KEY (customer_id, product_id)
);

CREATE TABLE purchase_order (
  id text PRIMARY KEY,
  customer_id text NOT NULL REFERENCES users (id),
  site_key text NOT NULL CHECK (site_key IN ${SITE_KEYS}),
  basket_token text NOT NULL,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  total_minor integer NOT NULL CHECK (total_minor >= 0),
  promo_code text,
  promo_discount_minor integer NOT NULL CHECK (promo_discount_minor >= 0),
  wallet_used_minor integer NOT NULL CHECK (wallet_used_minor >= 0),
  cash_minor integer NOT NULL CHECK (cash_minor >= 0),
  card_type text,
  payment_reference text,
  confirmation jsonb NOT NULL,
  placed_at timestamptz NOT NULL,
  CHECK (cash_minor + wallet_used_minor + promo_discount_minor = total_minor)
);
CREATE INDEX purchase_order_by_customer ON purchase_order (customer_id, placed_at DESC);

CREATE TABLE order_line (
  id text PRIMARY KEY,
  order_id text NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
  product_id integer NOT NULL,
  deal_id integer NOT NULL,
  title text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  unit_price_minor integer NOT NULL CHECK (unit_price_minor >= 0)
);
CREATE INDEX order_line_by_order ON order_line (order_id);

CREATE TABLE voucher (
  code text PRIMARY KEY,
  order_id text NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
  order_line_id text NOT NULL REFERENCES order_line (id) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES users (id),
  product_id integer NOT NULL,
  deal_id integer NOT NULL,
  title text NOT NULL,
  purchased_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX voucher_by_customer ON voucher (customer_id, purchased_at DESC, code);

CREATE TABLE wallet_balance (
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  marketing_minor integer NOT NULL DEFAULT 0 CHECK (marketing_minor >= 0),
  refundable_minor integer NOT NULL DEFAULT 0 CHECK (refundable_minor >= 0),
  PRIMARY KEY (customer_id, currency)
);

CREATE TABLE wallet_transaction (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  currency text NOT NULL CHECK (currency IN ('GBP', 'EUR')),
  amount_minor integer NOT NULL,
  kind text NOT NULL CHECK (kind IN ('spend', 'marketing_credit', 'refundable_credit')),
  order_id text,
  at timestamptz NOT NULL
);
CREATE INDEX wallet_transaction_by_customer ON wallet_transaction (customer_id, at DESC);

CREATE TABLE promotion (
  code text PRIMARY KEY CHECK (code = upper(btrim(code)) AND length(code) > 0),
  site_key text NOT NULL CHECK (site_key IN ${SITE_KEYS}),
  kind text NOT NULL CHECK (kind IN ('percentage', 'fixed')),
  percent integer CHECK (percent BETWEEN 0 AND 100),
  amount_minor integer CHECK (amount_minor >= 0),
  expires_at timestamptz NOT NULL,
  single_use_per_customer boolean NOT NULL DEFAULT true,
  max_uses integer CHECK (max_uses >= 0),
  uses integer NOT NULL DEFAULT 0 CHECK (uses >= 0),
  subcategory_ids integer[] NOT NULL DEFAULT '{}',
  minimum_spend_minor integer NOT NULL DEFAULT 0 CHECK (minimum_spend_minor >= 0),
  marketing boolean NOT NULL DEFAULT false,
  CHECK (max_uses IS NULL OR uses <= max_uses),
  CHECK ((kind = 'percentage' AND percent IS NOT NULL) OR (kind = 'fixed' AND amount_minor IS NOT NULL))
);

CREATE TABLE promotion_redemption (
  code text NOT NULL REFERENCES promotion (code) ON DELETE CASCADE,
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  order_id text NOT NULL,
  redeemed_at timestamptz NOT NULL,
  PRIMARY KEY (code, customer_id, order_id)
);
CREATE INDEX promotion_redemption_by_customer ON promotion_redemption (code, customer_id);

CREATE TABLE order_idempotency_key (
  customer_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 8 AND 128),
  request_hash text NOT NULL,
  result jsonb,
  created_at timestamptz NOT NULL,
  PRIMARY KEY (customer_id, key)
);
`;
