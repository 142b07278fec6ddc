import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  LOGIN_ATTEMPT_WINDOW_MS,
  MAX_FAILURES_PER_ACCOUNT,
  type LoginAttempt,
  type LoginHistory,
  type SigningDevice,
  isLockedOut,
  loginThrottleFrom,
  reachesLockout,
} from './loginAttempts';

const now = Date.UTC(2030, 0, 1, 12);
const attempt = fc.record({
  at: fc.integer({ min: now - 2 * LOGIN_ATTEMPT_WINDOW_MS, max: now }),
  succeeded: fc.boolean(),
});
const history = fc.record({
  byAccount: fc.array(attempt, { maxLength: 30 }),
  byAddress: fc.array(attempt, { maxLength: 40 }),
});
const device = fc.constantFrom<SigningDevice>('known', 'unknown');

/** Admits attempts one by one, each stored as a failure while its password is checked (issue 40). */
const admitted = (start: LoginHistory, kind: SigningDevice, tries: number): number => {
  let current = start;
  let count = 0;
  for (let i = 0; i < tries; i += 1) {
    if (!loginThrottleFrom(kind, current, now).allowed) continue;
    count += 1;
    const pending: LoginAttempt = { at: now, succeeded: false };
    current = { byAccount: [...current.byAccount, pending], byAddress: [...current.byAddress, pending] };
  }
  return count;
};

describe('login attempt properties (issue 40)', () => {
  it('property: attempts admitted one after another never exceed the per-account limit', () => {
    fc.assert(
      fc.property(history, device, fc.integer({ min: 1, max: 60 }), (start, kind, tries) => {
        expect(admitted(start, kind, tries)).toBeLessThanOrEqual(MAX_FAILURES_PER_ACCOUNT);
      }),
    );
  });
  it("property: a known device's decision never depends on the address's history", () => {
    fc.assert(
      fc.property(history, fc.array(attempt, { maxLength: 40 }), (h, otherAddress) => {
        expect(loginThrottleFrom('known', h, now)).toEqual(
          loginThrottleFrom('known', { ...h, byAddress: otherAddress }, now),
        );
      }),
    );
  });
  it("property: a known device is never locked out by the account's lock, only by its own run", () => {
    fc.assert(
      fc.property(fc.array(attempt, { maxLength: 30 }), fc.option(fc.boolean(), { nil: undefined }), (own, flag) => {
        const accountLocked = flag === undefined ? O.none : O.some(flag);
        expect(isLockedOut('known', accountLocked, own, now)).toBe(reachesLockout(own, now));
        if (O.isSome(accountLocked)) expect(isLockedOut('unknown', accountLocked, own, now)).toBe(accountLocked.value);
      }),
    );
  });
});
