import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { latestCreditablePurchase } from './referral';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });

describe('referral states: properties', () => {
  it('a purchase is creditable by `now` exactly when its 14-day refund window has ended', () => {
    fc.assert(
      fc.property(instant, instant, (purchase, now) => {
        expect(purchase <= latestCreditablePurchase(new Date(now)).getTime()).toBe(now >= purchase + 14 * DAY);
      }),
    );
  });
});
