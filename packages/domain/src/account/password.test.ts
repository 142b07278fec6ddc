import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  acceptableNewPassword,
  isPlausibleLoginPassword,
  passwordPolicy,
} from './password';

describe('password policy (spec 1 §5 "Password at least 6 characters"; spec 2 §9 "Password minimum 6")', () => {
  it('needs at least 6 characters: "Password must be at least 6 characters"', () => {
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(passwordPolicy('12345')).toEqual(E.left('Password must be at least 6 characters'));
    expect(passwordPolicy('123456')).toEqual(E.right('123456'));
    expect(passwordPolicy('')).toEqual(E.left('Required field'));
  });
  it('accepts 64 characters and more, up to 1024 (issue 5 "up to at least 64")', () => {
    expect(passwordPolicy('p'.repeat(64))).toEqual(E.right('p'.repeat(64)));
    expect(passwordPolicy('p'.repeat(PASSWORD_MAX_LENGTH))).toEqual(E.right('p'.repeat(1024)));
    expect(passwordPolicy('p'.repeat(1025))).toEqual(E.left('Password must be at most 1024 characters'));
  });
  it('counts emoji as one character and keeps spaces', () => {
    expect(passwordPolicy('😀😀😀😀😀😀')).toEqual(E.right('😀😀😀😀😀😀'));
    expect(passwordPolicy(' a b c ')).toEqual(E.right(' a b c '));
  });
  it('with a confirmation: "Passwords should match", reported beside the password\'s own error', () => {
    expect(acceptableNewPassword('secret1', 'secret1')).toEqual(E.right('secret1'));
    expect(acceptableNewPassword('secret1', 'secret2')).toEqual(
      E.left(expect.objectContaining({ fields: { confirmation: 'Passwords should match' } })),
    );
    expect(acceptableNewPassword('abc', 'abd')).toEqual(
      E.left(
        expect.objectContaining({
          fields: { password: 'Password must be at least 6 characters', confirmation: 'Passwords should match' },
        }),
      ),
    );
  });
  it('a login password only needs to be non-empty and within the cap', () => {
    expect(isPlausibleLoginPassword('abc')).toBe(true);
    expect(isPlausibleLoginPassword('')).toBe(false);
    expect(isPlausibleLoginPassword('x'.repeat(1025))).toBe(false);
  });
});
