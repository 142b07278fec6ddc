/**
 * One-time tokens: the links emailed for a password reset and an account activation (issue 5
 * "single-use, expiring tokens"; spec 2 §7.3 /user/password_reset, /user/password_activate).
 *
 * - Lifetimes (our choices, after OWASP's forgot-password cheat sheet): a password reset link
 *   lasts 1 hour; an activation link (set the first password of an account that has none) 7 days.
 * - A token is a random secret of at least 128 bits (our generator: 256 bits, base64url); stores
 *   keep only its SHA-256 hash, so a leaked table grants nothing.
 * - Single use: consuming is atomic (exactly one of two concurrent uses wins). Issuing a new token
 *   ends the user's earlier unused tokens of the same purpose.
 * - Refused as: unknown or for another purpose ACCOUNT.TOKEN_INVALID; already used
 *   ACCOUNT.TOKEN_USED (checked first); past its lifetime ACCOUNT.TOKEN_EXPIRED.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { UserId } from './account';
import { type AccountError, accountError } from './errors';

export const ONE_TIME_TOKEN_PURPOSES = ['password_reset', 'activation', 'token_migration'] as const;
export type OneTimeTokenPurpose = (typeof ONE_TIME_TOKEN_PURPOSES)[number];

export const PASSWORD_RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const ACTIVATION_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
/** A token-migration hand-over (/auth/migrate -> /consume-token) is used within seconds. */
export const TOKEN_MIGRATION_TOKEN_LIFETIME_MS = 5 * 60 * 1000;

export const ONE_TIME_TOKEN_LIFETIMES_MS: Readonly<Record<OneTimeTokenPurpose, number>> = {
  password_reset: PASSWORD_RESET_TOKEN_LIFETIME_MS,
  activation: ACTIVATION_TOKEN_LIFETIME_MS,
  token_migration: TOKEN_MIGRATION_TOKEN_LIFETIME_MS,
};

/** 128 bits is the least a token (or session id) may carry: 22 base64url characters. */
export const TOKEN_MIN_LENGTH = 22;
export const TOKEN_MAX_LENGTH = 128;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Shaped like one of our tokens: garbage is refused before any store is asked. */
export const isWellFormedToken = (text: string): boolean =>
  text.length >= TOKEN_MIN_LENGTH && text.length <= TOKEN_MAX_LENGTH && TOKEN_PATTERN.test(text);

export interface OneTimeTokenRecord {
  readonly purpose: OneTimeTokenPurpose;
  readonly userId: UserId;
  readonly issuedAt: number;
  readonly expiresAt: number;
  readonly usedAt: O.Option<number>;
}

export const issueOneTimeToken = (purpose: OneTimeTokenPurpose, userId: UserId, now: number): OneTimeTokenRecord => ({
  purpose,
  userId,
  issuedAt: now,
  expiresAt: now + ONE_TIME_TOKEN_LIFETIMES_MS[purpose],
  usedAt: O.none,
});

export type OneTimeTokenState = 'usable' | 'used' | 'expired';

export const oneTimeTokenState = (record: OneTimeTokenRecord, now: number): OneTimeTokenState =>
  O.isSome(record.usedAt) ? 'used' : now >= record.expiresAt ? 'expired' : 'usable';

/** The record a presented token matches, if it may be used now for this purpose. */
export const checkOneTimeToken = (
  record: O.Option<OneTimeTokenRecord>,
  purpose: OneTimeTokenPurpose,
  now: number,
): E.Either<AccountError, OneTimeTokenRecord> => {
  if (O.isNone(record) || record.value.purpose !== purpose) {
    return E.left(accountError('ACCOUNT.TOKEN_INVALID', 'unknown token'));
  }
  switch (oneTimeTokenState(record.value, now)) {
    case 'used':
      return E.left(accountError('ACCOUNT.TOKEN_USED', 'token already used'));
    case 'expired':
      return E.left(accountError('ACCOUNT.TOKEN_EXPIRED', 'token expired'));
    case 'usable':
      return E.right(record.value);
  }
};
