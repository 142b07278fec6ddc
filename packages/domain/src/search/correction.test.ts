import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { correctSearchText, trigramSimilarity } from './correction';

const titles = ['Full-Body Massage (60 Minutes) at Serenity Spa', 'Afternoon Tea for Two in London'];

describe('trigramSimilarity (pg_trgm similarity)', () => {
  it('is 1 for the same word and 0 for words with nothing in common', () => {
    expect(trigramSimilarity('Massage', 'massage')).toBe(1);
    expect(trigramSimilarity('abc', 'xyz')).toBe(0);
    expect(trigramSimilarity('masage', 'massage')).toBeCloseTo(6 / 9);
  });
  it('property: symmetric and within 0..1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 }), (a, b) => {
        const s = trigramSimilarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(trigramSimilarity(b, a)).toBeCloseTo(s);
      }),
    );
  });
});

describe('correctSearchText', () => {
  it('replaces misspelt words by the most similar title word', () => {
    expect(correctSearchText('Masage', titles)).toEqual(O.some('massage'));
    expect(correctSearchText('afternon tea londn', titles)).toEqual(O.some('afternoon tea london'));
  });
  it('keeps words the titles contain, and words like none of them', () => {
    expect(correctSearchText('massage', titles)).toEqual(O.none);
    expect(correctSearchText('zzqxv massge', titles)).toEqual(O.some('zzqxv massage'));
    expect(correctSearchText('zzqxv', titles)).toEqual(O.none);
    expect(correctSearchText('spa', [])).toEqual(O.none);
  });
  it('property: correcting a corrected text changes nothing more', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[a-z]{1,8}( [a-z]{1,8}){0,2}$/), (text) => {
        const once = correctSearchText(text, titles);
        if (O.isSome(once)) expect(correctSearchText(once.value, titles)).toEqual(O.none);
      }),
    );
  });
});
