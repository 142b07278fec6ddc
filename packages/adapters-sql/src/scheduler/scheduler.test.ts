/**
 * The Scheduler port's promises (ADR 54) on both adapters: a delayed job waits for its time, a
 * singleton key stores a job once, a failing handler is retried with a growing delay; and on
 * PostgreSQL two schedulers with their own pools (two processes) run each due job once.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import type { ScheduledJob, Scheduler } from '@kerching/ports';
import { testDatabases } from '../testing/databases';
import type { SqlClient } from '../sqlClient';
import { PgBossScheduler } from './pgBossScheduler';
import { SqlScheduler } from './sqlScheduler';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const until = async (done: () => boolean, ms = 20_000): Promise<void> => {
  for (let waited = 0; !done() && waited < ms; waited += 20) await sleep(20);
};

interface Made {
  readonly scheduler: Scheduler;
  /** The delay before the first retry this adapter was given. */
  readonly retryDelayMs: number;
}

const url = process.env['TEST_DATABASE_URL'];
const bossSchemas: string[] = [];
const newBossSchema = (): string => {
  const schema = `b_${randomBytes(6).toString('hex')}`;
  bossSchemas.push(schema);
  return schema;
};
const pgBoss = (schema: string): PgBossScheduler =>
  new PgBossScheduler({ connectionString: url ?? '', schema, pollMs: 500 });

afterAll(async () => {
  if (url === undefined || url === '' || bossSchemas.length === 0) return;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  for (const schema of bossSchemas) await client.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
  await client.end();
});

const adapters: ReadonlyArray<{ name: string; make: (db: SqlClient) => Made; database: 'pglite' | 'postgres' }> = [
  {
    name: 'the table scheduler',
    database: 'pglite',
    make: (db) => ({ scheduler: new SqlScheduler(db, { pollMs: 20 }), retryDelayMs: 200 }),
  },
  ...(url === undefined || url === ''
    ? []
    : [
        {
          name: 'pg-boss',
          database: 'postgres' as const,
          make: () => ({ scheduler: pgBoss(newBossSchema()), retryDelayMs: 1_000 }),
        },
      ]),
];

describe.each(adapters)('$name', ({ make, database }) => {
  const opened = testDatabases().find((d) => d.name === database);

  it('runs a delayed job at its time, stores a singleton once, retries a failing handler with a growing delay, and stops after the job in progress', async () => {
    if (opened === undefined) throw new Error(`no ${database} database`);
    const db = await opened.open();
    const { scheduler, retryDelayMs } = make(db);
    const tries: Array<{ id: string; attempt: number; at: number; payload: unknown }> = [];
    scheduler.handle(
      'flaky',
      async (job: ScheduledJob<{ n: number }>) => {
        tries.push({ id: job.id, attempt: job.attempt, at: Date.now(), payload: job.payload });
        if (job.attempt < 3) throw new Error(`try ${job.attempt} fails`);
      },
      { retryLimit: 3, retryDelayMs },
    );
    const slow = { started: false, finished: false };
    scheduler.handle('slow', async () => {
      slow.started = true;
      await sleep(300);
      slow.finished = true;
    });
    let stopped = false;
    try {
      await scheduler.start();
      const due = Date.now() + 300;
      const id = await scheduler.schedule('flaky', { n: 7 }, new Date(due), { singletonKey: 'order-7' });
      const again = await scheduler.schedule('flaky', { n: 8 }, new Date(due), { singletonKey: 'order-7' });
      expect(id).toBeDefined();
      expect(again).toBeUndefined();
      await until(() => tries.length >= 3);
      await sleep(200);
      expect(tries.map((t) => [t.id, t.attempt, t.payload])).toEqual([
        [id, 1, { n: 7 }],
        [id, 2, { n: 7 }],
        [id, 3, { n: 7 }],
      ]);
      const [first, second, third] = tries.map((t) => t.at);
      expect(first).toBeGreaterThanOrEqual(due);
      // pg-boss adds up to 100% jitter to each step; the lower bounds hold for both.
      expect((second ?? 0) - (first ?? 0)).toBeGreaterThanOrEqual(retryDelayMs - 50);
      expect((third ?? 0) - (second ?? 0)).toBeGreaterThanOrEqual(2 * retryDelayMs - 50);

      // A graceful stop waits for the job in progress.
      await scheduler.schedule('slow', {}, new Date());
      await until(() => slow.started);
      await scheduler.stop();
      stopped = true;
      expect(slow.finished).toBe(true);
    } finally {
      if (!stopped) await scheduler.stop();
      await db.close();
    }
  }, 30_000);
});

describe.runIf(url !== undefined && url !== '')('pg-boss in two processes', () => {
  it('runs each due job once, however many schedulers poll the database', async () => {
    const schema = newBossSchema();
    const runs: string[] = [];
    const one = pgBoss(schema);
    const other = pgBoss(schema);
    const processes = [one, other];
    for (const scheduler of processes)
      scheduler.handle('credit', async (job: ScheduledJob<{ n: number }>) => {
        runs.push(job.id);
        await sleep(50);
      });
    try {
      await Promise.all(processes.map((s) => s.start()));
      const ids = await Promise.all(
        [1, 2, 3, 4, 5, 6].map((n) => (n % 2 === 0 ? one : other).schedule('credit', { n }, new Date())),
      );
      await until(() => runs.length >= 6);
      await sleep(1_200);
      expect([...runs].sort()).toEqual([...ids].sort());
    } finally {
      await Promise.all(processes.map((s) => s.stop()));
    }
  }, 30_000);
});
