import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { accountFlags, optionalName, profileUpdate, referralOrigin, thirdPartyLogins, toUserProfile } from './account';
import { AN_ACCOUNT_NOW, anAccount } from './testing';

describe('user profile (spec 1 §3 "User profile" and its flags)', () => {
  it('shows email, names, vipUser, isAuthenticated, customerToken and the flags', () => {
    expect(toUserProfile(anAccount(), true)).toEqual({
      email: 'jane@example.co.uk',
      firstName: 'Jane',
      lastName: 'Doe',
      vipUser: false,
      isAuthenticated: true,
      customerToken: 'customer-token-0001',
      flags: {
        hasAddress: false,
        DED: false,
        isFacebook: false,
        FBO: false,
        hasPassword: true,
        isLocked: false,
        isRegistered: true,
        isSubscribed: true,
        tpl: false,
      },
    });
  });
  it('FBO: Facebook without a password; tpl: any third-party login; DED: deletion initiated', () => {
    const facebookOnly = anAccount({ isFacebook: true, hasPassword: false });
    expect(accountFlags(facebookOnly, false)).toMatchObject({ FBO: true, tpl: true, isFacebook: true });
    expect(accountFlags(anAccount({ isFacebook: true }), false)).toMatchObject({ FBO: false, tpl: true });
    expect(accountFlags(anAccount({ googleSubject: O.some('g-1') }), false).tpl).toBe(true);
    expect(accountFlags(anAccount({ lockedAt: O.some(AN_ACCOUNT_NOW) }), false).isLocked).toBe(true);
    expect(accountFlags(anAccount({ deletion: { kind: 'initiated', requestedAt: AN_ACCOUNT_NOW } }), false).DED).toBe(
      true,
    );
    expect(thirdPartyLogins(anAccount({ googleSubject: O.some('g'), isFacebook: true }))).toEqual([
      'google',
      'facebook',
    ]);
  });
});

describe('profile update', () => {
  it('trims names and requires both', () => {
    expect(profileUpdate({ firstName: ' Jane ', lastName: 'Doe' })).toEqual(
      E.right({ firstName: 'Jane', lastName: 'Doe' }),
    );
    expect(profileUpdate({ firstName: '', lastName: ' ' })).toEqual(
      E.left(
        expect.objectContaining({
          code: 'ACCOUNT.FORM_INVALID',
          fields: { firstName: 'Required field', lastName: 'Required field' },
        }),
      ),
    );
  });
  it('refuses long names and control characters', () => {
    expect(profileUpdate({ firstName: 'J'.repeat(101), lastName: 'Doe' })).toEqual(
      E.left(expect.objectContaining({ fields: { firstName: 'Please use at most 100 characters' } })),
    );
    expect(profileUpdate({ firstName: 'Jane', lastName: 'Do\u0000e' })).toEqual(
      E.left(expect.objectContaining({ fields: { lastName: 'Please enter a valid name' } })),
    );
    expect(optionalName('  ')).toEqual(E.right(''));
  });
});

describe('referral origin', () => {
  it('keeps a short code, ignores anything else', () => {
    expect(referralOrigin(' raf_123 ')).toEqual(O.some('raf_123'));
    expect(referralOrigin(undefined)).toEqual(O.none);
    expect(referralOrigin('<script>')).toEqual(O.none);
    expect(referralOrigin('x'.repeat(65))).toEqual(O.none);
  });
});
