import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { SUBSCRIPTION_ELIGIBILITIES, isVipOfferMade, parseSubscriptionEligibility } from './subscriptionEligibility';

describe('subscription eligibility: properties', () => {
  it('the VIP offer is made for every eligibility except ACTIVE, and parsing is total', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constantFrom(...SUBSCRIPTION_ELIGIBILITIES), fc.string()), (text) => {
        const eligibility = parseSubscriptionEligibility(text);
        expect(SUBSCRIPTION_ELIGIBILITIES).toContain(eligibility);
        expect(isVipOfferMade(eligibility)).toBe(text !== 'ACTIVE');
      }),
    );
  });
});
