/**
 * Passenger details (spec 1 §5 checkout prerequisites): the travellers of an order with travel,
 * lead passenger first. Removed with the order, and when the customer's account is anonymised.
 */
export const name = '0011_order_passengers';

export const up = `
CREATE TABLE order_passenger (
  order_id text NOT NULL REFERENCES purchase_order (id) ON DELETE CASCADE,
  position integer NOT NULL CHECK (position >= 0),
  title text NOT NULL CHECK (title IN ('Mr', 'Mrs', 'Ms', 'Miss')),
  first_names text NOT NULL,
  last_name text NOT NULL,
  date_of_birth date NOT NULL,
  PRIMARY KEY (order_id, position)
);
`;
