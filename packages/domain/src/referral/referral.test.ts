import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { referFriend, referralCreditDueAt, referralStatusLabel, transitionReferral } from './referral';

const purchasedAt = new Date('2024-03-01T10:00:00Z');
const pending = { status: 'PENDING', purchasedAt } as const;
const at = (iso: string): Date => new Date(iso);

describe('referral states (spec 1 §4)', () => {
  it('pending, credited after the 14-day refund window', () => {
    expect(referralCreditDueAt(purchasedAt).toISOString()).toBe('2024-03-15T10:00:00.000Z');
    expect(transitionReferral(pending, { type: 'TIME_PASSED' }, at('2024-03-15T09:59:59Z'))).toEqual(pending);
    expect(transitionReferral(pending, { type: 'TIME_PASSED' }, at('2024-03-15T10:00:00Z'))).toEqual({
      status: 'CREDITED',
      purchasedAt,
    });
  });
  it('cancelled if the friend refunds', () => {
    expect(transitionReferral(pending, { type: 'FRIEND_REFUNDED' }, at('2024-03-05T00:00:00Z')).status).toBe(
      'CANCELLED',
    );
  });
  it('a refund after the window no longer cancels, and final states stay final', () => {
    expect(transitionReferral(pending, { type: 'FRIEND_REFUNDED' }, at('2024-03-20T00:00:00Z')).status).toBe(
      'CREDITED',
    );
    const cancelled = { status: 'CANCELLED', purchasedAt } as const;
    expect(transitionReferral(cancelled, { type: 'TIME_PASSED' }, at('2024-04-01T00:00:00Z'))).toBe(cancelled);
  });
  it('An existing customer cannot be referred', () => {
    expect(referFriend({ isExistingCustomer: true }, purchasedAt)).toMatchObject(
      E.left({ code: 'REFERRAL.EXISTING_CUSTOMER' }),
    );
    expect(referFriend({ isExistingCustomer: false }, purchasedAt)).toEqual(E.right(pending));
  });
  it('labels each state', () => {
    expect(referralStatusLabel('PENDING')).toBe('Pending');
    expect(referralStatusLabel('CREDITED')).toBe('Credited');
    expect(referralStatusLabel('CANCELLED')).toBe('Cancelled');
  });
});
