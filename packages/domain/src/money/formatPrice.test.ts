import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { FREE_LABEL, currencySymbol, formatAmount, formatPrice, money } from './formatPrice';

describe('formatPrice (spec 1 §5 Prices)', () => {
  it('shows the free label for zero', () => {
    expect(formatPrice(money(0, 'GBP'))).toBe(FREE_LABEL);
    expect(formatPrice(money(0, 'EUR'))).toBe(FREE_LABEL);
  });
  it('uses € for eur and £ otherwise', () => {
    expect(formatPrice(money(1500, 'EUR'))).toBe('€15');
    expect(formatPrice(money(1500, 'GBP'))).toBe('£15');
    expect(currencySymbol('eur')).toBe('€');
    expect(currencySymbol('usd')).toBe('£');
  });
  it('shows whole numbers without decimals, else two places', () => {
    expect(formatPrice(money(2000, 'GBP'))).toBe('£20');
    expect(formatPrice(money(1999, 'GBP'))).toBe('£19.99');
    expect(formatPrice(money(1950, 'EUR'))).toBe('€19.50');
    expect(formatAmount(123456)).toBe('1,234.56');
    expect(formatAmount(-250)).toBe('-2.50');
  });
  it('rounds long prices on small screens', () => {
    expect(formatPrice(money(123456, 'GBP'), { smallScreen: true })).toBe('£1,235');
    expect(formatPrice(money(1999, 'GBP'), { smallScreen: true })).toBe('£19.99');
    expect(formatPrice(money(123456, 'GBP'))).toBe('£1,234.56');
  });
  it('property: whole amounts never show a decimal point and others show exactly two places', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000_000 }), (minor) => {
        const text = formatPrice(money(minor, 'GBP'));
        if (minor % 100 === 0) expect(text).not.toContain('.');
        else expect(text).toMatch(/\.\d{2}$/);
      }),
    );
  });
  it('property: the printed amount round-trips to the minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        const parsed = Math.round(Number(formatAmount(minor).replace(/,/g, '')) * 100);
        expect(parsed).toBe(minor);
      }),
    );
  });
});
