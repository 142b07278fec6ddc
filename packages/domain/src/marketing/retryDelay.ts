/**
 * The retry delay list (spec 2 §9 "Retry delay list (ms): 150, 250, 250, 500, 500, 500, 750, 750,
 * 750, 1000, 1000, 1000, 1250, 1250, 1500, 1500").
 *
 * `retryDelay(n)` is the wait before retry n, counting from 1: the first retry waits 150 ms, the
 * sixteenth 1500 ms. After the list ends (and for 0, negative or fractional n) it is none: stop.
 */
import * as O from 'fp-ts/Option';

export const RETRY_DELAYS_MS = [
  150, 250, 250, 500, 500, 500, 750, 750, 750, 1000, 1000, 1000, 1250, 1250, 1500, 1500,
] as const;

export const MAX_RETRIES = RETRY_DELAYS_MS.length;

export const retryDelay = (attempt: number): O.Option<number> => O.fromNullable(RETRY_DELAYS_MS[attempt - 1]);
