import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { anonymisedIdentity, issueOneTimeToken, normaliseEmail, startSession } from '@kerching/domain/account';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlBackInStockAlerts } from '../alerts/sqlBackInStockAlerts';
import { SqlNewsletterSubscriptions } from './sqlNewsletterSubscriptions';
import { SqlOneTimeTokens } from './sqlOneTimeTokens';
import { SqlSessions } from './sqlSessions';
import { SqlUsers } from './sqlUsers';
import { NOW, aNewAccount, aToken, openAccountsDatabase } from './testing/accountRows';

const codeOf = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');

describe.each(testDatabases())('SqlUsers on $name', (database) => {
  let db: SqlClient | undefined;
  beforeAll(async () => {
    db = await openAccountsDatabase(database);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  const users = async () => {
    if (db === undefined) throw new Error('no database');
    return new SqlUsers(db);
  };

  it('creates an account and finds it by id, by email in any case, and by Google subject', async () => {
    const repo = await users();
    const created = await repo.create(
      aNewAccount({
        id: 'u1',
        email: normaliseEmail('found@example.co.uk'),
        googleSubject: O.some('g1'),
        origin: O.some('raf'),
      }),
    )();
    expect(created).toMatchObject({
      right: {
        id: 'u1',
        email: 'found@example.co.uk',
        hasPassword: true,
        registeredVia: 'standard',
        origin: O.some('raf'),
        createdAt: NOW,
        deletion: { kind: 'active' },
      },
    });
    expect(await repo.byEmail(normaliseEmail('FOUND@example.co.uk'))()).toEqual(
      E.right(O.some(E.isRight(created) ? created.right : null)),
    );
    expect(await repo.byId('u1')()).toMatchObject({ right: { _tag: 'Some', value: { id: 'u1' } } });
    expect(await repo.byGoogleSubject('g1')()).toMatchObject({ right: { _tag: 'Some', value: { id: 'u1' } } });
    expect(await repo.byId('nobody')()).toEqual(E.right(O.none));
    expect(await repo.passwordHash('u1')()).toEqual(E.right(O.some('scrypt$hash')));
  });

  it('one account per email whatever its case: EMAIL_TAKEN, also under concurrent registrations', async () => {
    const repo = await users();
    await repo.create(aNewAccount({ email: normaliseEmail('jane@example.co.uk') }))();
    expect(codeOf(await repo.create(aNewAccount({ email: normaliseEmail('jane@example.co.uk') }))())).toBe(
      'ACCOUNT.EMAIL_TAKEN',
    );
    const raced = await Promise.all(
      Array.from({ length: 5 }, () => repo.create(aNewAccount({ email: normaliseEmail('race@example.co.uk') }))()),
    );
    expect(raced.filter(E.isRight)).toHaveLength(1);
    expect(raced.filter(E.isLeft).map(codeOf)).toEqual(Array(4).fill('ACCOUNT.EMAIL_TAKEN'));
    if (db === undefined) throw new Error('no db');
    await expect(
      db.query(
        "INSERT INTO users (id, email, customer_token, registered_via, created_at, updated_at) VALUES ('x', 'RACE@example.co.uk', 'ct-xxxxxxxxxx', 'standard', now(), now())",
      ),
    ).rejects.toThrow();
  });

  it('sets passwords (unlocking), locks once, updates names, links Google; NOT_FOUND for unknown ids', async () => {
    const repo = await users();
    const { id } = aNewAccount();
    await repo.create(aNewAccount({ id, passwordHash: O.none }))();
    expect(await repo.passwordHash(id)()).toEqual(E.right(O.none));
    expect(await repo.markLocked(id, NOW)()).toEqual(E.right(undefined));
    await repo.markLocked(id, NOW + 1000)();
    expect(await repo.byId(id)()).toMatchObject({ right: { value: { lockedAt: O.some(NOW), hasPassword: false } } });
    await repo.setPassword(id, 'scrypt$new', NOW)();
    expect(await repo.byId(id)()).toMatchObject({ right: { value: { lockedAt: O.none, hasPassword: true } } });
    expect(await repo.updateProfile(id, { firstName: 'Janet', lastName: 'Doh' }, NOW)()).toMatchObject({
      right: { firstName: 'Janet', lastName: 'Doh' },
    });
    expect(await repo.linkGoogle(id, 'g-7', NOW)()).toMatchObject({ right: { googleSubject: O.some('g-7') } });
    const other = aNewAccount();
    await repo.create(other)();
    expect(codeOf(await repo.linkGoogle(other.id, 'g-7', NOW)())).toBe('ACCOUNT.GOOGLE_TOKEN_INVALID');
    for (const call of [
      repo.setPassword('nobody', 'h', NOW),
      repo.updateProfile('nobody', { firstName: 'a', lastName: 'b' }, NOW),
      repo.markLocked('nobody', NOW),
      repo.startDeletion('nobody', NOW),
    ]) {
      expect(codeOf(await call())).toBe('ACCOUNT.NOT_FOUND');
    }
  });

  it('deletion: initiated once, listed oldest first, anonymised once with everything personal removed', async () => {
    const repo = await users();
    if (db === undefined) throw new Error('no db');
    const sessions = new SqlSessions(db);
    const tokens = new SqlOneTimeTokens(db);
    const newsletter = new SqlNewsletterSubscriptions(db);
    const a = aNewAccount({ email: normaliseEmail('leaving@example.co.uk'), googleSubject: O.some('g-leaving') });
    const b = aNewAccount();
    await repo.create(a)();
    await repo.create(b)();
    await sessions.create(startSession(aToken(1), a.id, true, NOW))();
    await tokens.issue(aToken(2), issueOneTimeToken('password_reset', a.id, NOW))();
    await newsletter.subscribe({
      site: 'kerching',
      email: a.email,
      location: 'london',
      unsubscribeToken: aToken(3),
      subscribedAt: NOW,
    })();

    const alerts = new SqlBackInStockAlerts(db);
    for (const email of [a.email, b.email])
      await alerts.save({ site: 'kerching', dealId: 77, email, requestedAt: NOW }, 20)();

    expect(await repo.startDeletion(b.id, NOW + 2000)()).toMatchObject({
      right: { deletion: { kind: 'initiated', requestedAt: NOW + 2000 } },
    });
    expect(await repo.startDeletion(a.id, NOW + 1000)()).toMatchObject({
      right: { deletion: { kind: 'initiated', requestedAt: NOW + 1000 } },
    });
    expect(await repo.startDeletion(a.id, NOW + 5000)()).toMatchObject({
      right: { deletion: { requestedAt: NOW + 1000 } },
    });
    expect(await repo.awaitingAnonymisation(10)()).toEqual(E.right([a.id, b.id]));
    expect(codeOf(await repo.updateProfile(a.id, { firstName: 'x', lastName: 'y' }, NOW)())).toBe('ACCOUNT.NOT_FOUND');

    const both = await Promise.all([
      repo.anonymise(a.id, anonymisedIdentity(a.id), NOW + 9000)(),
      repo.anonymise(a.id, anonymisedIdentity(a.id), NOW + 9000)(),
    ]);
    expect(both.map((r) => (E.isRight(r) ? r.right : 'error')).sort()).toEqual([false, true]);
    expect(await repo.anonymise(a.id, anonymisedIdentity(a.id), NOW + 9999)()).toEqual(E.right(false));
    expect(await repo.byId(a.id)()).toMatchObject({
      right: {
        value: {
          email: `deleted-${a.id}@anonymised.invalid`,
          firstName: '',
          hasPassword: false,
          googleSubject: O.none,
          deletion: { kind: 'anonymised', requestedAt: NOW + 1000, anonymisedAt: NOW + 9000 },
        },
      },
    });
    expect(await sessions.byId(aToken(1))()).toEqual(E.right(O.none));
    expect(codeOf(await tokens.consume(aToken(2), 'password_reset', NOW)())).toBe('ACCOUNT.TOKEN_INVALID');
    expect(await newsletter.bySiteAndEmail('kerching', a.email)()).toEqual(E.right(O.none));
    // A back-in-stock alert left with the address goes too; another shopper's stays.
    expect(await alerts.waitedOnBy('kerching', a.email)()).toEqual(E.right([]));
    expect(await alerts.waitedOnBy('kerching', b.email)()).toEqual(E.right([expect.objectContaining({ dealId: 77 })]));
    expect(await repo.awaitingAnonymisation(10)()).toEqual(E.right([b.id]));
    expect(codeOf(await repo.startDeletion(a.id, NOW)())).toBe('ACCOUNT.NOT_FOUND');
    expect(E.isRight(await repo.create(aNewAccount({ email: a.email }))())).toBe(true);
    expect(await repo.anonymise('nobody', anonymisedIdentity('nobody'), NOW)()).toEqual(E.right(false));
  });
});
