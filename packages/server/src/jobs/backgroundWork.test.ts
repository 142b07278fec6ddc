import { describe, expect, it } from 'vitest';
import { BackgroundWork } from './backgroundWork';

const recordingLog = () => {
  const lines: Array<{ level: string; facts: object }> = [];
  return {
    lines,
    warn: (facts: object) => lines.push({ level: 'warn', facts }),
    error: (facts: object) => lines.push({ level: 'error', facts }),
  };
};

describe('BackgroundWork (work after the answer)', () => {
  it('does not start the work in the turn that hands it over; settled() waits for it and what it started', async () => {
    const log = recordingLog();
    const work = new BackgroundWork(log);
    const done: string[] = [];
    work.run('first', async () => {
      done.push('first');
      work.run('second', async () => {
        done.push('second');
        return [{ code: 'ACCOUNT.UNAVAILABLE', detail: 'mailer down' }];
      });
      return [];
    });
    expect(done).toEqual([]);
    await work.settled();
    expect(done).toEqual(['first', 'second']);
    expect(log.lines).toEqual([
      { level: 'warn', facts: { work: 'second', code: 'ACCOUNT.UNAVAILABLE', detail: 'mailer down' } },
    ]);
  });

  it('logs work that throws, and goes on', async () => {
    const log = recordingLog();
    const work = new BackgroundWork(log);
    work.run('broken', () => Promise.reject(new Error('boom')));
    await work.settled();
    expect(log.lines).toMatchObject([{ level: 'error', facts: { work: 'broken' } }]);
  });
});
