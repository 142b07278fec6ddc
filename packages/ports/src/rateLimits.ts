/**
 * Counting requests against a limit (issue 40 item 6): one small capability for every request limit
 * (account lookups, registrations, mail to one recipient). The rules (which window, allowed or not,
 * how long to wait) are the domain's `rateLimit`; a store only counts, atomically, so that
 * concurrent hits from several processes are all counted.
 */
import type * as TE from 'fp-ts/TaskEither';
import type { DomainError } from '@kerching/domain/shared';
import type { RateLimit, RateVerdict } from '@kerching/domain/rateLimit';

export type RateLimitsError = DomainError<'RATE_LIMITS.UNAVAILABLE'>;

export interface RateLimits {
  /**
   * Counts one hit for `key` in the window of `rule` that holds `now` (domain `rateWindow`) and gives
   * the verdict on it (domain `rateVerdict`). Keys may name people (an address, an email): stores
   * keep only a hash of them, and only until their window has ended.
   */
  hit(key: string, rule: RateLimit, now: number): TE.TaskEither<RateLimitsError, RateVerdict>;
}
