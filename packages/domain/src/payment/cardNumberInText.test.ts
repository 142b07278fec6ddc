import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { containsCardNumber, valueContainsCardNumber } from './index';
import { luhnCheck } from './cardValidation';

/** Appends the Luhn check digit to a digit string. */
const withCheckDigit = (body: string): string => {
  for (let d = 0; d <= 9; d += 1) if (luhnCheck(`${body}${d}`)) return `${body}${d}`;
  throw new Error('unreachable');
};

describe('containsCardNumber', () => {
  it('finds the sandbox test cards however they are typed', () => {
    expect(containsCardNumber('4111111111111111')).toBe(true);
    expect(containsCardNumber('4111 1111 1111 1111')).toBe(true);
    expect(containsCardNumber('5555-5555-5555-4444')).toBe(true);
    expect(containsCardNumber('leave at door 4000000000000002 thanks')).toBe(true);
  });

  it('leaves ordinary text, short numbers and non-Luhn runs alone', () => {
    expect(containsCardNumber('next-day-gift-pack')).toBe(false);
    expect(containsCardNumber('order 123456')).toBe(false);
    expect(containsCardNumber('4111111111111112')).toBe(false);
    expect(containsCardNumber('4111  1111 1111 1111')).toBe(false);
    expect(containsCardNumber('key-12345678-1234-5678-9012-345678901234')).toBe(false);
    expect(containsCardNumber('41111111111111110000')).toBe(false);
  });

  it('looks inside nested values', () => {
    expect(valueContainsCardNumber({ a: [{ b: 'x 4111111111111111' }] })).toBe(true);
    expect(valueContainsCardNumber({ a: [1, 'two', { c: null }] })).toBe(false);
  });

  it('property: a Luhn-valid 13..19 digit number inside any text is found', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[1-9]\d{11,17}$/),
        fc.string().map((s) => s.replace(/\d/g, '')),
        fc.string().map((s) => s.replace(/\d/g, '')),
        fc.constantFrom('', ' ', '-'),
        (body, before, after, separator) => {
          const pan = withCheckDigit(body);
          const typed = pan.replace(/(\d{4})(?=\d)/g, `$1${separator}`);
          expect(containsCardNumber(`${before}${typed}${after}`)).toBe(true);
        },
      ),
    );
  });

  it('property: text with fewer than 13 digits in any run is never a card number', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^\d{0,12}$/)), (runs) => {
        expect(containsCardNumber(runs.join(' x '))).toBe(false);
      }),
    );
  });
});
