import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { countdownParts, countdownSeconds, countdownTo } from './countdown';

const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('countdown properties', () => {
  it('property: null (none) exactly when the target is not after now', () => {
    fc.assert(
      fc.property(instant, instant, (target, now) => {
        expect(O.isNone(countdownTo(target, now))).toBe(target <= now);
      }),
    );
  });
  it('property: parts are non-negative, within their ranges, and add up to the whole seconds left', () => {
    fc.assert(
      fc.property(instant, fc.integer({ min: 1, max: 400 * 86_400_000 }), (now, left) => {
        const result = countdownTo(new Date(now + left), new Date(now));
        expect(O.isSome(result)).toBe(true);
        if (O.isSome(result)) {
          const { days, hours, minutes, seconds } = result.value;
          expect(Math.min(days, hours, minutes, seconds)).toBeGreaterThanOrEqual(0);
          expect(hours).toBeLessThan(24);
          expect(minutes).toBeLessThan(60);
          expect(seconds).toBeLessThan(60);
          expect(countdownSeconds(result.value)).toBe(Math.floor(left / 1000));
        }
      }),
    );
  });
  it('property: moving now forward never increases the time left (monotone)', () => {
    fc.assert(
      fc.property(instant, instant, fc.integer({ min: 0, max: 86_400_000 }), (target, now, step) => {
        const secondsLeft = (at: number): number =>
          O.getOrElse(() => -1)(O.map(countdownSeconds)(countdownTo(target, at)));
        expect(secondsLeft(now + step)).toBeLessThanOrEqual(secondsLeft(now));
      }),
    );
  });
  it('property: countdownParts and countdownSeconds round-trip', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (seconds) => {
        expect(countdownSeconds(countdownParts(seconds))).toBe(seconds);
      }),
    );
  });
});
