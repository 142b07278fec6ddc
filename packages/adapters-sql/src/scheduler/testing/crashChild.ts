/**
 * A server process in miniature for scheduler.crash.test.ts: opens the database, registers the
 * `probe` handler and starts the scheduler. `schedule` also stores one job due now. The handler
 * writes a row for each try; on its first try (with `hang`) it says HANGING and never ends, so the
 * test can kill the process mid-job; on a later try it records the job as done, keyed by its id,
 * and says DONE.
 */
import { migrate } from '../../migrate';
import { openPglite } from '../../pgliteClient';
import { openPostgres } from '../../postgresClient';
import type { SqlClient } from '../../sqlClient';
import { PgBossScheduler } from '../pgBossScheduler';
import { SqlScheduler } from '../sqlScheduler';

const [kind = '', where = '', schema = '', mode = ''] = process.argv.slice(2);

const main = async (): Promise<void> => {
  const db: SqlClient =
    kind === 'pglite' ? await openPglite(where) : await openPostgres({ connectionString: where, schema });
  await migrate(db);
  await db.exec(`CREATE TABLE IF NOT EXISTS probe_try (job_id uuid NOT NULL, attempt integer NOT NULL);
                 CREATE TABLE IF NOT EXISTS probe_done (job_id uuid PRIMARY KEY, runs integer NOT NULL DEFAULT 1)`);
  const scheduler =
    kind === 'pglite'
      ? new SqlScheduler(db, { pollMs: 50 })
      : new PgBossScheduler({
          connectionString: where,
          schema: `${schema}_boss`,
          pollMs: 500,
          expireAfterSeconds: 1,
          maintenanceSeconds: 1,
        });
  scheduler.handle(
    'probe',
    async (job) => {
      await db.query('INSERT INTO probe_try (job_id, attempt) VALUES ($1, $2)', [job.id, job.attempt]);
      if (mode === 'hang' || (mode === 'schedule-hang' && job.attempt === 1)) {
        process.stdout.write('HANGING\n');
        await new Promise(() => undefined);
      }
      await db.query(
        'INSERT INTO probe_done (job_id) VALUES ($1) ON CONFLICT (job_id) DO UPDATE SET runs = probe_done.runs + 1',
        [job.id],
      );
      process.stdout.write('DONE\n');
    },
    { retryLimit: 3, retryDelayMs: 1_000 },
  );
  await scheduler.start();
  if (mode.startsWith('schedule')) await scheduler.schedule('probe', { n: 1 }, new Date());
  // Stay alive until killed.
  setInterval(() => undefined, 1_000);
};

main().catch((error: unknown) => {
  process.stderr.write(`${String(error)}\n`);
  process.exit(1);
});
