/**
 * Request limits over SQL (ports `RateLimits`): each hit is one upsert of the counter of its key and
 * window, which PostgreSQL (and PGlite) apply atomically, so concurrent hits from several processes
 * are all counted and each sees its own count. Keys are stored as their SHA-256.
 *
 * Counters of ended windows are deleted as hits come: every `PRUNE_EVERY` hits of this process,
 * one DELETE of the rows whose window has ended (an index on the end finds them).
 */
import { createHash } from 'node:crypto';
import * as TE from 'fp-ts/TaskEither';
import { type RateLimit, rateVerdict, rateWindow } from '@kerching/domain/rateLimit';
import type { RateLimits, RateLimitsError } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

const PRUNE_EVERY = 500;

const keyHash = (key: string): string => createHash('sha256').update(key, 'utf8').digest('hex');
const timestamp = (ms: number): string => new Date(ms).toISOString();

const unavailable = (error: unknown): RateLimitsError => ({
  code: 'RATE_LIMITS.UNAVAILABLE',
  detail: error instanceof Error ? error.message : 'rate limit store failed',
});

export class SqlRateLimits implements RateLimits {
  private hitsSincePrune = 0;

  constructor(private readonly db: SqlClient) {}

  hit(key: string, rule: RateLimit, now: number) {
    return TE.tryCatch(async () => {
      const window = rateWindow(rule, now);
      const [row] = await this.db.query<{ hits: number | string }>(
        `INSERT INTO rate_limit_hits (key_hash, window_start, window_end, hits) VALUES ($1, $2, $3, 1)
         ON CONFLICT (key_hash, window_start) DO UPDATE SET hits = rate_limit_hits.hits + 1
         RETURNING hits`,
        [keyHash(key), timestamp(window.startsAt), timestamp(window.endsAt)],
      );
      await this.pruneNowAndThen(now);
      return rateVerdict(rule, Number(row?.hits ?? 1), now);
    }, unavailable);
  }

  /** Deletes the counters whose window ended before `now`; how many. */
  async forgetEnded(now: number): Promise<number> {
    const rows = await this.db.query<{ n: number | string }>(
      'WITH gone AS (DELETE FROM rate_limit_hits WHERE window_end <= $1 RETURNING 1) SELECT count(*) AS n FROM gone',
      [timestamp(now)],
    );
    return Number(rows[0]?.n ?? 0);
  }

  private async pruneNowAndThen(now: number): Promise<void> {
    this.hitsSincePrune += 1;
    if (this.hitsSincePrune < PRUNE_EVERY) return;
    this.hitsSincePrune = 0;
    await this.forgetEnded(now);
  }
}
