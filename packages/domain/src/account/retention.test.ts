import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type LoginAttempt, consecutiveFailures, loginThrottle, reachesLockout } from './loginAttempts';
import { MAIL_RETENTION_MS, retentionCutoffs } from './retention';

const HOUR = 60 * 60 * 1000;
const now = Date.UTC(2026, 10, 24, 9);

describe('retention of personal data (ADR 8)', () => {
  it('forgets sign-in attempts after 24 hours and mail 30 days after it was queued', () => {
    expect(MAIL_RETENTION_MS).toBe(30 * 24 * HOUR);
    expect(retentionCutoffs(now)).toEqual({
      loginAttemptsBefore: Date.UTC(2026, 10, 23, 9),
      mailQueuedBefore: Date.UTC(2026, 9, 25, 9),
    });
  });

  it('cutoffs move forward with time and always lie in the past', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4e12 }), fc.integer({ min: 0, max: 1e11 }), (at, later) => {
        const earlier = retentionCutoffs(at);
        const next = retentionCutoffs(at + later);
        expect(earlier.loginAttemptsBefore).toBeLessThan(at);
        expect(earlier.mailQueuedBefore).toBeLessThan(at);
        expect(next.loginAttemptsBefore).toBeGreaterThanOrEqual(earlier.loginAttemptsBefore);
        expect(next.mailQueuedBefore).toBeGreaterThanOrEqual(earlier.mailQueuedBefore);
      }),
    );
  });

  it('forgetting attempts before the cutoff never changes a rate-limit or lockout decision, then or later', () => {
    const attempt = fc.record({
      at: fc.integer({ min: now - 26 * HOUR, max: now }),
      succeeded: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
    });
    const history = fc.array(attempt, { maxLength: 40 }).map((list) => [...list].sort((a, b) => a.at - b.at));
    fc.assert(
      fc.property(history, history, fc.integer({ min: 0, max: 2 * HOUR }), (byAccount, byAddress, later) => {
        const { loginAttemptsBefore } = retentionCutoffs(now);
        const kept = (list: LoginAttempt[]) => list.filter((a) => a.at >= loginAttemptsBefore);
        const decideAt = now + later;
        expect(loginThrottle({ byAccount: kept(byAccount), byAddress: kept(byAddress) }, decideAt)).toEqual(
          loginThrottle({ byAccount, byAddress }, decideAt),
        );
        expect(reachesLockout(kept(byAccount), decideAt)).toBe(reachesLockout(byAccount, decideAt));
        expect(consecutiveFailures(kept(byAccount), decideAt)).toBe(consecutiveFailures(byAccount, decideAt));
      }),
    );
  });
});
