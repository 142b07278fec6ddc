import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  REFERRAL_CODE_ALPHABET,
  REFERRAL_CODE_LENGTH,
  referralCodeFromToken,
  referralCodeOf,
  referralInvitePath,
} from './referralCode';

const token = fc.string({
  unit: fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_'),
  minLength: 8,
  maxLength: 43,
});

describe('referral codes', () => {
  it('are eight symbols without look-alikes, read back whatever their case and surrounding spaces', () => {
    expect(REFERRAL_CODE_ALPHABET).toHaveLength(32);
    expect(REFERRAL_CODE_ALPHABET).not.toMatch(/[IO01]/);
    expect(referralCodeOf(' ab3kz9qx ')).toEqual(O.some('AB3KZ9QX'));
    expect(referralCodeOf('AB3KZ9Q')).toEqual(O.none);
    expect(referralCodeOf('AB3KZ9QXY')).toEqual(O.none);
    expect(referralCodeOf('AB3KZ9Q0')).toEqual(O.none);
    expect(referralCodeOf('AB3KZ9Q/')).toEqual(O.none);
    expect(referralCodeOf('')).toEqual(O.none);
  });

  it('the invitation path carries the code', () => {
    expect(referralInvitePath('AB3KZ9QX')).toBe('/invite/AB3KZ9QX');
  });

  it('property: a code made from any token is a valid code, and reads back as itself in any case', () => {
    fc.assert(
      fc.property(token, (t) => {
        const code = referralCodeFromToken(t);
        expect(code).toHaveLength(REFERRAL_CODE_LENGTH);
        expect(referralCodeOf(code)).toEqual(O.some(code));
        expect(referralCodeOf(code.toLowerCase())).toEqual(O.some(code));
      }),
    );
  });

  it('property: different tokens give different codes when their first eight characters differ by symbol', () => {
    fc.assert(
      fc.property(token, token, (a, b) => {
        if (referralCodeFromToken(a) !== referralCodeFromToken(b))
          expect(a.slice(0, REFERRAL_CODE_LENGTH)).not.toBe(b.slice(0, REFERRAL_CODE_LENGTH));
      }),
    );
  });
});
