/**
 * The account family's error codes. Each is stable: the HTTP and React edges map them to a status
 * in one table each. Every error also carries the message the shopper sees (from messages.ts), as
 * validation errors do, so that an edge needs no second table for the copy.
 *
 * No enumeration: ACCOUNT.EMAIL_TAKEN is internal (a registration use-case turns it into the same
 * answer as a new registration) and ACCOUNT.INVALID_CREDENTIALS covers an unknown email, a wrong
 * password and an account without a password alike.
 */
import * as E from 'fp-ts/Either';
import type { FieldErrors } from '../validation/form';
import { messagesByField } from '../validation/form';
import type { DomainError } from '../shared/error';
import { retryAfterSeconds } from '../rateLimit/rateLimit';
import {
  ACCOUNT_BEING_DELETED,
  ACCOUNT_LOCKED,
  AN_ERROR_OCCURED,
  AN_UNEXPECTED_ERROR_OCCURRED,
  CHANGE_UNSUCCESSFUL,
  CONFIRM_ACCOUNT_DELETION,
  EMAIL_WASNT_REGISTERED,
  ERROR_ON_USER_SUBSCRIPTION,
  FACEBOOK_PRIOR_LOGIN_NOTICE,
  GOOGLE_EMAIL_NOT_VERIFIED,
  INVALID_EMAIL_OR_PASSWORD,
  INVALID_GOOGLE_TOKEN_ID,
  LINK_ALREADY_USED,
  LINK_EXPIRED,
  LINK_INVALID,
  NOT_YOUR_ACCOUNT,
  PLEASE_SIGN_IN_AGAIN,
  tooManyRequests,
  tooManySignInAttempts,
} from './messages';

export const ACCOUNT_ERROR_CODES = [
  /** A form field failed validation; `fields` holds field name -> message. */
  'ACCOUNT.FORM_INVALID',
  /** Unknown email, wrong password, or an account without a password: one answer (no enumeration). */
  'ACCOUNT.INVALID_CREDENTIALS',
  /** Too many recent failures for the account or the address (HTTP 429, `retryAfterSeconds`). */
  'ACCOUNT.RATE_LIMITED',
  /** Locked after repeated failures; a password reset unlocks it. */
  'ACCOUNT.LOCKED',
  /** Internal: the email already has an account. Never shown as such. */
  'ACCOUNT.EMAIL_TAKEN',
  /** The account is gone (deleted, or never was). */
  'ACCOUNT.NOT_FOUND',
  /** No session, an unknown one, or one that was ended. */
  'ACCOUNT.SESSION_INVALID',
  /** The session passed its idle or absolute timeout. */
  'ACCOUNT.SESSION_EXPIRED',
  /** Object-level authorisation: the session's user may not act on another user's account. */
  'ACCOUNT.FORBIDDEN',
  /** Password change: the current password is wrong. */
  'ACCOUNT.CURRENT_PASSWORD_INCORRECT',
  /** Password change on an account that has no password yet (it must use the emailed link). */
  'ACCOUNT.PASSWORD_NOT_SET',
  /** A one-time link that matches nothing (or another purpose). */
  'ACCOUNT.TOKEN_INVALID',
  /** A one-time link past its lifetime. */
  'ACCOUNT.TOKEN_EXPIRED',
  /** A one-time link already used. */
  'ACCOUNT.TOKEN_USED',
  /** The Google ID token failed verification (signature, issuer, audience, expiry, shape). */
  'ACCOUNT.GOOGLE_TOKEN_INVALID',
  /** Google does not vouch for the token's email. */
  'ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED',
  /** Facebook login is not offered: the prior-login notice. */
  'ACCOUNT.FACEBOOK_LOGIN_UNAVAILABLE',
  /** Account deletion asked without its confirmation (or with a wrong password). */
  'ACCOUNT.DELETION_NOT_CONFIRMED',
  /** The account's deletion has started: it can no longer be used. */
  'ACCOUNT.DELETION_IN_PROGRESS',
  /** An unsubscribe token that matches no subscription. */
  'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN',
  /** The newsletter subscription could not be saved. */
  'ACCOUNT.SUBSCRIPTION_FAILED',
  /** A login flow failed for a reason outside the shopper's control (a verifier could not be reached). */
  'ACCOUNT.LOGIN_FAILED',
  /** A store or service failed. */
  'ACCOUNT.UNAVAILABLE',
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export interface AccountError extends DomainError<AccountErrorCode> {
  /** What the shopper sees. */
  readonly message: string;
  /** For ACCOUNT.FORM_INVALID: field name -> message. */
  readonly fields?: Readonly<Record<string, string>>;
  /** For ACCOUNT.RATE_LIMITED: whole seconds to wait (the Retry-After header). */
  readonly retryAfterSeconds?: number;
}

/** Codes whose message is fixed (a form's message is its first field's; a rate limit's names the wait). */
export type FixedMessageCode = Exclude<AccountErrorCode, 'ACCOUNT.RATE_LIMITED' | 'ACCOUNT.FORM_INVALID'>;

/** The message of each code (the edges may still choose another, e.g. per screen). */
export const ACCOUNT_ERROR_MESSAGES: Readonly<Record<FixedMessageCode, string>> = {
  'ACCOUNT.INVALID_CREDENTIALS': INVALID_EMAIL_OR_PASSWORD,
  'ACCOUNT.LOCKED': ACCOUNT_LOCKED,
  'ACCOUNT.EMAIL_TAKEN': AN_UNEXPECTED_ERROR_OCCURRED,
  'ACCOUNT.NOT_FOUND': PLEASE_SIGN_IN_AGAIN,
  'ACCOUNT.SESSION_INVALID': PLEASE_SIGN_IN_AGAIN,
  'ACCOUNT.SESSION_EXPIRED': PLEASE_SIGN_IN_AGAIN,
  'ACCOUNT.FORBIDDEN': NOT_YOUR_ACCOUNT,
  'ACCOUNT.CURRENT_PASSWORD_INCORRECT': CHANGE_UNSUCCESSFUL,
  'ACCOUNT.PASSWORD_NOT_SET': CHANGE_UNSUCCESSFUL,
  'ACCOUNT.TOKEN_INVALID': LINK_INVALID,
  'ACCOUNT.TOKEN_EXPIRED': LINK_EXPIRED,
  'ACCOUNT.TOKEN_USED': LINK_ALREADY_USED,
  'ACCOUNT.GOOGLE_TOKEN_INVALID': INVALID_GOOGLE_TOKEN_ID,
  'ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED': GOOGLE_EMAIL_NOT_VERIFIED,
  'ACCOUNT.FACEBOOK_LOGIN_UNAVAILABLE': FACEBOOK_PRIOR_LOGIN_NOTICE,
  'ACCOUNT.DELETION_NOT_CONFIRMED': CONFIRM_ACCOUNT_DELETION,
  'ACCOUNT.DELETION_IN_PROGRESS': ACCOUNT_BEING_DELETED,
  'ACCOUNT.UNSUBSCRIBE_TOKEN_UNKNOWN': EMAIL_WASNT_REGISTERED,
  'ACCOUNT.SUBSCRIPTION_FAILED': ERROR_ON_USER_SUBSCRIPTION,
  'ACCOUNT.LOGIN_FAILED': AN_ERROR_OCCURED,
  'ACCOUNT.UNAVAILABLE': AN_UNEXPECTED_ERROR_OCCURRED,
};

export const accountError = (code: FixedMessageCode, detail: string): AccountError => ({
  code,
  detail,
  message: ACCOUNT_ERROR_MESSAGES[code],
});

/** Every failing field of a form: the message shown is the first field's; `fields` has them all. */
export const formInvalid = (errors: FieldErrors): AccountError => {
  const fields = messagesByField(errors);
  return {
    code: 'ACCOUNT.FORM_INVALID',
    detail: `invalid fields: ${Object.keys(fields).join(', ')}`,
    message: errors[0].error.message,
    fields,
  };
};

/**
 * Fields checked one by one, each a message on failure: all the values, or one error naming every
 * failing field (in the record's order).
 */
export const fieldsChecked = <A extends Readonly<Record<string, string>>>(results: {
  readonly [K in keyof A]: E.Either<string, A[K]>;
}): E.Either<AccountError, A> => {
  const values: Array<readonly [string, string]> = [];
  const failures: Array<readonly [string, string]> = [];
  for (const [name, result] of Object.entries<E.Either<string, string>>(results)) {
    if (E.isLeft(result)) failures.push([name, result.left]);
    else values.push([name, result.right]);
  }
  const [first] = failures;
  if (first === undefined) return E.right(Object.fromEntries(values) as A);
  return E.left({
    code: 'ACCOUNT.FORM_INVALID',
    detail: `invalid fields: ${failures.map(([name]) => name).join(', ')}`,
    message: first[1],
    fields: Object.fromEntries(failures),
  });
};

/** One failing field. */
export const fieldInvalid = (field: string, message: string): AccountError => ({
  code: 'ACCOUNT.FORM_INVALID',
  detail: `invalid field: ${field}`,
  message,
  fields: { [field]: message },
});

/** Whole seconds, at least 1 (the rate-limit family's Retry-After). */
export const rateLimited = (retryAfterMs: number): AccountError => {
  const seconds = retryAfterSeconds(retryAfterMs);
  return {
    code: 'ACCOUNT.RATE_LIMITED',
    detail: `retry after ${seconds} s`,
    message: tooManySignInAttempts(seconds),
    retryAfterSeconds: seconds,
  };
};

/** Too many account requests (lookups, registrations) from one address or browser: 429 with the wait. */
export const requestsLimited = (retryAfterMs: number): AccountError => {
  const seconds = retryAfterSeconds(retryAfterMs);
  return {
    code: 'ACCOUNT.RATE_LIMITED',
    detail: `requests limited, retry after ${seconds} s`,
    message: tooManyRequests(seconds),
    retryAfterSeconds: seconds,
  };
};

/** A store or service failure, with the cause for the logs (never a password: callers pass none). */
export const unavailable = (cause: unknown): AccountError =>
  accountError('ACCOUNT.UNAVAILABLE', cause instanceof Error ? cause.message : 'account store failed');
