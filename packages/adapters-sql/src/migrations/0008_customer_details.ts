/**
 * Checkout details (issue 6 "your details and address"): one row per customer, replaced at each
 * checkout, removed when the account is anonymised.
 */
export const name = '0008_customer_details';

export const up = `
CREATE TABLE customer_details (
  customer_id text PRIMARY KEY REFERENCES users (id) ON DELETE CASCADE,
  full_name text NOT NULL,
  phone text NOT NULL,
  address_line text NOT NULL,
  town text NOT NULL,
  postcode text NOT NULL,
  country_code text NOT NULL CHECK (country_code IN ('gb', 'ie')),
  updated_at timestamptz NOT NULL
);
`;
