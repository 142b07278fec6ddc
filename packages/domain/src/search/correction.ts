/**
 * Typo tolerance (our rule; the spec only names search): when a search finds nothing, the
 * catalogue offers the words of its titles most like the text's words, and each word of the text
 * of 3 characters or more that is not one of those words is replaced by the most similar of them.
 * Similarity is pg_trgm's: the share of trigrams two words have in common, each word padded with
 * two spaces in front and one after.
 */
import * as O from 'fp-ts/Option';
import { searchWords } from './searchText';

/** Words less similar than this are not offered as a correction (pg_trgm's default threshold). */
export const CORRECTION_MIN_SIMILARITY = 0.3;

const trigrams = (word: string): ReadonlySet<string> => {
  const padded = [...`  ${word} `];
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3).join(''));
  return set;
};

/** pg_trgm similarity of two words: shared trigrams over all trigrams, from 0 to 1. */
export const trigramSimilarity = (a: string, b: string): number => {
  const left = trigrams(a.toLowerCase());
  const right = trigrams(b.toLowerCase());
  const shared = [...left].filter((t) => right.has(t)).length;
  return shared / (left.size + right.size - shared);
};

/**
 * Search and suggest-as-you-type correct words against the words of the site's deal titles (its
 * vocabulary): words shorter than this have no trigram of their own and are never corrected, nor
 * kept in the vocabulary.
 */
export const CORRECTABLE_WORD_LENGTH = 3;

const correctable = (word: string): boolean => [...word].length >= CORRECTABLE_WORD_LENGTH;

const closest = (word: string, vocabulary: ReadonlyArray<string>): string => {
  let best = word;
  let bestScore = CORRECTION_MIN_SIMILARITY;
  for (const candidate of vocabulary) {
    const score = trigramSimilarity(word, candidate);
    if (score > bestScore) {
      best = candidate;
      bestScore = score;
    }
  }
  return best;
};

/**
 * The corrected text ("masage" with the title word "massage" -> "massage"), or none when no word
 * changes. The result is lower case, its words joined by single spaces. `vocabulary` holds title
 * words (or whole titles: their words are taken).
 */
export const correctSearchText = (text: string, vocabulary: ReadonlyArray<string>): O.Option<string> => {
  const words = [...new Set(vocabulary.flatMap((entry) => searchWords(entry)))];
  const known = new Set(words);
  const typed = searchWords(text);
  const corrected = typed.map((word) => (known.has(word) || !correctable(word) ? word : closest(word, words)));
  return corrected.some((word, i) => word !== typed[i]) ? O.some(corrected.join(' ')) : O.none;
};

/**
 * The distinct words of 3 characters or more of a text, lower case: a title's words make the
 * vocabulary ("Spa Day for Two" -> spa, day, for, two), a typed text's words are the ones corrected.
 */
export const correctableWords = (text: string): ReadonlyArray<string> => [
  ...new Set(searchWords(text).filter(correctable)),
];

/** A typed word no vocabulary word starts with, and the vocabulary word most like it. */
export interface TypedWordCorrection {
  readonly typed: string;
  readonly closest: string;
}

/**
 * The typed text with each corrected word replaced ("hot stonne" with stonne -> stone: "hot stone"),
 * or none when no word changes. Lower case, words joined by single spaces, like `correctSearchText`.
 */
export const correctTypedText = (text: string, corrections: ReadonlyArray<TypedWordCorrection>): O.Option<string> => {
  const replacement = new Map(corrections.map((c) => [c.typed, c.closest]));
  const words = searchWords(text);
  const corrected = words.map((word) => replacement.get(word) ?? word);
  return corrected.some((word, i) => word !== words[i]) ? O.some(corrected.join(' ')) : O.none;
};
