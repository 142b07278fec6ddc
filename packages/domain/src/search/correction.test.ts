import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  WORD_SIMILARITY_THRESHOLD,
  closestVocabularyWord,
  correctSearchText,
  correctTypedText,
  correctableWords,
  knownWords,
  trigramSimilarity,
  wordSimilarity,
} from './correction';
import { searchWords } from './searchText';

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

describe('the vocabulary of suggest-as-you-type corrections', () => {
  it('keeps the distinct title words of 3 characters or more, lower case', () => {
    expect(correctableWords('Spa Day for Two at Spa & Co, Dún Laoghaire')).toEqual([
      'spa',
      'day',
      'for',
      'two',
      'dún',
      'laoghaire',
    ]);
    expect(correctableWords('hot stne massage, stne')).toEqual(['hot', 'stne', 'massage']);
  });

  it('replaces the corrected words and leaves the others', () => {
    expect(correctTypedText('Hot Stne', [{ typed: 'stne', closest: 'stone' }])).toEqual(O.some('hot stone'));
    expect(correctTypedText('hota', [{ typed: 'hota', closest: 'hotel' }])).toEqual(O.some('hotel'));
    expect(correctTypedText('spa day', [])).toEqual(O.none);
    expect(correctTypedText('spa', [{ typed: 'spa', closest: 'spa' }])).toEqual(O.none);
  });

  it('property: a correction changes only the words it names and keeps their number', () => {
    const word = fc.stringMatching(/^[a-z]{1,8}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 5 }), word, word, (words, typed, closest) => {
        const text = words.join(' ');
        const result = correctTypedText(text, [{ typed, closest }]);
        const expected = words.map((w) => (w === typed ? closest : w));
        if (expected.join(' ') === text) expect(result).toEqual(O.none);
        else expect(result).toEqual(O.some(expected.join(' ')));
        expect(searchWords(O.getOrElse(() => text)(result))).toHaveLength(words.length);
        expect(correctableWords(text).every((w) => [...w].length >= 3)).toBe(true);
      }),
    );
  });
});

describe('closestVocabularyWord', () => {
  const word = fc.string({ unit: fc.constantFrom('a', 'e', 'n', 's', 't'), minLength: 3, maxLength: 8 });
  const vocabulary = fc.uniqueArray(fc.record({ word, deals: fc.integer({ min: 1, max: 3 }) }), {
    selector: (entry) => entry.word,
    maxLength: 30,
  });

  it('corrects a typed word to the most similar word, unless a word starts with it', () => {
    const known = knownWords([
      { word: 'massage', deals: 3 },
      { word: 'message', deals: 1 },
      { word: 'hotel', deals: 2 },
    ]);
    expect(closestVocabularyWord('massge', known)).toEqual(O.some('massage'));
    expect(closestVocabularyWord('hot', known)).toEqual(O.none);
    expect(closestVocabularyWord('zzqxv', known)).toEqual(O.none);
  });

  it('property: skipping words with too few shared trigrams never changes the answer', () => {
    fc.assert(
      fc.property(word, vocabulary, (typed, entries) => {
        const startsAWord = entries.some((entry) => entry.word.startsWith(typed));
        const expected = (startsAWord ? [] : entries)
          .map((entry) => ({ entry, score: wordSimilarity(typed, entry.word) }))
          .filter((s) => s.score >= WORD_SIMILARITY_THRESHOLD)
          .sort((a, b) => b.score - a.score || b.entry.deals - a.entry.deals || (a.entry.word < b.entry.word ? -1 : 1))
          .map((s) => s.entry.word);
        expect(closestVocabularyWord(typed, knownWords(entries))).toEqual(O.fromNullable(expected[0]));
      }),
      { numRuns: 500 },
    );
  });
});
