/**
 * Login attempt limiting and lockout, as pure functions over the attempt history and `now`
 * (issue 5 "Login attempts are rate limited per account and per address (429 with a clear
 * message); an account locked after repeated failures shows the spec's locked message with a
 * reset link"). After OWASP's authentication and credential-stuffing cheat sheets.
 *
 * Per account (the normalised email, whether or not it has an account, so that both answer alike):
 * at most MAX_FAILURES_PER_ACCOUNT failures in LOGIN_ATTEMPT_WINDOW_MS, counting only failures
 * after the latest success. Per address (the client IP): at most MAX_FAILURES_PER_ADDRESS failures
 * in the window, whatever the accounts and successes (one address spraying many accounts; set
 * higher than per account because offices and mobile networks share addresses). Over either limit
 * the attempt is refused without checking the password: 429 with the seconds to wait.
 *
 * Lockout: LOCKOUT_CONSECUTIVE_FAILURES failures in a row (no success between) within
 * LOCKOUT_WINDOW_MS lock the account until a password reset. With the rate limit, reaching it takes
 * at least 15 minutes. For an email without an account the same history gives the same "locked"
 * answer while it lasts, so the locked message does not reveal that an account exists.
 *
 * Attempts that were refused by the rate limit are not recorded (they would only extend it).
 *
 * Known devices (issue 40, after OWASP's "device cookies"): a browser that signed in to the account
 * before carries a signed cookie naming it. Its attempts have their own budget (the same limits,
 * over its own history) and no address limit, and the account's lock does not stop it: failures
 * from anywhere else lock the attacker's address and the account's unknown devices, not the owner.
 */
import * as O from 'fp-ts/Option';

export const LOGIN_ATTEMPT_WINDOW_MS = 15 * 60 * 1000;
export const MAX_FAILURES_PER_ACCOUNT = 5;
export const MAX_FAILURES_PER_ADDRESS = 20;
export const LOCKOUT_CONSECUTIVE_FAILURES = 10;
export const LOCKOUT_WINDOW_MS = 24 * 60 * 60 * 1000;
/** How far back the history must reach for these rules. */
export const LOGIN_HISTORY_MS = Math.max(LOGIN_ATTEMPT_WINDOW_MS, LOCKOUT_WINDOW_MS);

export interface LoginAttempt {
  /** Epoch milliseconds. */
  readonly at: number;
  readonly succeeded: boolean;
}

export interface LoginHistory {
  /** Attempts for this email. */
  readonly byAccount: ReadonlyArray<LoginAttempt>;
  /** Attempts from this address, for any email. */
  readonly byAddress: ReadonlyArray<LoginAttempt>;
}

export interface ThrottleRefusal {
  readonly allowed: false;
  readonly scope: 'account' | 'address';
  readonly retryAfterMs: number;
}

export type ThrottleDecision = { readonly allowed: true } | ThrottleRefusal;

/** Newest first; of two attempts at the same millisecond, the later in the list is the newer. */
const newestFirst = (attempts: ReadonlyArray<LoginAttempt>): ReadonlyArray<LoginAttempt> =>
  attempts
    .map((attempt, index) => ({ attempt, index }))
    .sort((a, b) => b.attempt.at - a.attempt.at || b.index - a.index)
    .map(({ attempt }) => attempt);

/** Failures after the latest success, newest first. */
const failuresSinceSuccess = (attempts: ReadonlyArray<LoginAttempt>): ReadonlyArray<LoginAttempt> => {
  const sorted = newestFirst(attempts);
  const lastSuccess = sorted.findIndex((a) => a.succeeded);
  return lastSuccess === -1 ? sorted : sorted.slice(0, lastSuccess);
};

const within = (windowMs: number, now: number) => (attempt: LoginAttempt) => now - attempt.at < windowMs;

/** Over `max` failures (newest first) in the window: wait until the oldest counted one leaves it. */
const throttle = (
  failuresNewestFirst: ReadonlyArray<LoginAttempt>,
  max: number,
  scope: 'account' | 'address',
  now: number,
): ThrottleDecision => {
  const recent = failuresNewestFirst.filter(within(LOGIN_ATTEMPT_WINDOW_MS, now));
  const blocking = recent[max - 1];
  if (blocking === undefined) return { allowed: true };
  const retryAfterMs = Math.min(LOGIN_ATTEMPT_WINDOW_MS, Math.max(1, blocking.at + LOGIN_ATTEMPT_WINDOW_MS - now));
  return { allowed: false, scope, retryAfterMs };
};

export const accountThrottle = (byAccount: ReadonlyArray<LoginAttempt>, now: number): ThrottleDecision =>
  throttle(failuresSinceSuccess(byAccount), MAX_FAILURES_PER_ACCOUNT, 'account', now);

export const addressThrottle = (byAddress: ReadonlyArray<LoginAttempt>, now: number): ThrottleDecision =>
  throttle(
    newestFirst(byAddress).filter((a) => !a.succeeded),
    MAX_FAILURES_PER_ADDRESS,
    'address',
    now,
  );

/** The account limit first, then the address limit. */
export const loginThrottle = (history: LoginHistory, now: number): ThrottleDecision => {
  const byAccount = accountThrottle(history.byAccount, now);
  return byAccount.allowed ? addressThrottle(history.byAddress, now) : byAccount;
};

/** Where a sign-in comes from: a device that signed in to this account before, or any other. */
export type SigningDevice = 'known' | 'unknown';

/**
 * The limit for one attempt from `device`, over the history of that device's kind (a known device:
 * its own attempts for the account; an unknown one: every unknown device's attempts for the account,
 * and its address's attempts).
 */
export const loginThrottleFrom = (device: SigningDevice, history: LoginHistory, now: number): ThrottleDecision =>
  device === 'known' ? accountThrottle(history.byAccount, now) : loginThrottle(history, now);

/** Failures in a row, newest back to the latest success, within the lockout window. */
export const consecutiveFailures = (byAccount: ReadonlyArray<LoginAttempt>, now: number): number =>
  failuresSinceSuccess(byAccount).filter(within(LOCKOUT_WINDOW_MS, now)).length;

/** The history (including the attempt just made) locks the account. */
export const reachesLockout = (byAccount: ReadonlyArray<LoginAttempt>, now: number): boolean =>
  consecutiveFailures(byAccount, now) >= LOCKOUT_CONSECUTIVE_FAILURES;

/**
 * The sign-in is refused with the locked message, without checking the password. An unknown
 * device: the account is locked (`accountLocked`), or there is no account (none) and its history
 * would have locked one. A known device: only its own run of failures locks it.
 */
export const isLockedOut = (
  device: SigningDevice,
  accountLocked: O.Option<boolean>,
  byAccount: ReadonlyArray<LoginAttempt>,
  now: number,
): boolean => (device === 'known' || O.isNone(accountLocked) ? reachesLockout(byAccount, now) : accountLocked.value);
