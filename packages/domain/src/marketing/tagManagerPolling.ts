/**
 * Polling for the tag manager (spec 1 §4 "The analytics queue polls the tag manager every 300 ms up
 * to 40 times, then logs an error"; spec 2 §7.1).
 *
 * A pure schedule: the driver starts with `nextTagManagerPoll(0, false)`, waits the returned delay,
 * checks, and calls again with the number of checks made and whether the tag manager was there.
 * So checks happen at 300, 600, ..., 12000 ms, and after the 40th failed check the driver gives up
 * with an error to log.
 */
import { type DomainError, domainError } from '../shared/error';

export const TAG_MANAGER_POLL_INTERVAL_MS = 300;
export const TAG_MANAGER_POLL_MAX_CHECKS = 40;

export type TagManagerUnavailable = DomainError<'MARKETING.TAG_MANAGER_UNAVAILABLE'>;

export type TagManagerPoll =
  | { readonly _tag: 'Ready' }
  | { readonly _tag: 'Wait'; readonly delayMs: number }
  | { readonly _tag: 'GiveUp'; readonly error: TagManagerUnavailable };

export const tagManagerUnavailable: TagManagerUnavailable = domainError(
  'MARKETING.TAG_MANAGER_UNAVAILABLE',
  `Tag manager not found after ${TAG_MANAGER_POLL_MAX_CHECKS} checks every ${TAG_MANAGER_POLL_INTERVAL_MS} ms`,
);

export const nextTagManagerPoll = (checksMade: number, available: boolean): TagManagerPoll => {
  if (available) return { _tag: 'Ready' };
  return checksMade < TAG_MANAGER_POLL_MAX_CHECKS
    ? { _tag: 'Wait', delayMs: TAG_MANAGER_POLL_INTERVAL_MS }
    : { _tag: 'GiveUp', error: tagManagerUnavailable };
};

/** When each check happens, in ms after the start: 300, 600, ..., 12000. */
export const TAG_MANAGER_CHECK_TIMES_MS: readonly number[] = Array.from(
  { length: TAG_MANAGER_POLL_MAX_CHECKS },
  (_, i) => (i + 1) * TAG_MANAGER_POLL_INTERVAL_MS,
);
