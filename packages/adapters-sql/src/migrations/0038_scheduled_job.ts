/**
 * Delayed jobs on the embedded database (ADR 54): stored before `schedule` resolves, so a job
 * survives a restart; claimed by a conditional update, retried with a doubling delay. On
 * PostgreSQL the server uses pg-boss and its own schema instead; the table is there too, unused.
 */
export const name = '0038_scheduled_job';

export const up = `
CREATE TABLE scheduled_job (
  id uuid PRIMARY KEY,
  name text NOT NULL,
  payload jsonb NOT NULL,
  run_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'running', 'done', 'failed')),
  attempts integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX scheduled_job_due ON scheduled_job (run_at) WHERE state = 'waiting';
`;
