import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { countdownParts, countdownSeconds, countdownTo } from './countdown';

const now = new Date('2026-11-22T14:05:09.000Z');

describe('countdown (spec 1 §4 "Countdown: days, hours, minutes, seconds to a timestamp; null if past")', () => {
  it('gives days, hours, minutes and seconds to a timestamp', () => {
    expect(countdownTo(new Date('2026-11-24T16:07:12.000Z'), now)).toEqual(
      O.some({ days: 2, hours: 2, minutes: 2, seconds: 3 }),
    );
    expect(countdownTo(now.getTime() + 59_000, now.getTime())).toEqual(
      O.some({ days: 0, hours: 0, minutes: 0, seconds: 59 }),
    );
  });
  it('rounds parts down to whole seconds', () => {
    expect(countdownTo(now.getTime() + 1_999, now)).toEqual(O.some({ days: 0, hours: 0, minutes: 0, seconds: 1 }));
    expect(countdownTo(now.getTime() + 1, now)).toEqual(O.some({ days: 0, hours: 0, minutes: 0, seconds: 0 }));
  });
  it('is null (none) if past, and at the target itself', () => {
    expect(countdownTo(new Date('2026-11-22T14:05:08.999Z'), now)).toEqual(O.none);
    expect(countdownTo(now, now)).toEqual(O.none);
  });
  it('is none for an invalid or endless instant', () => {
    expect(countdownTo(new Date(Number.NaN), now)).toEqual(O.none);
    expect(countdownTo(Number.POSITIVE_INFINITY, now)).toEqual(O.none);
  });
  it('splits and joins seconds', () => {
    expect(countdownParts(90_061)).toEqual({ days: 1, hours: 1, minutes: 1, seconds: 1 });
    expect(countdownSeconds({ days: 1, hours: 1, minutes: 1, seconds: 1 })).toBe(90_061);
  });
});
