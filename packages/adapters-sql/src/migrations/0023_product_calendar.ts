/**
 * The booking calendar of products of deals sold by date (spec 1 §3 "Calendar day", spec 2 §7.5):
 * one row per product and day, with the day's prices in minor units, its stay lengths and its open
 * flags. A row belongs to its product like the product to its deal (deleted with it), so emptying
 * the catalogue empties the calendars too. Basket lines keep the stay a shopper books (checkInDate,
 * checkOutDate of spec 1 §3 "Basket line"): both dates or neither.
 */
export const name = '0023_product_calendar';

export const up = `
CREATE TABLE product_calendar_day (
  product_id integer NOT NULL REFERENCES product (id) ON DELETE CASCADE,
  day date NOT NULL,
  min_price_minor integer NOT NULL CHECK (min_price_minor >= 0),
  vip_price_minor integer CHECK (vip_price_minor >= 0),
  additional_cost_text text,
  min_stay integer NOT NULL,
  max_stay integer NOT NULL,
  open_for_arrival boolean NOT NULL,
  open_for_departure boolean NOT NULL,
  open_for_sale boolean NOT NULL,
  sold_out boolean NOT NULL,
  vip_discount_allowed boolean NOT NULL,
  PRIMARY KEY (product_id, day),
  CHECK (1 <= min_stay AND min_stay <= max_stay)
);

ALTER TABLE basket_line
  ADD COLUMN check_in date,
  ADD COLUMN check_out date,
  ADD CONSTRAINT basket_line_stay_check CHECK ((check_in IS NULL) = (check_out IS NULL));
`;
