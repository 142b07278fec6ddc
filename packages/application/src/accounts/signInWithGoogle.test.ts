import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type GoogleIdentity, normaliseEmail } from '@kerching/domain/account';
import { accountsTestBed } from './testing/accountsTestBed';

const identity = (overrides: Partial<GoogleIdentity> = {}): GoogleIdentity => ({
  subject: 'google-1',
  email: normaliseEmail('jane@example.co.uk'),
  emailVerified: true,
  givenName: 'Jane',
  familyName: 'Doe',
  ...overrides,
});

const bedWith = (tokens: Record<string, GoogleIdentity>) => accountsTestBed(new Map(Object.entries(tokens)));
const signIn = (bed: ReturnType<typeof bedWith>, idToken: string) =>
  bed.googleSignIn.execute({ idToken, rememberMe: false, previousSessionId: O.none })();

describe('SignInWithGoogle', () => {
  it('creates an account for a new verified email, then signs it in again by subject', async () => {
    const bed = bedWith({ t1: identity() });
    const first = await signIn(bed, 't1');
    expect(first).toMatchObject({
      right: {
        created: true,
        account: { email: 'jane@example.co.uk', firstName: 'Jane', hasPassword: false, registeredVia: 'google' },
      },
    });
    const again = await signIn(bed, 't1');
    expect(again).toMatchObject({ right: { created: false } });
    expect(E.isRight(first) && E.isRight(again) && again.right.account.id === first.right.account.id).toBe(true);
    expect(E.isRight(first) && E.isRight(again) && again.right.session.id !== first.right.session.id).toBe(true);
    expect(
      await bed.lookupAccount.execute({ email: 'jane@example.co.uk', address: '203.0.113.7', browser: O.none })(),
    ).toMatchObject({ right: { flow: 'google' } });
  });

  it('links an existing account with the same verified email', async () => {
    const bed = bedWith({ t1: identity() });
    const { account } = await bed.registered();
    expect(await signIn(bed, 't1')).toMatchObject({
      right: { created: false, account: { id: account.id, googleSubject: O.some('google-1') } },
    });
  });

  it('refuses a bad token ("Invalid google token id"), an empty one, and an unverified email', async () => {
    const bed = bedWith({ unverified: identity({ emailVerified: false }) });
    expect(await signIn(bed, 'forged')).toMatchObject({
      left: { code: 'ACCOUNT.GOOGLE_TOKEN_INVALID', message: 'Invalid google token id' },
    });
    expect(await signIn(bed, '  ')).toMatchObject({ left: { code: 'ACCOUNT.GOOGLE_TOKEN_INVALID' } });
    expect(await signIn(bed, 'x'.repeat(5000))).toMatchObject({ left: { code: 'ACCOUNT.GOOGLE_TOKEN_INVALID' } });
    expect(await signIn(bed, 'unverified')).toMatchObject({ left: { code: 'ACCOUNT.GOOGLE_EMAIL_NOT_VERIFIED' } });
  });

  it('two first sign-ins at once end in one account', async () => {
    const bed = bedWith({ t1: identity() });
    const results = await Promise.all([signIn(bed, 't1'), signIn(bed, 't1')]);
    expect(bed.store.users.size).toBe(1);
    expect(results.every(E.isRight)).toBe(true);
    // Exactly one of them made the account.
    expect(results.map((r) => E.isRight(r) && r.right.created).filter(Boolean)).toHaveLength(1);
  });
});
