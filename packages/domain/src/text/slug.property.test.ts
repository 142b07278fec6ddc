import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isSlug, slugify } from './slug';

const anyText = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: fc.constantFrom('a', 'B', '9', ' ', '-', '_', '&', 'é', 'Ö', '.', '/'), maxLength: 40 }),
);

describe('slugify properties', () => {
  it('property: idempotent', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const once = slugify(text);
        expect(slugify(once)).toBe(once);
      }),
    );
  });
  it('property: the result is empty or only a-z, 0-9 and single inner dashes', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const slug = slugify(text);
        expect(slug === '' || isSlug(slug)).toBe(true);
      }),
    );
  });
  it('property: every ASCII letter and digit of the text survives, in order, lower-cased', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        const asciiAlphanumerics = text.toLowerCase().replace(/[^a-z0-9]/g, '');
        const kept = slugify(text).replace(/-/g, '');
        // accented letters may add their base letters, so the ASCII ones form a subsequence
        let at = 0;
        for (const ch of kept) if (ch === asciiAlphanumerics[at]) at += 1;
        expect(at).toBe(asciiAlphanumerics.length);
      }),
    );
  });
  it('property: a slug is its own slug (words joined by dashes round-trip)', () => {
    const word = fc.string({
      unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz0123456789'),
      minLength: 1,
      maxLength: 8,
    });
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 6 }), (words) => {
        const slug = words.join('-');
        expect(slugify(slug)).toBe(slug);
        expect(slugify(words.map((w) => w.toUpperCase()).join(' ~ '))).toBe(slug);
      }),
    );
  });
});
