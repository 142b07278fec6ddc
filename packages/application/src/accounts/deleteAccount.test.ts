import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { AnonymiseDeletedAccounts } from './anonymiseDeletedAccounts';
import { normaliseEmail } from '@kerching/domain/account';
import { accountsTestBed } from './testing/accountsTestBed';

const hour = 3_600_000;

describe('DeleteAccount (spec 1 §4 "confirm, then initiated; takes up to 24 hours")', () => {
  it('needs the confirmation and the password', async () => {
    const bed = accountsTestBed();
    const { session } = await bed.registered();
    const del = (confirm: boolean, password: string) =>
      bed.deleteAccount.execute({ site: 'kerching', sessionId: session.id, confirm, password })();
    expect(await del(false, 'secret1')).toMatchObject({ left: { code: 'ACCOUNT.DELETION_NOT_CONFIRMED' } });
    expect(await del(true, 'wrong12')).toMatchObject({
      left: { code: 'ACCOUNT.DELETION_NOT_CONFIRMED', message: 'Please confirm that you want to delete your account.' },
    });
    expect(await del(true, '')).toMatchObject({ left: { code: 'ACCOUNT.DELETION_NOT_CONFIRMED' } });
  });

  it('initiates: every session ends, sign-in stops, the owner is emailed; the job anonymises within 24 hours', async () => {
    const bed = accountsTestBed();
    const { session, account } = await bed.registered();
    const other = await bed.signedIn();
    await bed.subscribe.execute({ site: 'kerching', email: 'jane@example.co.uk', location: O.some('london') })();
    const now = bed.clock.now().getTime();
    const initiated = await bed.deleteAccount.execute({
      site: 'kerching',
      sessionId: session.id,
      confirm: true,
      password: 'secret1',
    })();
    expect(initiated).toMatchObject({
      right: { completesBy: now + 24 * hour, message: expect.stringContaining('24 hours') },
    });
    for (const id of [session.id, other.session.id]) {
      expect(await bed.validateSession.execute(id)()).toMatchObject({ left: { code: 'ACCOUNT.SESSION_INVALID' } });
    }
    expect(bed.store.outbox.at(-1)).toMatchObject({ kind: 'account_deletion', to: 'jane@example.co.uk' });
    expect(
      await bed.lookupAccount.execute({ email: 'jane@example.co.uk', address: '203.0.113.7', browser: O.none })(),
    ).toMatchObject({ right: { flow: 'register' } });

    bed.clock.advance(hour);
    expect(await bed.anonymise.execute()()).toEqual(E.right({ anonymised: 1, skipped: 0 }));
    expect(await bed.anonymise.execute()()).toEqual(E.right({ anonymised: 0, skipped: 0 }));
    const stored = bed.store.users.get(account.id);
    expect(stored?.account).toMatchObject({
      email: `deleted-${account.id}@anonymised.invalid`,
      firstName: '',
      lastName: '',
      hasPassword: false,
      deletion: { kind: 'anonymised', requestedAt: now, anonymisedAt: now + hour },
    });
    expect(stored?.passwordHash).toEqual(O.none);
    expect(bed.store.sessions.size).toBe(0);
    expect(bed.store.subscriptions).toHaveLength(0);
    await expect(bed.registered()).resolves.toMatchObject({ account: { email: 'jane@example.co.uk' } });
  });

  it('a Google-only account confirms without a password', async () => {
    const bed = accountsTestBed(
      new Map([
        [
          'g-token',
          {
            subject: 'g1',
            email: normaliseEmail('g@example.co.uk'),
            emailVerified: true,
            givenName: 'G',
            familyName: 'H',
          },
        ],
      ]),
    );
    const signedIn = await bed.googleSignIn.execute({
      idToken: 'g-token',
      rememberMe: false,
      previousSessionId: O.none,
    })();
    if (E.isLeft(signedIn)) throw new Error(signedIn.left.code);
    expect(
      await bed.deleteAccount.execute({
        site: 'kerching',
        sessionId: signedIn.right.session.id,
        confirm: true,
        password: '',
      })(),
    ).toMatchObject({ right: {} });
  });
});

describe('AnonymiseDeletedAccounts (safe in several processes)', () => {
  it('two runs at once anonymise each account exactly once', async () => {
    const bed = accountsTestBed();
    for (const email of ['a@example.co.uk', 'b@example.co.uk', 'c@example.co.uk']) {
      const { session } = await bed.registered(email);
      await bed.deleteAccount.execute({
        site: 'kerching',
        sessionId: session.id,
        confirm: true,
        password: 'secret1',
      })();
    }
    const second = new AnonymiseDeletedAccounts(bed.ports.users, bed.clock, 2);
    const runs = await Promise.all([bed.anonymise.execute()(), second.execute()()]);
    const total = runs.reduce((sum, run) => sum + (E.isRight(run) ? run.right.anonymised : 0), 0);
    expect(total).toBe(3);
    expect([...bed.store.users.values()].every((u) => u.account.deletion.kind === 'anonymised')).toBe(true);
  });

  it('passes a store failure on', async () => {
    const bed = accountsTestBed();
    bed.store.failing.add('users');
    expect(await bed.anonymise.execute()()).toMatchObject({ left: { code: 'ACCOUNT.UNAVAILABLE' } });
  });
});
