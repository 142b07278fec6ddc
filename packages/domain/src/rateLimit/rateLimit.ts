/**
 * Request limits as pure rules (issue 40 item 6): a limit is a number of hits per fixed window of
 * time, counted per key (a client address, a browser, a recipient). The store counts the hits of
 * the window that holds `now` (ports `RateLimits`); these functions say which window that is and
 * whether a count is within the limit, and for how long a refused caller must wait.
 *
 * A fixed window (not a sliding one): one counter per key and window, so one atomic upsert per hit.
 * Its known edge, up to twice the limit across a window boundary, is acceptable for these limits.
 */

export interface RateLimit {
  /** Hits allowed in one window (at least 1). */
  readonly limit: number;
  /** The window's length in milliseconds (at least 1). */
  readonly windowMs: number;
}

/** One window of a limit: [startsAt, endsAt) in epoch milliseconds. */
export interface RateWindow {
  readonly startsAt: number;
  readonly endsAt: number;
}

export type RateVerdict =
  { readonly allowed: true; readonly remaining: number } | { readonly allowed: false; readonly retryAfterMs: number };

/** The window of `rule` that holds `now`: windows start at multiples of its length since the epoch. */
export const rateWindow = (rule: RateLimit, now: number): RateWindow => {
  const startsAt = now - (((now % rule.windowMs) + rule.windowMs) % rule.windowMs);
  return { startsAt, endsAt: startsAt + rule.windowMs };
};

/**
 * The verdict on a hit, given `hits`: how many hits the window holds counting this one. Within the
 * limit it is allowed; over it, refused until the window ends.
 */
export const rateVerdict = (rule: RateLimit, hits: number, now: number): RateVerdict => {
  if (hits <= rule.limit) return { allowed: true, remaining: rule.limit - hits };
  return { allowed: false, retryAfterMs: Math.max(1, rateWindow(rule, now).endsAt - now) };
};

/** Retry-After in whole seconds, at least 1 (never tells a caller to retry at once). */
export const retryAfterSeconds = (retryAfterMs: number): number => Math.max(1, Math.ceil(retryAfterMs / 1000));

/** The first refusal of several verdicts (all checked limits must allow), else the first verdict. */
export const firstRefusal = (verdicts: ReadonlyArray<RateVerdict>): RateVerdict =>
  verdicts.find((v) => !v.allowed) ?? verdicts[0] ?? { allowed: true, remaining: 0 };
