import { describe, expect, it } from 'vitest';
import { MARKETING_CREDIT_CAP_MINOR, marketingCreditCap, marketingCreditCapForItem } from './index';
import { spendableCredit, walletBalance } from '../wallet/walletBalance';

describe('"Promotional marketing credit capped at 10% per eligible basket item (up to 5 in local currency)"', () => {
  it('takes 10% of an item, rounded down to the penny', () => {
    expect(marketingCreditCapForItem(2000)).toBe(200);
    expect(marketingCreditCapForItem(1999)).toBe(199);
    expect(marketingCreditCapForItem(9)).toBe(0);
  });
  it('takes at most 5 per item', () => {
    expect(MARKETING_CREDIT_CAP_MINOR).toBe(500);
    expect(marketingCreditCapForItem(5000)).toBe(500);
    expect(marketingCreditCapForItem(100_000)).toBe(500);
  });
  it('counts 0 for nonsense amounts', () => {
    expect(marketingCreditCapForItem(-2000)).toBe(0);
    expect(marketingCreditCapForItem(Number.NaN)).toBe(0);
  });
  it('sums eligible items only', () => {
    const lines = [
      { amountMinor: 2000, eligible: true },
      { amountMinor: 9000, eligible: true },
      { amountMinor: 4000, eligible: false },
    ];
    expect(marketingCreditCap(lines)).toBe(700);
    expect(marketingCreditCap([])).toBe(0);
  });
  it('is bounded by the marketing balance (what the wallet may spend of it)', () => {
    const lines = [{ amountMinor: 9000, eligible: true }];
    const usable = (marketing: number) =>
      spendableCredit(walletBalance('GBP', marketing, 0), marketingCreditCap(lines));
    expect(usable(300)).toBe(300);
    expect(usable(1000)).toBe(500);
    expect(usable(-5)).toBe(0);
  });
});
