import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFERRAL_CREDIT_LIMIT, REFERRAL_CREDIT_PER_FRIEND, referralCredit } from './credit';

describe('referral credit: properties', () => {
  it('credit is bounded by 0 and 200, a multiple of 10, and monotone in the number of referrals', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 1000 }), fc.integer({ min: -5, max: 1000 }), (a, b) => {
        const ca = referralCredit(a);
        expect(ca).toBeGreaterThanOrEqual(0);
        expect(ca).toBeLessThanOrEqual(REFERRAL_CREDIT_LIMIT);
        expect(ca % REFERRAL_CREDIT_PER_FRIEND).toBe(0);
        if (a <= b) expect(ca).toBeLessThanOrEqual(referralCredit(b));
        if (a >= 0 && a * REFERRAL_CREDIT_PER_FRIEND <= REFERRAL_CREDIT_LIMIT) expect(ca).toBe(a * 10);
      }),
    );
  });
});
