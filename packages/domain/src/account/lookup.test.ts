import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { NO_ACCOUNT, accountLookup, loginFlow } from './lookup';
import { AN_ACCOUNT_NOW, anAccount } from './testing';

describe('account lookup (spec 2 §7.8 "reads hasPassword, isLocked, isRegistered, tpl")', () => {
  it('no account: nothing registered', () => {
    expect(accountLookup(O.none)).toEqual(NO_ACCOUNT);
    expect(accountLookup(O.some(anAccount({ deletion: { kind: 'initiated', requestedAt: 1 } })))).toEqual(NO_ACCOUNT);
  });
  it('an account: its password, lock and third-party login', () => {
    expect(accountLookup(O.some(anAccount()))).toEqual({
      hasPassword: true,
      isLocked: false,
      isRegistered: true,
      tpl: false,
      thirdPartyLogin: null,
    });
    expect(accountLookup(O.some(anAccount({ googleSubject: O.some('g'), isFacebook: true })))).toMatchObject({
      tpl: true,
      thirdPartyLogin: 'google',
    });
    expect(accountLookup(O.some(anAccount({ isFacebook: true, lockedAt: O.some(AN_ACCOUNT_NOW) })))).toMatchObject({
      tpl: true,
      isLocked: true,
      thirdPartyLogin: 'facebook',
    });
  });
});

describe('login flows (spec 1 §4 "confirmEmailRequired combined with the account lookup gives the flows")', () => {
  const lookup = (overrides: Partial<typeof NO_ACCOUNT>) => ({ ...NO_ACCOUNT, isRegistered: true, ...overrides });
  it('no account: register', () => {
    expect(loginFlow(NO_ACCOUNT, true)).toBe('register');
  });
  it('locked before anything else', () => {
    expect(loginFlow(lookup({ isLocked: true, hasPassword: true }), true)).toBe('locked');
  });
  it('a password: password', () => {
    expect(loginFlow(lookup({ hasPassword: true, tpl: true, thirdPartyLogin: 'google' }), true)).toBe('password');
  });
  it('no password but a third-party login: google, or the Facebook notice', () => {
    expect(loginFlow(lookup({ tpl: true, thirdPartyLogin: 'google' }), true)).toBe('google');
    expect(loginFlow(lookup({ tpl: true, thirdPartyLogin: 'facebook' }), true)).toBe('facebook_notice');
  });
  it('"a password is required when the account has no password and no third-party login"', () => {
    expect(loginFlow(lookup({ tpl: true, thirdPartyLogin: 'google' }), true)).not.toBe('confirm_email');
    expect(loginFlow(NO_ACCOUNT, true)).toBe('register');
    expect(loginFlow(lookup({}), true)).toBe('confirm_email');
    expect(loginFlow(lookup({}), false)).toBe('create_password');
  });
});
