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

/** A word's trigrams in order, as pg_trgm makes them: "ab" -> "  a", " ab", "ab ". */
const orderedTrigrams = (word: string): ReadonlyArray<string> => {
  const padded = [...`  ${word} `];
  return padded.slice(2).map((_, i) => padded.slice(i, i + 3).join(''));
};

/** pg_trgm similarity of two words: shared trigrams over all trigrams, from 0 to 1. */
export const trigramSimilarity = (a: string, b: string): number => {
  const left = trigrams(a.toLowerCase());
  const right = trigrams(b.toLowerCase());
  const shared = [...left].filter((t) => right.has(t)).length;
  return shared / (left.size + right.size - shared);
};

/**
 * The word similarity threshold for typo tolerance. pg_trgm's default (0.6) misses a dropped letter
 * in the middle of a word ("massge" is 0.57 like "massage"); 0.5 catches it without matching
 * unrelated words.
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5;

/** pg_trgm's similarity of `count` shared trigrams, as a float4 like PostgreSQL's. */
const shareOf = (count: number, first: number, second: number): number => Math.fround(count / (first + second - count));

/**
 * pg_trgm's `word_similarity(typed, word)`: how much of the typed word's trigram set the best
 * extent of the word's ordered trigrams covers, from 0 to 1, as PostgreSQL 15 computes it (a greedy
 * walk that moves the extent's lower bound forward only), so suggest answered from memory corrects
 * words exactly as the SQL path does. Both are single lower-case words.
 */
export const wordSimilarity = (typed: string, word: string): number => {
  const wanted = new Set(orderedTrigrams(typed));
  const ids = new Map<string, number>();
  const sequence = orderedTrigrams(word).map((trigram) => {
    const known = ids.get(trigram);
    if (known !== undefined) return known;
    ids.set(trigram, ids.size);
    return ids.size - 1;
  });
  const found = [...ids.keys()].map((trigram) => wanted.has(trigram));
  const lastAt = found.map(() => -1);
  let extentSize = 0;
  let shared = 0;
  let lower = -1;
  let best = 0;
  sequence.forEach((id, upper) => {
    if (lower >= 0 || found[id]) {
      if ((lastAt[id] ?? -1) < 0) {
        extentSize++;
        if (found[id]) shared++;
      }
      lastAt[id] = upper;
    }
    if (!found[id]) return;
    if (lower === -1) {
      lower = upper;
      extentSize = 1;
    }
    const previousLower = lower;
    let current = shareOf(shared, wanted.size, extentSize);
    let trySize = extentSize;
    let tryShared = shared;
    for (let tryLower = lower; tryLower <= upper; tryLower++) {
      const share = shareOf(tryShared, wanted.size, trySize);
      if (share > current) {
        current = share;
        extentSize = trySize;
        lower = tryLower;
        shared = tryShared;
      }
      const dropped = sequence[tryLower] ?? 0;
      if (lastAt[dropped] === tryLower) {
        trySize--;
        if (found[dropped]) tryShared--;
      }
    }
    best = Math.max(best, current);
    for (let gone = previousLower; gone < lower; gone++) {
      const dropped = sequence[gone] ?? 0;
      if (lastAt[dropped] === gone) lastAt[dropped] = -1;
    }
  });
  return best;
};

/** A word of a site's deal titles and how many of its deals use it (the typo-correction vocabulary). */
export interface VocabularyWord {
  readonly word: string;
  readonly deals: number;
}

/** A vocabulary word with its trigrams, made once per vocabulary. */
export interface KnownWord extends VocabularyWord {
  readonly trigrams: ReadonlySet<string>;
}

export const knownWords = (vocabulary: ReadonlyArray<VocabularyWord>): ReadonlyArray<KnownWord> =>
  vocabulary.map((entry) => ({ word: entry.word, deals: entry.deals, trigrams: new Set(orderedTrigrams(entry.word)) }));

interface Scored {
  readonly entry: VocabularyWord;
  readonly score: number;
}

const isCloser = (a: Scored, b: Scored): boolean => {
  if (a.score !== b.score) return a.score > b.score;
  if (a.entry.deals !== b.entry.deals) return a.entry.deals > b.entry.deals;
  return a.entry.word < b.entry.word;
};

/**
 * Word similarity is at most the share of the typed word's trigrams the word has anywhere, so a word
 * with too few of them cannot reach the threshold and is skipped without the extent walk.
 */
const mayBeClose = (typed: ReadonlySet<string>, entry: KnownWord): boolean => {
  let shared = 0;
  for (const trigram of typed) if (entry.trigrams.has(trigram)) shared++;
  return shared >= WORD_SIMILARITY_THRESHOLD * typed.size;
};

/**
 * For a typed word no vocabulary word starts with, the vocabulary word most like it (word
 * similarity at least the threshold; then the word in most deals; then the first in code unit
 * order); none when the typed word starts a vocabulary word or nothing is close enough.
 */
export const closestVocabularyWord = (typed: string, vocabulary: ReadonlyArray<KnownWord>): O.Option<string> => {
  if (vocabulary.some((entry) => entry.word.startsWith(typed))) return O.none;
  const typedTrigrams = new Set(orderedTrigrams(typed));
  let best: O.Option<Scored> = O.none;
  for (const entry of vocabulary) {
    if (!mayBeClose(typedTrigrams, entry)) continue;
    const scored = { entry, score: wordSimilarity(typed, entry.word) };
    if (scored.score >= WORD_SIMILARITY_THRESHOLD && (O.isNone(best) || isCloser(scored, best.value)))
      best = O.some(scored);
  }
  return O.isSome(best) ? O.some(best.value.entry.word) : O.none;
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
