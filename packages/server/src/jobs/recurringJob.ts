/**
 * Work the server process does on its own, on a timer: anonymising deleted accounts, relaying mail.
 * A job runs once soon after start and then every `everyMs` after the previous run ends, so runs
 * of one job never overlap in a process (the jobs themselves are safe across processes). A run
 * that fails is logged and the next run goes ahead as planned. Timers do not keep the process alive.
 */
import * as E from 'fp-ts/Either';
import type * as TE from 'fp-ts/TaskEither';
import type { Logger } from 'pino';
import { startIntervalLoop } from '@kerching/adapters-sql';

export interface RecurringJobSpec<A> {
  readonly name: string;
  readonly everyMs: number;
  /** Delay before the first run (default: a second, so start-up is not slowed). */
  readonly firstAfterMs?: number;
  readonly run: () => TE.TaskEither<{ readonly code: string; readonly detail?: string }, A>;
  /** Whether a run's result is worth a log line (quiet runs that did nothing are not logged). */
  readonly worthLogging?: (result: A) => boolean;
}

export interface RecurringJob {
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

/**
 * One run of a recurring job, logged: a failed run is a warning, a throwing run an error, a run
 * worth noting a line; it never throws. The Scheduler port's `every` calls it (ADR 54).
 */
export const loggedRun =
  <A>(spec: RecurringJobSpec<A>, log: Logger) =>
  async (): Promise<void> => {
    const started = performance.now();
    try {
      const result = await spec.run()();
      const ms = Math.round(performance.now() - started);
      if (E.isLeft(result))
        log.warn({ job: spec.name, ms, code: result.left.code, detail: result.left.detail }, 'job failed');
      else if (spec.worthLogging?.(result.right) ?? true)
        log.info({ job: spec.name, ms, result: result.right }, 'job ran');
    } catch (error) {
      log.error({ job: spec.name, err: error }, 'job threw');
    }
  };

/** A recurring job on its own timer, outside a scheduler: the loop the scheduler adapters use. */
export const startRecurringJob = <A>(spec: RecurringJobSpec<A>, log: Logger): RecurringJob =>
  startIntervalLoop(spec.everyMs, spec.firstAfterMs ?? 1_000, loggedRun(spec, log), (err: unknown) =>
    log.error({ job: spec.name, err }, 'job threw'),
  );
