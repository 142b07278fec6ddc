import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import * as TE from 'fp-ts/TaskEither';
import { pino } from 'pino';
import { startRecurringJob } from './recurringJob';

const capturingLog = () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString('utf8')) as Record<string, unknown>);
      done();
    },
  });
  return { log: pino({ level: 'info' }, stream), lines };
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (up to 10 s, so a loaded machine does not fail the test) until `done` holds. */
const until = async (done: () => boolean): Promise<void> => {
  for (let waited = 0; !done() && waited < 10_000; waited += 5) await sleep(5);
};

describe('startRecurringJob', () => {
  it('runs again and again, never two runs at once, and stop waits for the run in progress', async () => {
    const { log } = capturingLog();
    let active = 0;
    let most = 0;
    let runs = 0;
    const job = startRecurringJob(
      {
        name: 'slow',
        everyMs: 1,
        firstAfterMs: 0,
        run: () => async () => {
          active += 1;
          most = Math.max(most, active);
          await sleep(15);
          active -= 1;
          runs += 1;
          return { _tag: 'Right', right: runs } as const;
        },
      },
      log,
    );
    await until(() => runs >= 3);
    await job.stop();
    const after = runs;
    expect(after).toBeGreaterThanOrEqual(3);
    expect(most).toBe(1);
    expect(active).toBe(0);
    await sleep(40);
    expect(runs).toBe(after);
  });

  it('logs a failed run and a throwing run, and keeps going', async () => {
    const { log, lines } = capturingLog();
    let calls = 0;
    const job = startRecurringJob(
      {
        name: 'flaky',
        everyMs: 5,
        firstAfterMs: 0,
        run: () => {
          calls += 1;
          if (calls === 1) return TE.left({ code: 'ACCOUNT.UNAVAILABLE', detail: 'database down' });
          if (calls === 2)
            return () => {
              throw new Error('bug');
            };
          return TE.right({ anonymised: 0 });
        },
        worthLogging: (r) => r.anonymised > 0,
      },
      log,
    );
    await until(() => calls >= 3);
    await job.stop();
    expect(calls).toBeGreaterThanOrEqual(3);
    expect(lines.some((l) => l['msg'] === 'job failed' && l['code'] === 'ACCOUNT.UNAVAILABLE')).toBe(true);
    expect(lines.some((l) => l['msg'] === 'job threw')).toBe(true);
    // Quiet runs that did nothing leave no line.
    expect(lines.filter((l) => l['msg'] === 'job ran')).toEqual([]);
  });
});
