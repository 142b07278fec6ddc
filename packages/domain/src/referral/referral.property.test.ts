import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  type Referral,
  type ReferralEvent,
  latestCreditablePurchase,
  referralCreditDueAt,
  transitionReferral,
} from './referral';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const event = fc.constantFrom<ReferralEvent>({ type: 'TIME_PASSED' }, { type: 'FRIEND_REFUNDED' });

describe('referral states: properties', () => {
  it('a referral is never credited before the 14-day window ends, and always is by then unless cancelled', () => {
    fc.assert(
      fc.property(instant, fc.array(fc.tuple(event, fc.nat(30 * DAY)), { maxLength: 10 }), (purchase, steps) => {
        let referral: Referral = { status: 'PENDING', purchasedAt: new Date(purchase) };
        let now = purchase;
        for (const [e, wait] of steps) {
          now += wait;
          const before = referral.status;
          referral = transitionReferral(referral, e, new Date(now));
          if (before !== 'PENDING') expect(referral.status).toBe(before);
          if (referral.status === 'CREDITED')
            expect(now).toBeGreaterThanOrEqual(referralCreditDueAt(new Date(purchase)).getTime());
          if (referral.status === 'CANCELLED' && before === 'PENDING') {
            expect(e.type).toBe('FRIEND_REFUNDED');
            expect(now).toBeLessThan(referralCreditDueAt(new Date(purchase)).getTime());
          }
        }
        const settled = transitionReferral(referral, { type: 'TIME_PASSED' }, new Date(purchase + 14 * DAY));
        expect(settled.status).toBe(referral.status === 'CANCELLED' ? 'CANCELLED' : 'CREDITED');
      }),
    );
  });

  it('a pending referral is credited by `now` exactly when its purchase is at or before latestCreditablePurchase(now)', () => {
    fc.assert(
      fc.property(instant, instant, (purchase, now) => {
        const credited =
          transitionReferral(
            { status: 'PENDING', purchasedAt: new Date(purchase) },
            { type: 'TIME_PASSED' },
            new Date(now),
          ).status === 'CREDITED';
        expect(credited).toBe(purchase <= latestCreditablePurchase(new Date(now)).getTime());
      }),
    );
  });
});
