import { describe, expect, it } from 'vitest';
import { isVipOfferMade, parseSubscriptionEligibility } from './subscriptionEligibility';

describe('subscription eligibility (spec 1 §4)', () => {
  it('offered when ELIGIBLE, RENEW or NOT_CHECKED', () => {
    expect(isVipOfferMade('ELIGIBLE')).toBe(true);
    expect(isVipOfferMade('RENEW')).toBe(true);
    expect(isVipOfferMade('NOT_CHECKED')).toBe(true);
    expect(isVipOfferMade('ACTIVE')).toBe(false);
  });
  it('an unknown value reads as NOT_CHECKED', () => {
    expect(parseSubscriptionEligibility('ACTIVE')).toBe('ACTIVE');
    expect(parseSubscriptionEligibility('active')).toBe('NOT_CHECKED');
    expect(parseSubscriptionEligibility('')).toBe('NOT_CHECKED');
  });
});
