import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ELLIPSIS, truncate } from './truncate';

const text = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.string({ unit: fc.constantFrom('a', 'b', ' ', ' ', 'é', '😀'), maxLength: 60 }),
  fc
    .array(fc.string({ unit: fc.constantFrom('x', 'y', 'z'), minLength: 1, maxLength: 9 }), { maxLength: 10 })
    .map((w) => w.join(' ')),
);
const limit = fc.integer({ min: 0, max: 70 });

const withoutEllipsis = (s: string): string => (s.endsWith(ELLIPSIS) ? s.slice(0, -ELLIPSIS.length) : s);

describe('truncate properties', () => {
  it('property: the result is never longer than the limit, ellipsis included', () => {
    fc.assert(
      fc.property(text, limit, (t, n) => {
        expect(truncate(t, n).length).toBeLessThanOrEqual(n);
      }),
    );
  });
  it('property: the kept text is a prefix of the original', () => {
    fc.assert(
      fc.property(text, limit, (t, n) => {
        expect(t.startsWith(withoutEllipsis(truncate(t, n)))).toBe(true);
      }),
    );
  });
  it('property: no cut when it fits, and an ellipsis whenever it is cut', () => {
    fc.assert(
      fc.property(text, limit, (t, n) => {
        const result = truncate(t, n);
        if (t.length <= n) expect(result).toBe(t);
        else if (n >= 1) expect(result.endsWith(ELLIPSIS)).toBe(true);
      }),
    );
  });
  it('property: a cut at a word boundary keeps whole words (the next character was a space)', () => {
    const words = fc.array(fc.string({ unit: fc.constantFrom('x', 'y', 'z'), minLength: 1, maxLength: 9 }), {
      minLength: 2,
      maxLength: 10,
    });
    fc.assert(
      fc.property(words, fc.integer({ min: 11, max: 60 }), (ws, n) => {
        const t = ws.join(' ');
        fc.pre(t.length > n);
        const kept = withoutEllipsis(truncate(t, n));
        // the first word is at most 9 characters, so with 10 of room the cut is at a space
        expect(t.charAt(kept.length)).toBe(' ');
      }),
    );
  });
  it('property: a longer limit never keeps less text (monotone)', () => {
    fc.assert(
      fc.property(text, limit, limit, (t, a, b) => {
        const [small, large] = a <= b ? [a, b] : [b, a];
        expect(withoutEllipsis(truncate(t, large)).length).toBeGreaterThanOrEqual(
          withoutEllipsis(truncate(t, small)).length,
        );
      }),
    );
  });
});
