/**
 * Typo tolerance (our rule; the spec only names search): when a search finds nothing, the
 * catalogue offers the titles most like the text, and each word of the text that none of those
 * titles contains is replaced by the most similar title word. Similarity is pg_trgm's: the share
 * of trigrams two words have in common, each word padded with two spaces in front and one after.
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
 * The corrected text ("masage" with the title "Full-Body Massage" -> "massage"), or none when no
 * word changes. The result is lower case, its words joined by single spaces.
 */
export const correctSearchText = (text: string, titles: ReadonlyArray<string>): O.Option<string> => {
  const vocabulary = [...new Set(titles.flatMap((title) => searchWords(title)))];
  const known = new Set(vocabulary);
  const words = searchWords(text);
  const corrected = words.map((word) => (known.has(word) ? word : closest(word, vocabulary)));
  return corrected.some((word, i) => word !== words[i]) ? O.some(corrected.join(' ')) : O.none;
};

/**
 * Suggest-as-you-type corrects typed words against the words of the site's deal titles (its
 * vocabulary) when too few titles contain the text: words shorter than this have no trigram of
 * their own and are never corrected, nor kept in the vocabulary.
 */
export const CORRECTABLE_WORD_LENGTH = 3;

const correctable = (word: string): boolean => [...word].length >= CORRECTABLE_WORD_LENGTH;

/** The distinct words of a title a typed word can be corrected to ("Spa Day for Two" -> spa, day, two). */
export const vocabularyWords = (title: string): ReadonlyArray<string> => [
  ...new Set(searchWords(title).filter(correctable)),
];

/** The distinct words of a typed text the vocabulary is asked about. */
export const correctableWords = (text: string): ReadonlyArray<string> => [
  ...new Set(searchWords(text).filter(correctable)),
];

/** A typed word no vocabulary word starts with, and the vocabulary word most like it. */
export interface TypedWordCorrection {
  readonly typed: string;
  readonly closest: string;
}

/**
 * The typed text with each corrected word replaced ("hot stne" with stne -> stone: "hot stone"),
 * or none when no word changes. Lower case, words joined by single spaces, like `correctSearchText`.
 */
export const correctTypedText = (text: string, corrections: ReadonlyArray<TypedWordCorrection>): O.Option<string> => {
  const replacement = new Map(corrections.map((c) => [c.typed, c.closest]));
  const words = searchWords(text);
  const corrected = words.map((word) => replacement.get(word) ?? word);
  return corrected.some((word, i) => word !== words[i]) ? O.some(corrected.join(' ')) : O.none;
};
