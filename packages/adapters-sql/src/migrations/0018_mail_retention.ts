/**
 * The retention job forgets mail queued more than 30 days ago (domain `retentionCutoffs`, ADR 8):
 * an index on the queued time lets it find that mail without reading the whole outbox.
 */
export const name = '0018_mail_retention';

export const up = `
CREATE INDEX mail_outbox_by_queued_at ON mail_outbox (queued_at);
`;
