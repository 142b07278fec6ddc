/**
 * The scheduler on PostgreSQL (ADR 54): pg-boss keeps the delayed jobs in its own schema, claims a
 * due job with FOR UPDATE SKIP LOCKED (so one process runs it, however many poll), retries a
 * failed try with exponential backoff, and fails a try that outlives `expireAfterSeconds` (a
 * process killed mid-job) so it is retried. At-least-once: handlers key their effect by the job's
 * id. Recurring sweeps run in each process (they are safe across processes, ADR 54).
 */
import PgBoss from 'pg-boss';
import type { RecurringOptions, RetryPolicy, ScheduleOptions, ScheduledJob, Scheduler } from '@kerching/ports';
import { startIntervalLoop, type IntervalLoop } from './intervalLoop';
import { DEFAULT_RETRY_DELAY_MS, DEFAULT_RETRY_LIMIT, jobIdFor } from './jobIds';
import { silentLog, type SchedulerLog } from './schedulerLog';

export interface PgBossSchedulerOptions {
  readonly connectionString: string;
  /** pg-boss's own schema (default `pgboss`). */
  readonly schema?: string;
  /** How often each handler looks for due jobs (default 2 s; at least 0.5 s). */
  readonly pollMs?: number;
  /** A try still running after this long is failed and retried (default 15 minutes). */
  readonly expireAfterSeconds?: number;
  /** How often expired tries are looked for (default a minute). */
  readonly maintenanceSeconds?: number;
  readonly log?: SchedulerLog;
}

interface Handler {
  readonly run: (job: ScheduledJob<unknown>) => Promise<void>;
  readonly retry: RetryPolicy;
}

interface Recurring {
  readonly name: string;
  readonly everyMs: number;
  readonly run: () => Promise<void>;
  readonly firstAfterMs: number;
}

/** pg-boss queue names allow letters, digits, dashes, dots and underscores. */
export class PgBossScheduler implements Scheduler {
  private readonly boss: PgBoss;
  private readonly handlers = new Map<string, Handler>();
  private readonly recurring: Recurring[] = [];
  private readonly queues = new Set<string>();
  private loops: IntervalLoop[] = [];
  private connected: Promise<void> | undefined;
  private started: Promise<void> | undefined;
  private readonly log: SchedulerLog;

  constructor(private readonly options: PgBossSchedulerOptions) {
    this.log = options.log ?? silentLog;
    this.boss = new PgBoss({
      connectionString: options.connectionString,
      schema: options.schema ?? 'pgboss',
      max: 4,
      schedule: false,
      supervise: true,
      maintenanceIntervalSeconds: options.maintenanceSeconds ?? 60,
      expireInSeconds: options.expireAfterSeconds ?? 15 * 60,
    });
    this.boss.on('error', (err: unknown) => this.log.error({ err }, 'pg-boss error'));
  }

  handle<P>(name: string, handler: (job: ScheduledJob<P>) => Promise<void>, retry: RetryPolicy = {}): void {
    // The payload was stored by `schedule<P>` for this name.
    this.handlers.set(name, { run: (job) => handler(job as ScheduledJob<P>), retry });
  }

  async schedule<P>(name: string, payload: P, runAt: Date, options: ScheduleOptions = {}): Promise<string | undefined> {
    await this.connect();
    await this.queue(name);
    const id = await this.boss.send(name, { payload }, { id: jobIdFor(name, options.singletonKey), startAfter: runAt });
    return id ?? undefined;
  }

  every(name: string, everyMs: number, run: () => Promise<void>, options: RecurringOptions = {}): void {
    this.recurring.push({ name, everyMs, run, firstAfterMs: options.firstAfterMs ?? 1_000 });
  }

  /** Starts the workers and the recurring loops; once. */
  start(): Promise<void> {
    this.started ??= this.begin();
    return this.started;
  }

  async stop(): Promise<void> {
    await this.started?.catch(() => undefined);
    await Promise.all(this.loops.map((loop) => loop.stop()));
    if (this.connected === undefined) return;
    await this.connected.catch(() => undefined);
    // Graceful: no new jobs are fetched, and the ones running are waited for.
    await this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }

  /** Starts pg-boss (creating its schema on first use) without taking work: enough to schedule. */
  private connect(): Promise<void> {
    this.connected ??= this.boss.start().then(() => undefined);
    return this.connected;
  }

  private async begin(): Promise<void> {
    await this.connect();
    for (const [name, handler] of this.handlers) {
      await this.queue(name);
      await this.boss.work<{ payload: unknown }>(
        name,
        { includeMetadata: true, batchSize: 1, pollingIntervalSeconds: (this.options.pollMs ?? 2_000) / 1000 },
        async (jobs) => {
          for (const job of jobs) {
            const attempt = job.retryCount + 1;
            try {
              await handler.run({ id: job.id, name, payload: job.data.payload, attempt });
            } catch (error: unknown) {
              const detail = error instanceof Error ? error.message : String(error);
              this.log.warn({ job: name, id: job.id, attempt, detail }, 'job failed');
              throw error;
            }
          }
        },
      );
    }
    this.loops = this.recurring.map((r) =>
      startIntervalLoop(r.everyMs, r.firstAfterMs, r.run, (err) => this.log.error({ job: r.name, err }, 'job threw')),
    );
  }

  private async queue(name: string): Promise<void> {
    if (this.queues.has(name)) return;
    const retry = this.handlers.get(name)?.retry ?? {};
    const create = () =>
      this.boss.createQueue(name, {
        name,
        retryLimit: retry.retryLimit ?? DEFAULT_RETRY_LIMIT,
        retryDelay: Math.max(1, Math.round((retry.retryDelayMs ?? DEFAULT_RETRY_DELAY_MS) / 1000)),
        retryBackoff: true,
      });
    // Processes starting together create the same queue at once, and PostgreSQL may break the tie
    // with a deadlock (40P01): the loser tries again, and then finds the queue there.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await create();
        break;
      } catch (error: unknown) {
        if (!isDeadlock(error) || attempt >= CREATE_QUEUE_ATTEMPTS) throw error;
        await new Promise((resolve) => setTimeout(resolve, 50 * attempt));
      }
    }
    this.queues.add(name);
  }
}

const CREATE_QUEUE_ATTEMPTS = 5;

const isDeadlock = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '40P01';
