import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { MAX_RETRIES, RETRY_DELAYS_MS, retryDelay } from './retryDelay';

describe('retry delays (spec 2 §9 "Retry delay list (ms): 150, 250, 250, 500, ...")', () => {
  it('is the spec list', () => {
    expect(RETRY_DELAYS_MS).toEqual([
      150, 250, 250, 500, 500, 500, 750, 750, 750, 1000, 1000, 1000, 1250, 1250, 1500, 1500,
    ]);
    expect(MAX_RETRIES).toBe(16);
  });
  it('gives the delay for attempt n, counting from 1', () => {
    expect(retryDelay(1)).toEqual(O.some(150));
    expect(retryDelay(4)).toEqual(O.some(500));
    expect(retryDelay(16)).toEqual(O.some(1500));
  });
  it('is none after the list ends, and for attempts that are not 1..16', () => {
    expect(retryDelay(17)).toEqual(O.none);
    expect(retryDelay(0)).toEqual(O.none);
    expect(retryDelay(-1)).toEqual(O.none);
    expect(retryDelay(1.5)).toEqual(O.none);
  });
  it('property: some exactly for 1..16, never decreasing, and the waits add up to 12.9 s', () => {
    fc.assert(
      fc.property(fc.integer({ min: -5, max: 40 }), (n) => {
        const delay = retryDelay(n);
        expect(O.isSome(delay)).toBe(n >= 1 && n <= 16);
        if (O.isSome(delay) && n > 1) {
          const previous = retryDelay(n - 1);
          expect(O.isSome(previous) && previous.value <= delay.value).toBe(true);
        }
      }),
    );
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBe(12_900);
  });
});
