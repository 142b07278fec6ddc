/**
 * Referral stats (spec 1 §3 Referral): links opened, links shared, pending and cancelled balances.
 *
 * Balances are in whole currency units. The pending balance is what the pending referrals would still
 * add on top of the credited ones, so credited plus pending never passes the 200 limit. The cancelled
 * balance is what the cancelled referrals would have earned on their own (10 each, at most 200).
 */
import { referralCredit } from './credit';
import type { Referral, ReferralStatus } from './referral';

export interface ReferralStats {
  readonly linksOpened: number;
  readonly linksShared: number;
  readonly pendingBalance: number;
  readonly cancelledBalance: number;
}

export interface ReferralLinkCounts {
  readonly linksOpened: number;
  readonly linksShared: number;
}

const countWith = (referrals: readonly Referral[], status: ReferralStatus): number =>
  referrals.filter((r) => r.status === status).length;

/** The credit earned so far from credited referrals. */
export const earnedReferralCredit = (referrals: readonly Referral[]): number =>
  referralCredit(countWith(referrals, 'CREDITED'));

export const referralStats = (counts: ReferralLinkCounts, referrals: readonly Referral[]): ReferralStats => {
  const credited = countWith(referrals, 'CREDITED');
  const pending = countWith(referrals, 'PENDING');
  return {
    linksOpened: counts.linksOpened,
    linksShared: counts.linksShared,
    pendingBalance: referralCredit(credited + pending) - referralCredit(credited),
    cancelledBalance: referralCredit(countWith(referrals, 'CANCELLED')),
  };
};
