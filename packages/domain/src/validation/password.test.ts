import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { PASSWORD_MIN_LENGTH, loginPassword, newPassword, passwordConfirmation } from './password';

const messageOf = (result: E.Either<{ readonly message: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.message : undefined;

describe('password (spec 1 §5, spec 2 §9 "Password minimum 6")', () => {
  it('"Password must be at least 6 characters"', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(messageOf(newPassword('abc12'))).toBe('Password must be at least 6 characters');
    expect(newPassword('abc123')).toEqual(E.right('abc123'));
  });
  it('counts an emoji as one character and keeps spaces', () => {
    expect(E.isRight(newPassword('😀😀😀😀😀'))).toBe(false);
    expect(newPassword(' pass  ')).toEqual(E.right(' pass  '));
  });
  it('"Required field" when empty, for setting and for logging in', () => {
    expect(messageOf(newPassword(''))).toBe('Required field');
    expect(messageOf(loginPassword(''))).toBe('Required field');
    expect(loginPassword('abc')).toEqual(E.right('abc'));
  });
  it('"Passwords should match"', () => {
    expect(passwordConfirmation('secret1', 'secret1')).toEqual(E.right('secret1'));
    const mismatch = passwordConfirmation('secret1', 'secret2');
    expect(messageOf(mismatch)).toBe('Passwords should match');
    expect(E.isLeft(mismatch) && mismatch.left.code).toBe('VALIDATION.PASSWORDS_DO_NOT_MATCH');
  });
  it('property: the length boundary: fewer than 6 characters refused, 6 or more accepted', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme-composite', minLength: 1, maxLength: 12 }), (text) => {
        expect(E.isRight(newPassword(text))).toBe([...text].length >= 6);
      }),
    );
  });
  it('property: a confirmation matches exactly its own password', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(E.isRight(passwordConfirmation(a, a))).toBe(true);
        expect(E.isRight(passwordConfirmation(a, b))).toBe(a === b);
      }),
    );
  });
});
