/**
 * Contract tests of the session, one-time token, login attempt, outbox and newsletter
 * repositories, on PGlite and (with TEST_DATABASE_URL) PostgreSQL. One database per run of the
 * file; every test uses its own users and emails.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  MAX_FAILURES_PER_ACCOUNT,
  type NormalisedEmail,
  issueOneTimeToken,
  loginThrottleFrom,
  normaliseEmail,
  startSession,
} from '@kerching/domain/account';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlLoginAttempts } from './sqlLoginAttempts';
import { SqlMailOutbox } from './sqlMailOutbox';
import { SqlNewsletterSubscriptions } from './sqlNewsletterSubscriptions';
import { SqlOneTimeTokens } from './sqlOneTimeTokens';
import { SqlSessions } from './sqlSessions';
import { secretHash } from './sqlSupport';
import { SqlUsers } from './sqlUsers';
import { NOW, aNewAccount, aToken, openAccountsDatabase } from './testing/accountRows';

const HOUR = 3_600_000;
const codeOf = (result: E.Either<{ code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'ok');

describe.each(testDatabases())('account repositories on $name', (database) => {
  let db: SqlClient | undefined;
  beforeAll(async () => {
    db = await openAccountsDatabase(database);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
  });
  const connection = (): SqlClient => {
    if (db === undefined) throw new Error('no database');
    return db;
  };
  const aUser = async () => {
    const account = aNewAccount();
    await new SqlUsers(connection()).create(account)();
    return account.id;
  };

  describe('SqlSessions', () => {
    it('stores a session under the hash of its id, and reads it back by the id', async () => {
      const sessions = new SqlSessions(connection());
      const userId = await aUser();
      const session = startSession(aToken(101), userId, true, NOW);
      await sessions.create(session)();
      expect(await sessions.byId(aToken(101))()).toEqual(E.right(O.some(session)));
      expect(await sessions.byId(aToken(999))()).toEqual(E.right(O.none));
      const stored = await connection().query<{ id_hash: string }>('SELECT id_hash FROM sessions WHERE user_id = $1', [
        userId,
      ]);
      expect(stored).toEqual([{ id_hash: secretHash(aToken(101)) }]);
      expect(JSON.stringify(stored)).not.toContain(aToken(101));
    });

    it("touches forward only; revokes once; ends all of a user's sessions but one", async () => {
      const sessions = new SqlSessions(connection());
      const userId = await aUser();
      for (const n of [201, 202, 203]) await sessions.create(startSession(aToken(n), userId, false, NOW))();
      await sessions.touch(aToken(201), NOW + 5000)();
      await sessions.touch(aToken(201), NOW + 1000)();
      expect(await sessions.byId(aToken(201))()).toMatchObject({ right: { value: { lastSeenAt: NOW + 5000 } } });
      await sessions.revoke(aToken(202), NOW + 10)();
      await sessions.revoke(aToken(202), NOW + 20)();
      expect(await sessions.byId(aToken(202))()).toMatchObject({ right: { value: { revokedAt: O.some(NOW + 10) } } });
      expect(await sessions.revokeAllForUser(userId, NOW + 30, O.some(aToken(201)))()).toEqual(E.right(1));
      expect(await sessions.byId(aToken(201))()).toMatchObject({ right: { value: { revokedAt: O.none } } });
      expect(await sessions.revokeAllForUser(userId, NOW + 40, O.none)()).toEqual(E.right(1));
    });
  });

  describe('SqlOneTimeTokens', () => {
    it('stores the hash only; consumes once; says why a token is refused', async () => {
      const tokens = new SqlOneTimeTokens(connection());
      const userId = await aUser();
      const record = issueOneTimeToken('password_reset', userId, NOW);
      await tokens.issue(aToken(301), record)();
      const stored = await connection().query<{ token_hash: string }>(
        'SELECT token_hash FROM one_time_tokens WHERE user_id = $1',
        [userId],
      );
      expect(stored).toEqual([{ token_hash: secretHash(aToken(301)) }]);
      expect(codeOf(await tokens.consume(aToken(301), 'activation', NOW)())).toBe('ACCOUNT.TOKEN_INVALID');
      expect(await tokens.consume(aToken(301), 'password_reset', NOW + 1000)()).toEqual(
        E.right({ ...record, usedAt: O.some(NOW + 1000) }),
      );
      expect(codeOf(await tokens.consume(aToken(301), 'password_reset', NOW + 2000)())).toBe('ACCOUNT.TOKEN_USED');
      expect(codeOf(await tokens.consume(aToken(399), 'password_reset', NOW)())).toBe('ACCOUNT.TOKEN_INVALID');
      await tokens.issue(aToken(302), issueOneTimeToken('password_reset', userId, NOW))();
      expect(codeOf(await tokens.consume(aToken(302), 'password_reset', NOW + HOUR)())).toBe('ACCOUNT.TOKEN_EXPIRED');
    });

    it('a new token ends the unused older one of the same purpose, not of another', async () => {
      const tokens = new SqlOneTimeTokens(connection());
      const userId = await aUser();
      await tokens.issue(aToken(311), issueOneTimeToken('password_reset', userId, NOW))();
      await tokens.issue(aToken(312), issueOneTimeToken('activation', userId, NOW))();
      await tokens.issue(aToken(313), issueOneTimeToken('password_reset', userId, NOW))();
      expect(codeOf(await tokens.consume(aToken(311), 'password_reset', NOW)())).toBe('ACCOUNT.TOKEN_INVALID');
      expect(codeOf(await tokens.consume(aToken(312), 'activation', NOW)())).toBe('ok');
      expect(codeOf(await tokens.consume(aToken(313), 'password_reset', NOW)())).toBe('ok');
    });

    it('two concurrent uses of one token: exactly one succeeds', async () => {
      const tokens = new SqlOneTimeTokens(connection());
      const userId = await aUser();
      await tokens.issue(aToken(321), issueOneTimeToken('activation', userId, NOW))();
      const results = await Promise.all([
        tokens.consume(aToken(321), 'activation', NOW + 1)(),
        tokens.consume(aToken(321), 'activation', NOW + 1)(),
      ]);
      expect(results.map(codeOf).sort()).toEqual(['ACCOUNT.TOKEN_USED', 'ok']);
    });
  });

  describe('SqlLoginAttempts', () => {
    const admitAll = () => ({ allowed: true }) as const;
    /** Reserves an attempt (admitted whatever the history) and answers it; settles it when told. */
    const reserved = async (
      attempts: SqlLoginAttempts,
      key: { email: NormalisedEmail; address: string; device?: O.Option<string> },
      at: number,
      succeeded?: boolean,
    ) => {
      const result = await attempts.reserve({ device: O.none, ...key }, at, at - HOUR, admitAll)();
      if (E.isLeft(result) || E.isLeft(result.right)) throw new Error('not reserved');
      if (succeeded !== undefined) await attempts.settle(result.right.right.id, succeeded)();
      return result.right.right;
    };

    it('gives the attempts per email and per address since a time, oldest first, and forgets old ones', async () => {
      const attempts = new SqlLoginAttempts(connection());
      const email = normaliseEmail('attempts@example.co.uk');
      const other = normaliseEmail('other-attempts@example.co.uk');
      await reserved(attempts, { email, address: '198.51.100.1' }, NOW - 2 * HOUR, false);
      await reserved(attempts, { email, address: '198.51.100.1' }, NOW - 1000, false);
      await reserved(attempts, { email, address: '198.51.100.2' }, NOW, true);
      await reserved(attempts, { email: other, address: '198.51.100.1' }, NOW, false);
      expect((await reserved(attempts, { email, address: '198.51.100.1' }, NOW)).history).toEqual({
        byAccount: [
          { at: NOW - 1000, succeeded: false },
          { at: NOW, succeeded: true },
        ],
        byAddress: [
          { at: NOW - 1000, succeeded: false },
          { at: NOW, succeeded: false },
        ],
      });
      expect(await attempts.forgetBefore(NOW - HOUR)()).toEqual(E.right(1));
      expect(await attempts.forgetBefore(NOW - HOUR)()).toEqual(E.right(0));
    });

    it('of 50 concurrent reservations under a limit of 5, exactly 5 are admitted (issue 40)', async () => {
      const attempts = new SqlLoginAttempts(connection());
      const email = normaliseEmail('race@example.co.uk');
      const key = { email, address: '198.51.100.50', device: O.none };
      const admitted = await Promise.all(
        Array.from({ length: 50 }, () =>
          attempts.reserve(key, NOW, NOW - HOUR, (history) => loginThrottleFrom('unknown', history, NOW))(),
        ),
      );
      const reserved = admitted.flatMap((r) => (E.isRight(r) && E.isRight(r.right) ? [r.right.right] : []));
      const refused = admitted.filter((r) => E.isRight(r) && E.isLeft(r.right));
      expect([reserved.length, refused.length]).toEqual([MAX_FAILURES_PER_ACCOUNT, 50 - MAX_FAILURES_PER_ACCOUNT]);
      // Each admitted attempt saw every one admitted before it, counted as a failure while unsettled.
      expect(reserved.map((r) => r.history.byAccount.length).sort()).toEqual([0, 1, 2, 3, 4]);
      expect(new Set(reserved.map((r) => r.id)).size).toBe(MAX_FAILURES_PER_ACCOUNT);
    });

    it('settles a reservation, forgets a released one, and keeps a known device apart', async () => {
      const attempts = new SqlLoginAttempts(connection());
      const email = normaliseEmail('settle@example.co.uk');
      const address = '198.51.100.51';
      await reserved(attempts, { email, address }, NOW, false);
      await attempts.release((await reserved(attempts, { email, address }, NOW)).id)();
      await reserved(attempts, { email, address }, NOW, true);
      const known = await reserved(attempts, { email, address, device: O.some('device-1') }, NOW, false);
      expect(known.history.byAccount).toEqual([]);
      expect(known.history.byAddress).toHaveLength(2);
      const next = await reserved(attempts, { email, address }, NOW);
      expect(next.history.byAccount).toEqual([
        { at: NOW, succeeded: false },
        { at: NOW, succeeded: true },
      ]);
      expect((await reserved(attempts, { email, address, device: O.some('device-1') }, NOW)).history.byAccount).toEqual(
        [{ at: NOW, succeeded: false }],
      );
    });
  });

  describe('SqlMailOutbox', () => {
    it('keeps sent mail, newest first, optionally for one recipient', async () => {
      const outbox = new SqlMailOutbox(connection());
      const to = normaliseEmail('mailbox@example.co.uk');
      await outbox.send({
        site: 'kerching',
        to,
        kind: 'password_reset',
        subject: 'First',
        text: 'one',
        queuedAt: NOW,
      })();
      await outbox.send({
        site: 'kerchingie',
        to,
        kind: 'activation',
        subject: 'Second',
        text: 'two',
        queuedAt: NOW + 1,
      })();
      await outbox.send({
        site: 'kerching',
        to: normaliseEmail('else@example.co.uk'),
        kind: 'activation',
        subject: 'Else',
        text: '',
        queuedAt: NOW,
      })();
      const mine = await outbox.recent(10, O.some(to))();
      expect(E.isRight(mine) && mine.right.map((m) => [m.subject, m.site, m.kind, m.to, m.queuedAt])).toEqual([
        ['Second', 'kerchingie', 'activation', to, NOW + 1],
        ['First', 'kerching', 'password_reset', to, NOW],
      ]);
      expect(await outbox.recent(1, O.none)()).toMatchObject({ right: [{ subject: 'Else', text: '' }] });
    });

    it('forgets mail queued before a time, sent or not, and keeps the rest', async () => {
      const outbox = new SqlMailOutbox(connection());
      const to = normaliseEmail('retention@example.co.uk');
      const cutoff = NOW - 30 * 24 * HOUR;
      for (const [subject, queuedAt] of [
        ['Old, sent', cutoff - 1],
        ['Old, unsent', cutoff - 10 * HOUR],
        ['At the cutoff', cutoff],
        ['New', NOW],
      ] as const) {
        await outbox.send({ site: 'kerching', to, kind: 'activation', subject, text: '', queuedAt })();
      }
      const oldSent = await connection().query<{ id: string }>(
        "SELECT id FROM mail_outbox WHERE recipient = $1 AND subject = 'Old, sent'",
        [to],
      );
      await outbox.markSent(String(oldSent[0]?.id), cutoff)();

      expect(await outbox.forgetQueuedBefore(cutoff)()).toEqual(E.right(2));
      expect(await outbox.forgetQueuedBefore(cutoff)()).toEqual(E.right(0));
      const left = await outbox.recent(10, O.some(to))();
      expect(E.isRight(left) && left.right.map((m) => m.subject)).toEqual(['New', 'At the cutoff']);
    });
  });

  describe('SqlNewsletterSubscriptions', () => {
    it('one subscription per site and email (any case), keeping its token; unsubscribes idempotently; revives', async () => {
      const newsletter = new SqlNewsletterSubscriptions(connection());
      const email = normaliseEmail('news@example.co.uk');
      const first = {
        site: 'kerching' as const,
        email,
        location: 'london',
        unsubscribeToken: aToken(501),
        subscribedAt: NOW,
      };
      expect(await newsletter.subscribe(first)()).toEqual(E.right(first));
      const again = await newsletter.subscribe({
        ...first,
        location: 'leeds',
        unsubscribeToken: aToken(502),
        subscribedAt: NOW + 1,
      })();
      expect(again).toEqual(E.right({ ...first, location: 'leeds' }));
      await newsletter.subscribe({ ...first, site: 'kerchingie', location: 'dublin', unsubscribeToken: aToken(503) })();
      expect(await newsletter.bySiteAndEmail('kerching', email)()).toEqual(
        E.right(O.some({ ...first, location: 'leeds' })),
      );

      expect(await newsletter.unsubscribe(aToken(501), NOW + 2)()).toMatchObject({ right: { _tag: 'Some' } });
      expect(await newsletter.unsubscribe(aToken(501), NOW + 3)()).toMatchObject({ right: { _tag: 'Some' } });
      expect(await newsletter.bySiteAndEmail('kerching', email)()).toEqual(E.right(O.none));
      expect(await newsletter.bySiteAndEmail('kerchingie', email)()).toMatchObject({ right: { _tag: 'Some' } });
      expect(await newsletter.unsubscribe(aToken(599), NOW)()).toEqual(E.right(O.none));

      const revived = await newsletter.subscribe({ ...first, unsubscribeToken: aToken(504), subscribedAt: NOW + 10 })();
      expect(revived).toEqual(E.right({ ...first, subscribedAt: NOW + 10 }));
    });
  });
});
