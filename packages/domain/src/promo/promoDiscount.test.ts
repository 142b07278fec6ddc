import { describe, expect, it } from 'vitest';
import { fixedOff, percentageOff, promoDiscountAmount } from './index';

describe('promo discount (percentage or fixed, never more than the eligible amount, never negative)', () => {
  it('takes a percentage, rounded to the nearest penny', () => {
    expect(promoDiscountAmount(percentageOff(10), 2000)).toBe(200);
    expect(promoDiscountAmount(percentageOff(10), 1995)).toBe(200);
    expect(promoDiscountAmount(percentageOff(10), 1994)).toBe(199);
    expect(promoDiscountAmount(percentageOff(12.5), 1000)).toBe(125);
  });
  it('bounds percentages to 0..100', () => {
    expect(promoDiscountAmount(percentageOff(150), 2000)).toBe(2000);
    expect(promoDiscountAmount(percentageOff(-5), 2000)).toBe(0);
    expect(promoDiscountAmount(percentageOff(Number.NaN), 2000)).toBe(0);
  });
  it('takes a fixed amount, never more than the eligible amount', () => {
    expect(promoDiscountAmount(fixedOff(500), 2000)).toBe(500);
    expect(promoDiscountAmount(fixedOff(5000), 2000)).toBe(2000);
    expect(promoDiscountAmount(fixedOff(-500), 2000)).toBe(0);
  });
  it('never goes negative on a negative eligible amount', () => {
    expect(promoDiscountAmount(fixedOff(500), -100)).toBe(0);
  });
});
