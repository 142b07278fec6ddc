/**
 * Accounts (issue 5): users with a case-insensitive unique email, sessions, one-time tokens, login
 * attempts, the mail outbox and newsletter subscriptions (PostgreSQL 15 and PGlite).
 *
 * - Emails are stored normalised (trimmed, lower-case) and also indexed on lower(email), so two
 *   spellings of one address can never make two accounts, even from concurrent registrations.
 * - Bearer secrets are stored as SHA-256 hashes only: sessions.id_hash, one_time_tokens.token_hash.
 *   Password hashes are scrypt strings that carry their own parameters.
 * - Account deletion: deletion_requested_at (initiated), anonymised_at (done, personal fields
 *   replaced); the partial index serves the anonymisation job.
 * - Sites are checked by value (not a foreign key to site): accounts do not need the catalogue.
 */
export const name = '0004_accounts';

const SITE_KEYS = "('kerching', 'kerchingie', 'livingsocial', 'livingsocialie')";

export const up = `
CREATE TABLE users (
  id text PRIMARY KEY,
  email text NOT NULL CHECK (email = lower(btrim(email)) AND length(email) BETWEEN 3 AND 320),
  first_name text NOT NULL DEFAULT '',
  last_name text NOT NULL DEFAULT '',
  customer_token text NOT NULL UNIQUE CHECK (length(customer_token) >= 10),
  password_hash text,
  vip_user boolean NOT NULL DEFAULT false,
  has_address boolean NOT NULL DEFAULT false,
  is_facebook boolean NOT NULL DEFAULT false,
  google_subject text UNIQUE,
  locked_at timestamptz,
  registered_via text NOT NULL CHECK (registered_via IN ('standard', 'vip', 'express', 'google')),
  origin text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  deletion_requested_at timestamptz,
  anonymised_at timestamptz,
  CHECK (anonymised_at IS NULL OR deletion_requested_at IS NOT NULL)
);
CREATE UNIQUE INDEX users_email_lower_key ON users (lower(email));
CREATE INDEX users_awaiting_anonymisation ON users (deletion_requested_at, id)
  WHERE deletion_requested_at IS NOT NULL AND anonymised_at IS NULL;

CREATE TABLE sessions (
  id_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  remember_me boolean NOT NULL,
  created_at timestamptz NOT NULL,
  last_seen_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_live_by_user ON sessions (user_id) WHERE revoked_at IS NULL;

CREATE TABLE one_time_tokens (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  purpose text NOT NULL CHECK (purpose IN ('password_reset', 'activation')),
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (expires_at > issued_at)
);
CREATE INDEX one_time_tokens_by_user ON one_time_tokens (user_id, purpose);

CREATE TABLE login_attempts (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  email text NOT NULL,
  address text NOT NULL,
  at timestamptz NOT NULL,
  succeeded boolean NOT NULL
);
CREATE INDEX login_attempts_by_email ON login_attempts (email, at);
CREATE INDEX login_attempts_by_address ON login_attempts (address, at);
CREATE INDEX login_attempts_by_time ON login_attempts (at);

CREATE TABLE mail_outbox (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_key text NOT NULL CHECK (site_key IN ${SITE_KEYS}),
  recipient text NOT NULL,
  kind text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  queued_at timestamptz NOT NULL,
  sent_at timestamptz
);
CREATE INDEX mail_outbox_by_recipient ON mail_outbox (recipient, id);
CREATE INDEX mail_outbox_unsent ON mail_outbox (id) WHERE sent_at IS NULL;

CREATE TABLE newsletter_subscriptions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  site_key text NOT NULL CHECK (site_key IN ${SITE_KEYS}),
  email text NOT NULL CHECK (email = lower(btrim(email))),
  location text NOT NULL,
  unsubscribe_token text NOT NULL UNIQUE,
  subscribed_at timestamptz NOT NULL,
  unsubscribed_at timestamptz
);
CREATE UNIQUE INDEX newsletter_subscriptions_site_email_key ON newsletter_subscriptions (site_key, lower(email));
`;
