/**
 * Back-in-stock alerts are claimed before their email is queued (ADR 23): a run of the alert job
 * holds an address until `claimed_until`, so another server process running the job at the same
 * time passes it by instead of sending the same email again. A run that stops before queuing the
 * email leaves the claim to lapse, and the next run sends it.
 */
export const name = '0021_back_in_stock_alert_claims';

export const up = `
ALTER TABLE back_in_stock_alert ADD COLUMN claimed_until timestamptz;
`;
