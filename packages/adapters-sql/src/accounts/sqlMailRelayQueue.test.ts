/** The outbox as the SMTP relay sees it: leases, retries and concurrent relays (PGlite and PostgreSQL). */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { normaliseEmail } from '@kerching/domain/account';
import type { OutboxMail } from '@kerching/ports/accounts';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlMailOutbox } from './sqlMailOutbox';
import { NOW } from './testing/accountRows';

const MINUTE = 60_000;
const MAX_ATTEMPTS = 3;

const ids = (claimed: E.Either<unknown, ReadonlyArray<OutboxMail>>): ReadonlyArray<string> =>
  E.isRight(claimed) ? claimed.right.map((m) => m.subject) : ['error'];

describe.each(testDatabases())('the mail relay queue on $name', (database) => {
  let db: SqlClient;
  let outbox: SqlMailOutbox;
  beforeAll(async () => {
    db = await database.open();
    outbox = new SqlMailOutbox(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM mail_outbox');
    for (const subject of ['m1', 'm2', 'm3']) {
      await outbox.send({
        site: 'kerching',
        to: normaliseEmail(`${subject}@example.co.uk`),
        kind: 'password_reset',
        subject,
        text: `${subject} body`,
        queuedAt: NOW,
      })();
    }
  });

  it('hands out the oldest unsent mail, and not again while the lease lasts', async () => {
    expect(ids(await outbox.claim(2, NOW, NOW + MINUTE, MAX_ATTEMPTS)())).toEqual(['m1', 'm2']);
    expect(ids(await outbox.claim(5, NOW + 1, NOW + MINUTE, MAX_ATTEMPTS)())).toEqual(['m3']);
    expect(ids(await outbox.claim(5, NOW + 2, NOW + MINUTE, MAX_ATTEMPTS)())).toEqual([]);
  });

  it('never hands out sent mail; unsent mail comes back when its lease ends', async () => {
    const claimed = await outbox.claim(3, NOW, NOW + MINUTE, MAX_ATTEMPTS)();
    const first = E.isRight(claimed) ? claimed.right[0] : undefined;
    expect(first?.text).toBe('m1 body');
    await outbox.markSent(first?.id ?? '', NOW + 10)();
    expect(ids(await outbox.claim(5, NOW + MINUTE, NOW + 2 * MINUTE, MAX_ATTEMPTS)())).toEqual(['m2', 'm3']);
  });

  it('gives up on a mail after the maximum number of attempts', async () => {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const at = NOW + attempt * MINUTE;
      expect(ids(await outbox.claim(5, at, at + MINUTE, MAX_ATTEMPTS)())).toEqual(['m1', 'm2', 'm3']);
    }
    const later = NOW + 10 * MINUTE;
    expect(ids(await outbox.claim(5, later, later + MINUTE, MAX_ATTEMPTS)())).toEqual([]);
  });

  it('relays claiming at the same moment never share a mail', async () => {
    const runs = await Promise.all(Array.from({ length: 6 }, () => outbox.claim(1, NOW, NOW + MINUTE, MAX_ATTEMPTS)()));
    const claimed = runs.flatMap((run) => ids(run));
    expect([...claimed].sort()).toEqual(['m1', 'm2', 'm3']);
  });
});
