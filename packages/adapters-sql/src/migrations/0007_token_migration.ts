/**
 * Token migration (issue 5): one-time tokens gain the purpose 'token_migration', the short-lived
 * hand-over from /auth/migrate to /consume-token.
 */
export const name = '0007_token_migration';

export const up = `
ALTER TABLE one_time_tokens DROP CONSTRAINT one_time_tokens_purpose_check;
ALTER TABLE one_time_tokens ADD CONSTRAINT one_time_tokens_purpose_check
  CHECK (purpose IN ('password_reset', 'activation', 'token_migration'));
`;
