/**
 * Delayed and recurring work (issue 41 item 6, ADR 54). A delayed job is stored before `schedule`
 * resolves, so it survives a restart; it runs at least once, at or after `runAt`, in one process at
 * a time (a claim in the database), and a handler that throws is retried with a growing delay.
 * Handlers must therefore be idempotent: key their effect by the job's id. Recurring work runs every
 * `everyMs` after the previous run ends, never two runs at once in a process; it is a sweep that is
 * safe across processes (the sweeps claim their own rows).
 */
export interface ScheduledJob<P = unknown> {
  readonly id: string;
  readonly name: string;
  readonly payload: P;
  /** 1 for the first try, 2 for the first retry, … */
  readonly attempt: number;
}

export interface RetryPolicy {
  /** Retries after the first try (default 3). */
  readonly retryLimit?: number;
  /** Delay before the first retry; each further retry waits twice as long (default 30 s). */
  readonly retryDelayMs?: number;
}

export interface ScheduleOptions {
  /** While a job with this key and name waits or runs, scheduling another is a no-op. */
  readonly singletonKey?: string;
}

export interface RecurringOptions {
  /** Delay before the first run (default a second, so start-up is not slowed). */
  readonly firstAfterMs?: number;
}

export interface Scheduler {
  /** Registers the handler of delayed jobs named `name` (before `start`). Throwing fails the try. */
  handle<P>(name: string, handler: (job: ScheduledJob<P>) => Promise<void>, retry?: RetryPolicy): void;
  /** Stores a job to run at or after `runAt`; its id, or undefined when a singleton already waits. */
  schedule<P>(name: string, payload: P, runAt: Date, options?: ScheduleOptions): Promise<string | undefined>;
  /** Runs `run` every `everyMs` (after `start`), from the end of one run to the start of the next. */
  every(name: string, everyMs: number, run: () => Promise<void>, options?: RecurringOptions): void;
  start(): Promise<void>;
  /** Stops taking work and waits for the jobs and runs in progress. */
  stop(): Promise<void>;
}
