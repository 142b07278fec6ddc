/**
 * The mail relay (issue 5 "SMTP via nodemailer when SMTP_URL is set"): mail stays in the outbox
 * table and a relay job sends it. A relay claims a row for a short lease (`claimed_until`) so two
 * processes never send the same mail at once; a send that fails is retried when the lease ends, up
 * to a bounded number of `attempts`.
 */
export const name = '0006_mail_relay';

export const up = `
ALTER TABLE mail_outbox ADD COLUMN claimed_until timestamptz;
ALTER TABLE mail_outbox ADD COLUMN attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0);
`;
