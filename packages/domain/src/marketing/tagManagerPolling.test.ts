import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  TAG_MANAGER_CHECK_TIMES_MS,
  TAG_MANAGER_POLL_INTERVAL_MS,
  TAG_MANAGER_POLL_MAX_CHECKS,
  type TagManagerPoll,
  nextTagManagerPoll,
} from './tagManagerPolling';

/** Drives the schedule against a tag manager that appears at check `appearsAt` (1-based), or never. */
const drive = (
  appearsAt: number | undefined,
): { readonly outcome: TagManagerPoll; readonly checks: number; readonly elapsedMs: number } => {
  let checks = 0;
  let elapsedMs = 0;
  let poll = nextTagManagerPoll(0, false);
  while (poll._tag === 'Wait') {
    elapsedMs += poll.delayMs;
    checks += 1;
    poll = nextTagManagerPoll(checks, appearsAt !== undefined && checks >= appearsAt);
  }
  return { outcome: poll, checks, elapsedMs };
};

describe('tag manager polling (spec 1 §4 "polls the tag manager every 300 ms up to 40 times, then logs an error")', () => {
  it('polls every 300 ms up to 40 times', () => {
    expect(TAG_MANAGER_POLL_INTERVAL_MS).toBe(300);
    expect(TAG_MANAGER_POLL_MAX_CHECKS).toBe(40);
    expect(TAG_MANAGER_CHECK_TIMES_MS).toHaveLength(40);
    expect(TAG_MANAGER_CHECK_TIMES_MS[0]).toBe(300);
    expect(TAG_MANAGER_CHECK_TIMES_MS[39]).toBe(12_000);
  });
  it('stops as soon as the tag manager is there', () => {
    expect(nextTagManagerPoll(3, true)).toEqual({ _tag: 'Ready' });
    expect(nextTagManagerPoll(0, false)).toEqual({ _tag: 'Wait', delayMs: 300 });
  });
  it('then gives up with an error to log', () => {
    const result = drive(undefined);
    expect(result.checks).toBe(40);
    expect(result.elapsedMs).toBe(12_000);
    expect(result.outcome._tag === 'GiveUp' && result.outcome.error.code).toBe('MARKETING.TAG_MANAGER_UNAVAILABLE');
  });
  it('property: ready at the first check that finds it, else gives up after exactly 40 checks, 300 ms apart', () => {
    fc.assert(
      fc.property(fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }), (appearsAt) => {
        const { outcome, checks, elapsedMs } = drive(appearsAt);
        expect(elapsedMs).toBe(checks * TAG_MANAGER_POLL_INTERVAL_MS);
        if (appearsAt !== undefined && appearsAt <= 40) {
          expect(outcome._tag).toBe('Ready');
          expect(checks).toBe(appearsAt);
        } else {
          expect(outcome._tag).toBe('GiveUp');
          expect(checks).toBe(40);
        }
      }),
    );
  });
});
