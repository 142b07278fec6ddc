import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { normaliseEmail } from './email';
import { type GoogleIdentity, googleSignInDecision } from './googleSignIn';
import { anAccount } from './testing';

const identity: GoogleIdentity = {
  subject: 'google-sub-1',
  email: normaliseEmail('jane@example.co.uk'),
  emailVerified: true,
  givenName: 'Jane',
  familyName: 'Doe',
};
const deleting = { kind: 'initiated', requestedAt: 1 } as const;
const codeOf = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');

describe('Google sign-in: sign in, link or create', () => {
  it('signs in the account linked to the Google subject', () => {
    const linked = anAccount({ googleSubject: O.some('google-sub-1') });
    expect(googleSignInDecision(identity, O.some(linked), O.none)).toEqual(
      E.right({ kind: 'sign_in', account: linked }),
    );
  });
  it('links an account with the same, verified, email', () => {
    const account = anAccount();
    expect(googleSignInDecision(identity, O.none, O.some(account))).toEqual(E.right({ kind: 'link', account }));
  });
  it('creates an account for a new verified email', () => {
    expect(googleSignInDecision(identity, O.none, O.none)).toEqual(E.right({ kind: 'create' }));
  });
  it('refuses an unverified email, another subject, and accounts being deleted', () => {
    const unverified = { ...identity, emailVerified: false };
    expect(codeOf(googleSignInDecision(unverified, O.none, O.none))).toBe('ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED');
    expect(codeOf(googleSignInDecision(unverified, O.none, O.some(anAccount())))).toBe(
      'ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED',
    );
    expect(codeOf(googleSignInDecision(identity, O.none, O.some(anAccount({ googleSubject: O.some('other') }))))).toBe(
      'ACCOUNT.GOOGLE_TOKEN_INVALID',
    );
    expect(codeOf(googleSignInDecision(identity, O.some(anAccount({ deletion: deleting })), O.none))).toBe(
      'ACCOUNT.DELETION_IN_PROGRESS',
    );
    expect(codeOf(googleSignInDecision(identity, O.none, O.some(anAccount({ deletion: deleting }))))).toBe(
      'ACCOUNT.DELETION_IN_PROGRESS',
    );
  });
});
