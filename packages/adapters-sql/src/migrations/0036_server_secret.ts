/**
 * Secrets every server process must share, made once by the first process that needs them: the
 * anti-forgery key (server http/csrf.ts, ADR 48) binds a form's token to its browser's session, and
 * a token one process hands out must pass on another behind the same load balancer.
 */
export const name = '0036_server_secret';

export const up = `
CREATE TABLE server_secret (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`;
