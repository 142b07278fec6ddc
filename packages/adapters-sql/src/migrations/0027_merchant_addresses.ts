/**
 * A merchant's other addresses (spec 1 §3 Deal `business.otherAddresses`): a chain's other
 * branches, where a voucher can be used as well as at the main address (`merchant.address`).
 * In the order the catalogue gives them (`position`, from 1).
 */
export const name = '0027_merchant_addresses';

export const up = `
CREATE TABLE merchant_address (
  merchant_id integer NOT NULL REFERENCES merchant (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 1),
  address text NOT NULL,
  town text NOT NULL DEFAULT '',
  postcode text NOT NULL DEFAULT '',
  lat double precision NOT NULL,
  lon double precision NOT NULL,
  PRIMARY KEY (merchant_id, position)
);
`;
