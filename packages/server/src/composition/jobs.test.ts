/**
 * The server process's jobs, end to end on PGlite and PostgreSQL: a deleted account is anonymised
 * by the job, sign-in attempts and mail past keeping are forgotten, an alert on a deal that is gone
 * is dropped and the shoppers waiting on a deal back on sale are emailed (the alert job's own cases
 * are in http/backInStock.test.ts), and with SMTP configured the outbox's mail reaches a real SMTP
 * server, once, even with two server processes (two containers on one database) running the jobs at
 * the same time.
 */
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { SMTPServer } from 'smtp-server';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { FIXED_NOW, testDatabases } from '@kerching/adapters-sql/testing';
import { demoCatalogue } from '@kerching/demo';
import { buyableDemoDeals } from '../http/testing/demoDeals';
import { createContainer } from './container';
import { startBackgroundJobs } from './jobs';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (done: () => Promise<boolean>): Promise<void> => {
  for (let waited = 0; !(await done()) && waited < 20_000; waited += 50) await sleep(50);
};

describe.each(testDatabases())('background jobs on $name', ({ open }) => {
  const delivered: string[] = [];
  let smtp: SMTPServer;
  let port = 0;
  let db: SqlClient;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        stream.resume();
        stream.on('end', () => {
          delivered.push(...session.envelope.rcptTo.map((r) => r.address));
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    db = await open();
  }, 120_000);
  afterAll(async () => {
    await db.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('anonymise deleted accounts, forget old records, send or drop alerts and relay mail by SMTP, once each, from two processes', async () => {
    const requested = new Date(FIXED_NOW.getTime() - 60 * 60 * 1000).toISOString();
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, customer_token, registered_via, created_at, updated_at, deletion_requested_at)
       VALUES ('gone', 'gone@example.co.uk', 'Gone', 'Away', 'customer-token-gone-123', 'standard', $1, $1, $1),
              ('kept', 'kept@example.co.uk', 'Kept', 'Here', 'customer-token-kept-123', 'standard', $1, $1, NULL)`,
      [requested],
    );
    for (const to of ['one@example.co.uk', 'two@example.ie']) {
      await db.query(
        `INSERT INTO mail_outbox (site_key, recipient, kind, subject, body, queued_at)
         VALUES ('kerching', $1, 'password_reset', 'Reset', 'Hello', $2)`,
        [to, FIXED_NOW.toISOString()],
      );
    }
    const day = 24 * 60 * 60 * 1000;
    const daysAgo = (days: number) => new Date(FIXED_NOW.getTime() - days * day).toISOString();
    for (const [address, at] of [
      ['198.51.100.1', daysAgo(2)],
      ['198.51.100.2', daysAgo(0.5)],
    ]) {
      await db.query(
        `INSERT INTO login_attempts (email, address, at, succeeded) VALUES ('x@example.co.uk', $1, $2, false)`,
        [address, at],
      );
    }
    await db.query(
      `INSERT INTO mail_outbox (site_key, recipient, kind, subject, body, queued_at, sent_at)
       VALUES ('kerching', 'old@example.co.uk', 'password_reset', 'Old', 'Hello', $1, $1)`,
      [daysAgo(31)],
    );
    // An alert on a deal the site does not have: the back-in-stock job drops it. Two on a deal
    // that is on sale: each address gets its email once, however many processes run the job.
    await writeCatalogue(db, demoCatalogue(FIXED_NOW));
    const [back] = await buyableDemoDeals(db, 'kerching', FIXED_NOW, 1);
    for (const [dealId, email] of [
      [999999, 'w@example.co.uk'],
      [back?.id, 'waiting@example.co.uk'],
      [back?.id, 'also.waiting@example.ie'],
    ] as const)
      await db.query(
        `INSERT INTO back_in_stock_alert (site_key, deal_id, email, requested_at) VALUES ('kerching', $1, $2, $3)`,
        [dealId, email, daysAgo(1)],
      );
    const clock = { now: () => FIXED_NOW };
    const log = pino({ level: 'silent' });
    const options = { smtp: { url: `smtp://127.0.0.1:${port}`, from: 'no-reply@kerching.co.uk' }, firstRunAfterMs: 0 };
    const processes = [
      startBackgroundJobs(createContainer(db, clock), clock, log, options),
      startBackgroundJobs(createContainer(db, clock), clock, log, options),
    ];

    const emailOf = async (id: string) =>
      (await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [id]))[0]?.email;
    const unsent = async () =>
      Number(
        (await db.query<{ n: number | string }>('SELECT count(*) AS n FROM mail_outbox WHERE sent_at IS NULL'))[0]?.n,
      );
    const count = async (query: string) => Number((await db.query<{ n: number | string }>(query))[0]?.n);
    const oldRecords = () =>
      count(
        `SELECT (SELECT count(*) FROM login_attempts WHERE address = '198.51.100.1')
              + (SELECT count(*) FROM mail_outbox WHERE recipient = 'old@example.co.uk')
              + (SELECT count(*) FROM back_in_stock_alert) AS n`,
      );
    await until(
      async () =>
        (await emailOf('gone')) !== 'gone@example.co.uk' && (await unsent()) === 0 && (await oldRecords()) === 0,
    );
    await Promise.all(processes.flat().map((job) => job.stop()));

    expect(await emailOf('gone')).not.toContain('gone@example.co.uk');
    expect(await emailOf('kept')).toBe('kept@example.co.uk');
    expect(await unsent()).toBe(0);
    expect(await oldRecords()).toBe(0);
    expect(await count(`SELECT count(*) AS n FROM login_attempts WHERE address = '198.51.100.2'`)).toBe(1);
    expect(await count(`SELECT count(*) AS n FROM mail_outbox`)).toBe(4);
    expect([...delivered].sort()).toEqual([
      'also.waiting@example.ie',
      'one@example.co.uk',
      'two@example.ie',
      'waiting@example.co.uk',
    ]);
  }, 60_000);
});
