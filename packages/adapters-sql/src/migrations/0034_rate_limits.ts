/**
 * Request limits (issue 40 item 6, ADR 49): one counter per key and fixed window. The key is a
 * SHA-256 of what it names (an address, a browser, an email), never the text; rows are deleted
 * once their window has ended, found through the index on that end.
 */
export const name = '0034_rate_limits';

export const up = `
CREATE TABLE rate_limit_hits (
  key_hash text NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (key_hash, window_start)
);
CREATE INDEX rate_limit_hits_by_window_end ON rate_limit_hits (window_end);
`;
