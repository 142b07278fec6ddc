import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as messages from './messages';
import {
  ACCOUNT_ERROR_CODES,
  ACCOUNT_ERROR_MESSAGES,
  accountError,
  fieldInvalid,
  fieldsChecked,
  rateLimited,
  unavailable,
} from './errors';

describe('account messages (spec 2 §8 "User-facing messages")', () => {
  it('Login: the spec\'s strings, verbatim (typo "occured" included)', () => {
    expect(messages.INVALID_EMAIL_OR_PASSWORD).toBe('Invalid email/password. Please try again.');
    expect(messages.INVALID_GOOGLE_TOKEN_ID).toBe('Invalid google token id');
    expect(messages.AN_ERROR_OCCURED).toBe('An error occured');
    expect(messages.AN_UNEXPECTED_ERROR_OCCURRED).toBe('An unexpected error occurred');
  });
  it("Password: 'Error: Change Unsuccessful'; success 'Password successfully updated'", () => {
    expect(messages.CHANGE_UNSUCCESSFUL).toBe('Error: Change Unsuccessful');
    expect(messages.PASSWORD_SUCCESSFULLY_UPDATED).toBe('Password successfully updated');
  });
  it("Other: 'Error on user subscription.'; 'Email wasn't registered'", () => {
    expect(messages.ERROR_ON_USER_SUBSCRIPTION).toBe('Error on user subscription.');
    expect(messages.EMAIL_WASNT_REGISTERED).toBe("Email wasn't registered");
  });
  it('our wording for the locked account (with its reset link) and the Facebook prior-login notice', () => {
    expect(messages.ACCOUNT_LOCKED).toMatch(/locked/);
    expect(messages.ACCOUNT_LOCKED).toMatch(/reset your password/);
    expect(messages.ACCOUNT_LOCKED_RESET_LINK_TEXT).toBe('Reset your password');
    expect(messages.FACEBOOK_PRIOR_LOGIN_NOTICE).toMatch(/^You previously signed in with Facebook\./);
  });
  it('the rate-limit message names whole minutes, at least one', () => {
    expect(messages.tooManySignInAttempts(1)).toBe('Too many sign-in attempts. Please wait 1 minute and try again.');
    expect(messages.tooManySignInAttempts(61)).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
    expect(messages.tooManySignInAttempts(0)).toMatch(/wait 1 minute /);
  });
});

describe('account errors', () => {
  it('every code but the form and rate-limit codes has its message', () => {
    const fixed = ACCOUNT_ERROR_CODES.filter((c) => c !== 'ACCOUNT.FORM_INVALID' && c !== 'ACCOUNT.RATE_LIMITED');
    expect(Object.keys(ACCOUNT_ERROR_MESSAGES).sort()).toEqual([...fixed].sort());
    expect(ACCOUNT_ERROR_CODES.every((code) => code.startsWith('ACCOUNT.'))).toBe(true);
  });
  it("maps the login codes to the spec's login messages", () => {
    expect(accountError('ACCOUNT.INVALID_CREDENTIALS', 'x').message).toBe('Invalid email/password. Please try again.');
    expect(accountError('ACCOUNT.GOOGLE_TOKEN_INVALID', 'x').message).toBe('Invalid google token id');
    expect(accountError('ACCOUNT.LOGIN_FAILED', 'x').message).toBe('An error occured');
    expect(accountError('ACCOUNT.UNAVAILABLE', 'x').message).toBe('An unexpected error occurred');
    expect(accountError('ACCOUNT.CURRENT_PASSWORD_INCORRECT', 'x').message).toBe('Error: Change Unsuccessful');
    expect(accountError('ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN', 'x').message).toBe("Email wasn't registered");
    expect(accountError('ACCOUNT.SUBSCRIPTION_FAILED', 'x').message).toBe('Error on user subscription.');
  });
  it('a rate limit carries whole seconds to wait', () => {
    expect(rateLimited(1500)).toMatchObject({ code: 'ACCOUNT.RATE_LIMITED', retryAfterSeconds: 2 });
    expect(rateLimited(0).retryAfterSeconds).toBe(1);
    expect(rateLimited(900_000).message).toBe('Too many sign-in attempts. Please wait 15 minutes and try again.');
  });
  it('unavailable keeps the cause for the logs', () => {
    expect(unavailable(new Error('connection refused'))).toMatchObject({
      code: 'ACCOUNT.UNAVAILABLE',
      detail: 'connection refused',
    });
    expect(unavailable('???').detail).toBe('account store failed');
  });
  it('fieldsChecked gives all values, or every failing field with the first message shown', () => {
    expect(fieldsChecked({ a: E.right('1'), b: E.right('2') })).toEqual(E.right({ a: '1', b: '2' }));
    expect(fieldsChecked({ a: E.right('1'), b: E.left('B bad'), c: E.left('C bad') })).toEqual(
      E.left({
        code: 'ACCOUNT.FORM_INVALID',
        detail: 'invalid fields: b, c',
        message: 'B bad',
        fields: { b: 'B bad', c: 'C bad' },
      }),
    );
    expect(fieldInvalid('email', 'Required field')).toMatchObject({ fields: { email: 'Required field' } });
  });
});
