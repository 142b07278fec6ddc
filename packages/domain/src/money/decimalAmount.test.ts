import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { decimalAmount } from './decimalAmount';

describe('decimalAmount', () => {
  it('writes two places without symbol or separators', () => {
    expect(decimalAmount(1999)).toBe('19.99');
    expect(decimalAmount(2500)).toBe('25.00');
    expect(decimalAmount(123456789)).toBe('1234567.89');
    expect(decimalAmount(0)).toBe('0.00');
    expect(decimalAmount(-5)).toBe('-0.05');
  });
  it('property: reads back to the same minor amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (minor) => {
        expect(Math.round(Number(decimalAmount(minor)) * 100)).toBe(minor);
      }),
    );
  });
});
