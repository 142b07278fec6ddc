import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { compactCode, giftCode, giftCodeNotRecognized, orderCode, orderNumber } from './codes';

const messageOf = (result: E.Either<{ readonly message: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.message : undefined;

describe('gift code (spec 1 §5 "Gift code not recognized. Please try again")', () => {
  it('accepts 6 to 24 letters and digits, ignoring case, spaces and dashes', () => {
    expect(giftCode('abcd-efgh-1234')).toEqual(E.right('ABCDEFGH1234'));
    expect(giftCode(' ab12 cd ')).toEqual(E.right('AB12CD'));
  });
  it('"Gift code not recognized. Please try again" otherwise', () => {
    for (const bad of ['ab12', 'ab12c!', 'x'.repeat(25)])
      expect(messageOf(giftCode(bad))).toBe('Gift code not recognized. Please try again');
    expect(giftCodeNotRecognized.code).toBe('VALIDATION.GIFT_CODE_NOT_RECOGNIZED');
    expect(messageOf(giftCode(''))).toBe('Required field');
  });
});

describe('order number and code fields (spec 1 §5 "required and valid format")', () => {
  it('order number: 6 to 12 digits, with an optional leading #', () => {
    expect(orderNumber('#123 456')).toEqual(E.right('123456'));
    expect(orderNumber('123456789012')).toEqual(E.right('123456789012'));
    for (const bad of ['12345', '1234567890123', '12A456', '##123456'])
      expect(messageOf(orderNumber(bad))).toBe('Enter a valid order number');
    expect(messageOf(orderNumber(' '))).toBe('Required field');
  });
  it('code: 4 to 16 letters and digits', () => {
    expect(orderCode('ab-12')).toEqual(E.right('AB12'));
    for (const bad of ['ab1', 'a'.repeat(17), 'ab_12']) expect(messageOf(orderCode(bad))).toBe('Enter a valid code');
    expect(messageOf(orderCode(''))).toBe('Required field');
  });
  it('property: an accepted value is compact, and accepting it again gives it back (idempotent)', () => {
    const typed = fc.string({ unit: fc.constantFrom('a', 'B', '7', '0', ' ', '-', '#', '!'), maxLength: 30 });
    fc.assert(
      fc.property(typed, (text) => {
        for (const validate of [giftCode, orderNumber, orderCode]) {
          const result = validate(text);
          if (E.isRight(result)) {
            expect(result.right).toBe(compactCode(result.right));
            expect(validate(result.right)).toEqual(result);
          }
        }
      }),
    );
  });
});
