/**
 * How long the account family keeps records that hold personal data but serve no purpose once old
 * (OUR RULE: the spec sets none; ADR 8). A recurring job forgets what falls before the cutoffs.
 *
 * - Sign-in attempts (email and client address) are read back only as far as the rate limit and
 *   the lockout look: LOGIN_HISTORY_MS (24 hours). An account the lockout locked stays locked on
 *   the account itself, so forgetting its attempts does not unlock it.
 * - Mail in the outbox (address, name, one-time links) is kept MAIL_RETENTION_MS (30 days) from
 *   when it was queued, sent or not: every link in it has expired by then (a password reset lasts
 *   an hour, an activation days), and mail a relay could not deliver in 30 days is not worth
 *   sending. Account deletion removes a shopper's mail at once (deletion.ts).
 */
import { LOGIN_HISTORY_MS } from './loginAttempts';

const DAY_MS = 24 * 60 * 60 * 1000;

export const MAIL_RETENTION_MS = 30 * DAY_MS;

export interface RetentionCutoffs {
  /** Sign-in attempts made before this instant (epoch ms) are forgotten. */
  readonly loginAttemptsBefore: number;
  /** Mail queued before this instant (epoch ms) is forgotten. */
  readonly mailQueuedBefore: number;
}

/** What may be forgotten at `now` (epoch ms). */
export const retentionCutoffs = (now: number): RetentionCutoffs => ({
  loginAttemptsBefore: now - LOGIN_HISTORY_MS,
  mailQueuedBefore: now - MAIL_RETENTION_MS,
});
