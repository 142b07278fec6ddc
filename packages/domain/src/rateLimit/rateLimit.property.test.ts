import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateVerdict, rateWindow } from './rateLimit';

const rule = fc.record({ limit: fc.integer({ min: 1, max: 1000 }), windowMs: fc.integer({ min: 1, max: 86_400_000 }) });
const instant = fc.integer({ min: 0, max: 4_102_444_800_000 });

describe('request limits (properties)', () => {
  it('the window holds now, has the rule length, and every instant in it has the same window', () => {
    fc.assert(
      fc.property(rule, instant, fc.nat(), (r, now, offset) => {
        const w = rateWindow(r, now);
        expect(w.startsAt).toBeLessThanOrEqual(now);
        expect(now).toBeLessThan(w.endsAt);
        expect(w.endsAt - w.startsAt).toBe(r.windowMs);
        expect(rateWindow(r, w.startsAt + (offset % r.windowMs))).toEqual(w);
      }),
    );
  });

  it('exactly `limit` hits of a window are allowed; a refusal waits no longer than the window, ending at its end', () => {
    fc.assert(
      fc.property(rule, instant, fc.integer({ min: 1, max: 5000 }), (r, now, hits) => {
        const verdict = rateVerdict(r, hits, now);
        expect(verdict.allowed).toBe(hits <= r.limit);
        if (!verdict.allowed) {
          expect(verdict.retryAfterMs).toBeGreaterThan(0);
          expect(verdict.retryAfterMs).toBeLessThanOrEqual(r.windowMs);
          expect(now + verdict.retryAfterMs).toBe(rateWindow(r, now).endsAt);
        }
      }),
    );
  });
});
