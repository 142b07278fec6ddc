import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  ACCOUNT_DELETION_COMPLETES_WITHIN_MS,
  NOT_DELETED,
  anonymisedIdentity,
  deletionDeadline,
  initiateDeletion,
  isUsable,
} from './deletion';
import { checkEmail } from './emailCheck';
import { AN_ACCOUNT_NOW as now } from './testing';

const hour = 3_600_000;

describe('account deletion (spec 1 §4 "confirm, then initiated; takes up to 24 hours")', () => {
  it('needs the confirmation', () => {
    expect(initiateDeletion(NOT_DELETED, false, now)).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.DELETION_NOT_CONFIRMED' })),
    );
  });
  it('confirm -> initiated, idempotent; an anonymised account cannot start again', () => {
    const initiated = initiateDeletion(NOT_DELETED, true, now);
    expect(initiated).toEqual(E.right({ kind: 'initiated', requestedAt: now }));
    if (E.isLeft(initiated)) return;
    expect(initiateDeletion(initiated.right, true, now + hour)).toEqual(initiated);
    const anonymised = { kind: 'anonymised', requestedAt: now, anonymisedAt: now + hour } as const;
    expect(initiateDeletion(anonymised, true, now)).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.NOT_FOUND' })),
    );
  });
  it('completes within 24 hours', () => {
    const initiated = { kind: 'initiated', requestedAt: now } as const;
    expect(ACCOUNT_DELETION_COMPLETES_WITHIN_MS).toBe(24 * hour);
    expect(deletionDeadline(initiated)).toEqual(O.some(now + 24 * hour));
    expect(deletionDeadline(NOT_DELETED)).toEqual(O.none);
    expect(isUsable(initiated)).toBe(false);
    expect(isUsable(NOT_DELETED)).toBe(true);
  });
  it('anonymises to a unique address that never receives mail, and empty names', () => {
    const identity = anonymisedIdentity('user-42');
    expect(identity).toEqual({ email: 'deleted-user-42@anonymised.invalid', firstName: '', lastName: '' });
    expect(checkEmail(identity.email).result).toBe('undeliverable');
  });
});
