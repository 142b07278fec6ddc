/**
 * The stay an order line booked (ADR 28): both dates or neither. A refunded voucher of the line
 * puts a room back on each of the stay's nights whose rooms are counted (migration 0024).
 */
export const name = '0025_order_line_stay';

export const up = `
ALTER TABLE order_line
  ADD COLUMN check_in date,
  ADD COLUMN check_out date,
  ADD CONSTRAINT order_line_stay_check CHECK ((check_in IS NULL) = (check_out IS NULL));
`;
