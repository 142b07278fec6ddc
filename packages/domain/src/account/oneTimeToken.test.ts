import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  ACTIVATION_TOKEN_LIFETIME_MS,
  PASSWORD_RESET_TOKEN_LIFETIME_MS,
  checkOneTimeToken,
  isWellFormedToken,
  issueOneTimeToken,
} from './oneTimeToken';
import { AN_ACCOUNT_NOW as now } from './testing';

const hour = 3_600_000;

describe('one-time tokens (issue 5 "single-use, expiring tokens")', () => {
  it('reset links last 1 hour, activation links 7 days, a token-migration hand-over 5 minutes', () => {
    expect(PASSWORD_RESET_TOKEN_LIFETIME_MS).toBe(hour);
    expect(ACTIVATION_TOKEN_LIFETIME_MS).toBe(7 * 24 * hour);
    expect(issueOneTimeToken('token_migration', 'user-1', now).expiresAt).toBe(now + 5 * 60 * 1000);
    expect(issueOneTimeToken('password_reset', 'user-1', now)).toEqual({
      purpose: 'password_reset',
      userId: 'user-1',
      issuedAt: now,
      expiresAt: now + hour,
      usedAt: O.none,
    });
  });
  it('usable once, before it expires, for its purpose only', () => {
    const record = issueOneTimeToken('password_reset', 'user-1', now);
    expect(checkOneTimeToken(O.some(record), 'password_reset', now + hour - 1)).toEqual(E.right(record));
    const code = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');
    expect(code(checkOneTimeToken(O.some(record), 'password_reset', now + hour))).toBe('ACCOUNT.TOKEN_EXPIRED');
    expect(code(checkOneTimeToken(O.some({ ...record, usedAt: O.some(now) }), 'password_reset', now + 2 * hour))).toBe(
      'ACCOUNT.TOKEN_USED',
    );
    expect(code(checkOneTimeToken(O.some(record), 'activation', now))).toBe('ACCOUNT.TOKEN_INVALID');
    expect(code(checkOneTimeToken(O.none, 'activation', now))).toBe('ACCOUNT.TOKEN_INVALID');
  });
  it('a token is 22 to 128 base64url characters (at least 128 bits)', () => {
    expect(isWellFormedToken('A'.repeat(22))).toBe(true);
    expect(isWellFormedToken('A'.repeat(21))).toBe(false);
    expect(isWellFormedToken('A'.repeat(129))).toBe(false);
    expect(isWellFormedToken(`${'A'.repeat(22)}=`)).toBe(false);
  });
});
