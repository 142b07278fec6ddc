import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { REFERRAL_CREDIT_LIMIT } from './credit';
import { earnedReferralCredit, referralStats } from './stats';

const status = fc.constantFrom('PENDING', 'CREDITED', 'CANCELLED' as const);

describe('referral stats: properties', () => {
  it('stats: credited plus pending balances never pass 200, and balances are never negative', () => {
    fc.assert(
      fc.property(fc.array(status, { maxLength: 60 }), (statuses) => {
        const referrals = statuses.map((s) => ({ status: s, purchasedAt: new Date(0) }));
        const stats = referralStats({ linksOpened: 0, linksShared: 0 }, referrals);
        expect(stats.pendingBalance).toBeGreaterThanOrEqual(0);
        expect(stats.cancelledBalance).toBeGreaterThanOrEqual(0);
        expect(earnedReferralCredit(referrals) + stats.pendingBalance).toBeLessThanOrEqual(REFERRAL_CREDIT_LIMIT);
        expect(stats.cancelledBalance).toBeLessThanOrEqual(REFERRAL_CREDIT_LIMIT);
      }),
    );
  });
});
