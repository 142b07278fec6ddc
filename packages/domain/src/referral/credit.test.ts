import { describe, expect, it } from 'vitest';
import {
  REFERRAL_CREDIT_LIMIT,
  REFERRAL_CREDIT_PER_FRIEND,
  nextReferralCredit,
  referralCredit,
  referralCreditExplainerFor,
} from './credit';

describe('referral credit (spec 2 §9)', () => {
  it('Referral credit 10 each, up to 200', () => {
    expect(REFERRAL_CREDIT_PER_FRIEND).toBe(10);
    expect(REFERRAL_CREDIT_LIMIT).toBe(200);
    expect(referralCredit(0)).toBe(0);
    expect(referralCredit(3)).toBe(30);
    expect(referralCredit(20)).toBe(200);
    expect(referralCredit(21)).toBe(200);
    expect(referralCredit(-2)).toBe(0);
    expect(referralCredit(Number.NaN)).toBe(0);
    expect(nextReferralCredit(19)).toBe(10);
    expect(nextReferralCredit(20)).toBe(0);
  });
  it('explains the credit in the site currency', () => {
    expect(referralCreditExplainerFor('GBP')).toBe(
      'Get £10 credit for every friend who buys their first deal, up to £200. ' +
        'Credit is added 14 days after their purchase, once their refund window has closed.',
    );
    expect(referralCreditExplainerFor('EUR')).toContain('€10');
  });
});
