import { describe, expect, it } from 'vitest';
import { latestCreditablePurchase, referralStatusLabel } from './referral';

const purchasedAt = new Date('2024-03-01T10:00:00Z');
const at = (iso: string): Date => new Date(iso);

describe('referral states (spec 1 §4)', () => {
  it('pending, credited after the 14-day refund window', () => {
    expect(latestCreditablePurchase(at('2024-03-15T09:59:59Z')).getTime()).toBeLessThan(purchasedAt.getTime());
    expect(latestCreditablePurchase(at('2024-03-15T10:00:00Z')).toISOString()).toBe(purchasedAt.toISOString());
  });
  it('labels each state', () => {
    expect(referralStatusLabel('PENDING')).toBe('Pending');
    expect(referralStatusLabel('CREDITED')).toBe('Credited');
    expect(referralStatusLabel('CANCELLED')).toBe('Cancelled');
  });
});
