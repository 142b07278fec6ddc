/**
 * Back-in-stock alerts (domain backInStockAlert.ts): one row per address waiting on a sold-out deal
 * of a site, deleted once the email is sent or the deal will not come back. No reference to the
 * deal table: a catalogue import may replace a deal's row, and the alert job drops alerts whose
 * deal is gone.
 */
export const name = '0020_back_in_stock_alerts';

export const up = `
CREATE TABLE back_in_stock_alert (
  site_key text NOT NULL,
  deal_id integer NOT NULL,
  email text NOT NULL,
  requested_at timestamptz NOT NULL,
  PRIMARY KEY (site_key, deal_id, email)
);
CREATE INDEX back_in_stock_alert_by_email ON back_in_stock_alert (site_key, email);
`;
