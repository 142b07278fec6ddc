import { describe, expect, it } from 'vitest';
import { referralStats } from './stats';

describe('referral stats (spec 1 §3): links opened, links shared, pending and cancelled balances', () => {
  const at = new Date('2024-01-01T00:00:00Z');
  it('counts links and balances', () => {
    const counts = { linksOpened: 1, linksShared: 2 };
    const referrals = [
      { status: 'PENDING', purchasedAt: at },
      { status: 'PENDING', purchasedAt: at },
      { status: 'CREDITED', purchasedAt: at },
      { status: 'CANCELLED', purchasedAt: at },
    ] as const;
    expect(referralStats(counts, referrals)).toEqual({
      linksOpened: 1,
      linksShared: 2,
      pendingBalance: 20,
      cancelledBalance: 10,
    });
  });
  it('the pending balance stops at the 200 limit', () => {
    const credited = Array.from({ length: 19 }, () => ({ status: 'CREDITED' as const, purchasedAt: at }));
    const pending = Array.from({ length: 5 }, () => ({ status: 'PENDING' as const, purchasedAt: at }));
    expect(referralStats({ linksOpened: 0, linksShared: 0 }, [...credited, ...pending]).pendingBalance).toBe(10);
  });
});
