/**
 * The scheduler on the embedded database (PGlite: one connection, one process; ADR 54). Delayed
 * jobs live in the `scheduled_job` table, so they survive a restart; this process polls for the
 * due ones and runs them one at a time. A job found `running` at start was cut off by a crash (only
 * this process uses the database) and runs again: at-least-once, so handlers key their effect by
 * the job's id. A try that throws is retried after a doubling delay, up to the handler's limit.
 */
import type { RecurringOptions, RetryPolicy, ScheduleOptions, ScheduledJob, Scheduler } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';
import { startIntervalLoop, type IntervalLoop } from './intervalLoop';
import { backoffMs, DEFAULT_RETRY_DELAY_MS, DEFAULT_RETRY_LIMIT, jobIdFor } from './jobIds';
import { silentLog, type SchedulerLog } from './schedulerLog';

export interface SqlSchedulerOptions {
  /** How often due jobs are looked for (default a second). */
  readonly pollMs?: number;
  readonly log?: SchedulerLog;
}

interface Handler {
  readonly run: (job: ScheduledJob<unknown>) => Promise<void>;
  readonly retryLimit: number;
  readonly retryDelayMs: number;
}

interface Recurring {
  readonly name: string;
  readonly everyMs: number;
  readonly run: () => Promise<void>;
  readonly firstAfterMs: number;
}

interface ClaimedRow {
  readonly id: string;
  readonly name: string;
  readonly payload: unknown;
  readonly attempts: number;
}

export class SqlScheduler implements Scheduler {
  private readonly handlers = new Map<string, Handler>();
  private readonly recurring: Recurring[] = [];
  private loops: IntervalLoop[] = [];
  private timer: NodeJS.Timeout | undefined;
  private polling: Promise<void> = Promise.resolve();
  private stopped = false;
  private started = false;
  private readonly pollMs: number;
  private readonly log: SchedulerLog;

  constructor(
    private readonly db: SqlClient,
    options: SqlSchedulerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 1_000;
    this.log = options.log ?? silentLog;
  }

  handle<P>(name: string, handler: (job: ScheduledJob<P>) => Promise<void>, retry: RetryPolicy = {}): void {
    this.handlers.set(name, {
      // The payload was stored by `schedule<P>` for this name.
      run: (job) => handler(job as ScheduledJob<P>),
      retryLimit: retry.retryLimit ?? DEFAULT_RETRY_LIMIT,
      retryDelayMs: retry.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS,
    });
  }

  async schedule<P>(name: string, payload: P, runAt: Date, options: ScheduleOptions = {}): Promise<string | undefined> {
    const rows = await this.db.query<{ id: string }>(
      `INSERT INTO scheduled_job (id, name, payload, run_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (id) DO NOTHING RETURNING id`,
      [jobIdFor(name, options.singletonKey), name, JSON.stringify(payload ?? null), runAt.toISOString()],
    );
    return rows[0]?.id;
  }

  every(name: string, everyMs: number, run: () => Promise<void>, options: RecurringOptions = {}): void {
    this.recurring.push({ name, everyMs, run, firstAfterMs: options.firstAfterMs ?? 1_000 });
  }

  async start(): Promise<void> {
    if (this.started) return;
    this.started = true;
    // Only this process uses the embedded database: a job still marked running was cut off.
    await this.db.query(`UPDATE scheduled_job SET state = 'waiting' WHERE state = 'running'`);
    this.loops = this.recurring.map((r) =>
      startIntervalLoop(r.everyMs, r.firstAfterMs, r.run, (err) => this.log.error({ job: r.name, err }, 'job threw')),
    );
    if (this.handlers.size > 0) this.poll(0);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer !== undefined) clearTimeout(this.timer);
    await Promise.all([this.polling, ...this.loops.map((loop) => loop.stop())]);
  }

  private poll(delay: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.polling = this.runDue()
        .catch((err: unknown) => this.log.error({ err }, 'scheduler poll failed'))
        .finally(() => this.poll(this.pollMs));
    }, delay);
    this.timer.unref();
  }

  private async runDue(): Promise<void> {
    while (!this.stopped) {
      const job = await this.claim();
      if (job === undefined) return;
      await this.runOne(job);
    }
  }

  private async claim(): Promise<ClaimedRow | undefined> {
    const rows = await this.db.query<ClaimedRow>(
      `UPDATE scheduled_job SET state = 'running', attempts = attempts + 1
       WHERE id = (SELECT id FROM scheduled_job
                   WHERE state = 'waiting' AND run_at <= $1 AND name = ANY($2::text[])
                   ORDER BY run_at LIMIT 1 FOR UPDATE SKIP LOCKED)
         AND state = 'waiting'
       RETURNING id, name, payload, attempts`,
      [new Date().toISOString(), [...this.handlers.keys()]],
    );
    return rows[0];
  }

  private async runOne(row: ClaimedRow): Promise<void> {
    const handler = this.handlers.get(row.name);
    if (handler === undefined) return;
    try {
      await handler.run({ id: row.id, name: row.name, payload: row.payload, attempt: row.attempts });
      await this.db.query(`UPDATE scheduled_job SET state = 'done', finished_at = $2 WHERE id = $1`, [
        row.id,
        new Date().toISOString(),
      ]);
    } catch (error: unknown) {
      const detail = error instanceof Error ? error.message : String(error);
      const retry = row.attempts <= handler.retryLimit;
      this.log.warn({ job: row.name, id: row.id, attempt: row.attempts, detail, retry }, 'job failed');
      const runAt = new Date(Date.now() + backoffMs(handler.retryDelayMs, row.attempts));
      await this.db.query(
        `UPDATE scheduled_job SET state = $2, run_at = $3, last_error = $4,
                finished_at = CASE WHEN $2 = 'failed' THEN $3::timestamptz END
         WHERE id = $1`,
        [row.id, retry ? 'waiting' : 'failed', runAt.toISOString(), detail],
      );
    }
  }
}
