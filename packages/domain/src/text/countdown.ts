/**
 * Countdown (spec 1 §4 "Countdown: days, hours, minutes, seconds to a timestamp; null if past").
 *
 * The spec's `null` is `O.none` here. Our reading of "past": nothing is left to count, so the
 * countdown is `none` from the target instant on (target <= now), and for an invalid instant.
 * Parts are whole units rounded down: 1.9 s left shows 0 days, 0 h, 0 min, 1 s.
 */
import * as O from 'fp-ts/Option';

export interface Countdown {
  readonly days: number;
  /** 0..23 */
  readonly hours: number;
  /** 0..59 */
  readonly minutes: number;
  /** 0..59 */
  readonly seconds: number;
}

export const SECONDS_PER_MINUTE = 60;
export const SECONDS_PER_HOUR = 60 * SECONDS_PER_MINUTE;
export const SECONDS_PER_DAY = 24 * SECONDS_PER_HOUR;

/** An instant as a `Date` or as epoch milliseconds. */
export type Instant = Date | number;

const millis = (at: Instant): number => (typeof at === 'number' ? at : at.getTime());

/** Splits a whole, non-negative number of seconds into days, hours, minutes and seconds. */
export const countdownParts = (totalSeconds: number): Countdown => ({
  days: Math.floor(totalSeconds / SECONDS_PER_DAY),
  hours: Math.floor((totalSeconds % SECONDS_PER_DAY) / SECONDS_PER_HOUR),
  minutes: Math.floor((totalSeconds % SECONDS_PER_HOUR) / SECONDS_PER_MINUTE),
  seconds: totalSeconds % SECONDS_PER_MINUTE,
});

/** The time left from `now` to `target`, or none once the target is reached or past. */
export const countdownTo = (target: Instant, now: Instant): O.Option<Countdown> => {
  const left = millis(target) - millis(now);
  return Number.isFinite(left) && left > 0 ? O.some(countdownParts(Math.floor(left / 1000))) : O.none;
};

/** Back to whole seconds: the inverse of `countdownParts`. */
export const countdownSeconds = (countdown: Countdown): number =>
  countdown.days * SECONDS_PER_DAY +
  countdown.hours * SECONDS_PER_HOUR +
  countdown.minutes * SECONDS_PER_MINUTE +
  countdown.seconds;
