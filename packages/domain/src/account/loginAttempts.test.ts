import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  LOCKOUT_CONSECUTIVE_FAILURES,
  LOGIN_ATTEMPT_WINDOW_MS,
  LOGIN_HISTORY_MS,
  MAX_FAILURES_PER_ACCOUNT,
  MAX_FAILURES_PER_ADDRESS,
  type LoginAttempt,
  consecutiveFailures,
  isLockedOut,
  loginThrottle,
  loginThrottleFrom,
  reachesLockout,
} from './loginAttempts';

const now = Date.UTC(2030, 0, 1, 12);
const minute = 60_000;
const failure = (minutesAgo: number): LoginAttempt => ({ at: now - minutesAgo * minute, succeeded: false });
const success = (minutesAgo: number): LoginAttempt => ({ at: now - minutesAgo * minute, succeeded: true });
const failures = (n: number, minutesAgo = 1) => Array.from({ length: n }, () => failure(minutesAgo));

describe('login rate limit (issue 5 "rate limited per account and per address (429)")', () => {
  it('documents its numbers: 5 failures per account or 20 per address in 15 minutes; lock after 10 in a row', () => {
    expect([MAX_FAILURES_PER_ACCOUNT, MAX_FAILURES_PER_ADDRESS, LOCKOUT_CONSECUTIVE_FAILURES]).toEqual([5, 20, 10]);
    expect(LOGIN_ATTEMPT_WINDOW_MS).toBe(15 * minute);
    expect(LOGIN_HISTORY_MS).toBe(24 * 60 * minute);
  });
  it('allows 4 recent failures, refuses after the 5th until the oldest counted one is 15 minutes old', () => {
    expect(loginThrottle({ byAccount: failures(4), byAddress: [] }, now)).toEqual({ allowed: true });
    const history = [failure(10), failure(8), failure(6), failure(4), failure(2)];
    expect(loginThrottle({ byAccount: history, byAddress: [] }, now)).toEqual({
      allowed: false,
      scope: 'account',
      retryAfterMs: 5 * minute,
    });
  });
  it('forgets failures older than the window, and failures before a success', () => {
    expect(loginThrottle({ byAccount: [...failures(4, 2), failure(16)], byAddress: [] }, now).allowed).toBe(true);
    expect(loginThrottle({ byAccount: [...failures(5, 3), success(1)], byAddress: [] }, now).allowed).toBe(true);
  });
  it('limits an address across accounts, whatever its successes', () => {
    expect(loginThrottle({ byAccount: [], byAddress: [...failures(19), success(0)] }, now).allowed).toBe(true);
    expect(loginThrottle({ byAccount: [], byAddress: [...failures(20), success(0)] }, now)).toEqual({
      allowed: false,
      scope: 'address',
      retryAfterMs: 14 * minute,
    });
  });
});

describe('lockout (issue 5 "an account locked after repeated failures")', () => {
  it('10 failures in a row within 24 hours lock the account', () => {
    expect(consecutiveFailures([success(100), ...failures(9, 50)], now)).toBe(9);
    expect(reachesLockout(failures(9), now)).toBe(false);
    expect(reachesLockout(failures(10, 30), now)).toBe(true);
  });
  it('a success in between, or failures over 24 hours old, do not count', () => {
    expect(reachesLockout([...failures(5, 40), success(30), ...failures(5, 20)], now)).toBe(false);
    expect(reachesLockout([...failures(5, 25 * 60), ...failures(5, 20)], now)).toBe(false);
  });
});

describe('known devices (issue 40 "lock the attacker\'s address and the account\'s unknown devices, not the owner")', () => {
  const flooded = { byAccount: [], byAddress: failures(MAX_FAILURES_PER_ADDRESS) };
  it('a known device has its own account budget and no address limit', () => {
    expect(loginThrottleFrom('unknown', flooded, now)).toMatchObject({ allowed: false, scope: 'address' });
    expect(loginThrottleFrom('known', flooded, now)).toEqual({ allowed: true });
    const ownFailures = { byAccount: failures(MAX_FAILURES_PER_ACCOUNT), byAddress: [] };
    expect(loginThrottleFrom('known', ownFailures, now)).toMatchObject({ allowed: false, scope: 'account' });
    expect(loginThrottleFrom('unknown', ownFailures, now)).toEqual(loginThrottle(ownFailures, now));
  });
  it("the account's lock stops unknown devices only; a known device is locked by its own run", () => {
    expect(isLockedOut('unknown', O.some(true), [], now)).toBe(true);
    expect(isLockedOut('unknown', O.some(false), failures(LOCKOUT_CONSECUTIVE_FAILURES), now)).toBe(false);
    expect(isLockedOut('unknown', O.none, failures(LOCKOUT_CONSECUTIVE_FAILURES), now)).toBe(true);
    expect(isLockedOut('unknown', O.none, failures(LOCKOUT_CONSECUTIVE_FAILURES - 1), now)).toBe(false);
    expect(isLockedOut('known', O.some(true), [], now)).toBe(false);
    expect(isLockedOut('known', O.some(false), failures(LOCKOUT_CONSECUTIVE_FAILURES), now)).toBe(true);
  });
});
