import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  ACCOUNT_ERROR_CODES,
  CHANGE_UNSUCCESSFUL,
  INVALID_EMAIL_OR_PASSWORD,
  accountError,
  rateLimited,
  registrationRequest,
} from '@kerching/domain/account';
import { errorStatus } from '@kerching/contract/error-table';
import { checkboxField, failureHeaders, formFailure, isSignedOut, textField } from './accountFailure';

describe('account errors on the React edge', () => {
  it('has a status for every code', () => {
    for (const code of ACCOUNT_ERROR_CODES) expect(errorStatus(code)).toBeGreaterThanOrEqual(400);
  });
  it('shows the spec’s messages verbatim', () => {
    expect(formFailure(accountError('ACCOUNT.INVALID_CREDENTIALS', 'x')).message).toBe(INVALID_EMAIL_OR_PASSWORD);
    expect(formFailure(accountError('ACCOUNT.CURRENT_PASSWORD_INCORRECT', 'x')).message).toBe(CHANGE_UNSUCCESSFUL);
  });
  it('puts each field’s message beside its field (spec 1 §5)', () => {
    const result = registrationRequest({ variant: 'standard', email: 'nope', password: 'abc', confirmation: 'abd' });
    if (E.isRight(result)) throw new Error('expected a form error');
    expect(formFailure(result.left).fields).toEqual({
      email: 'Please enter a valid email',
      password: 'Password must be at least 6 characters',
      confirmation: 'Passwords should match',
    });
  });
  it('offers the reset link for a locked account and a spent link', () => {
    expect(formFailure(accountError('ACCOUNT.LOCKED', 'x')).offersReset).toBe(true);
    expect(formFailure(accountError('ACCOUNT.TOKEN_USED', 'x')).offersReset).toBe(true);
    expect(formFailure(accountError('ACCOUNT.INVALID_CREDENTIALS', 'x')).offersReset).toBe(false);
  });
  it('answers a rate limit with 429 and Retry-After', () => {
    const error = rateLimited(90_500);
    expect(errorStatus(error.code)).toBe(429);
    expect(failureHeaders(error)).toEqual([['retry-after', '91']]);
    expect(formFailure(error).message).toBe('Too many sign-in attempts. Please wait 2 minutes and try again.');
  });
  it('sends an ended session to sign in again', () => {
    expect(isSignedOut(accountError('ACCOUNT.SESSION_EXPIRED', 'x'))).toBe(true);
    expect(isSignedOut(accountError('ACCOUNT.UNAVAILABLE', 'x'))).toBe(false);
  });
  it('reads form fields safely', () => {
    const form = new FormData();
    form.set('email', 'a@b.co');
    form.set('rememberMe', 'true');
    form.set('file', new Blob(['x']));
    expect(textField(form, 'email')).toBe('a@b.co');
    expect(textField(form, 'missing')).toBe('');
    expect(textField(form, 'file')).toBe('');
    expect(checkboxField(form, 'rememberMe')).toBe(true);
    expect(checkboxField(form, 'missing')).toBe(false);
  });
});
