import { describe, expect, it } from 'vitest';
import {
  VIP_EXCLUSIVE_DISCOUNT_PERCENT_MAX,
  VIP_EXTRA_DISCOUNT_PERCENT,
  VIP_PRICE_PER_YEAR,
  VIP_PRICE_PER_YEAR_MINOR,
  VIP_PRIZES_UP_TO,
  VIP_RENEWAL_OFFER_PERCENT,
  VIP_TRIAL_DAYS,
  renewalPriceWithOffer,
  vipTrialEndsAt,
} from './constants';

describe('VIP constants (spec 2 §9)', () => {
  it('VIP: 4.99 per year (trial 60 days), extra 10% (up to 15% exclusive), 50% off renewal offer, prizes up to 20,000', () => {
    expect(VIP_PRICE_PER_YEAR).toBe(4.99);
    expect(VIP_PRICE_PER_YEAR_MINOR).toBe(Math.round(VIP_PRICE_PER_YEAR * 100));
    expect(VIP_TRIAL_DAYS).toBe(60);
    expect(VIP_EXTRA_DISCOUNT_PERCENT).toBe(10);
    expect(VIP_EXCLUSIVE_DISCOUNT_PERCENT_MAX).toBe(15);
    expect(VIP_RENEWAL_OFFER_PERCENT).toBe(50);
    expect(VIP_PRIZES_UP_TO).toBe(20_000);
  });
  it('the trial ends 60 days after it starts; the renewal offer halves the price', () => {
    expect(vipTrialEndsAt(new Date('2024-01-01T00:00:00Z')).toISOString()).toBe('2024-03-01T00:00:00.000Z');
    expect(renewalPriceWithOffer(VIP_PRICE_PER_YEAR_MINOR)).toBe(250);
    expect(renewalPriceWithOffer(1000)).toBe(500);
  });
});
