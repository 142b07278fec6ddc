/**
 * Suggest-as-you-type (spec 2 §7.2 /v1/suggest; spec 1 §2 search): deal titles, category names and
 * merchant names that contain what the shopper has typed, at most 8, each with the address it
 * leads to. Fewer than 2 characters suggest nothing; more than the search text limit is an error.
 * Order (our rule): categories (up to 2), then merchants (up to 2), then deals; within a kind,
 * texts with a word starting with the typed text come first, then the catalogue's order (deals by
 * popularity, then titles most like a misspelt text). The same text is suggested once.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { SiteKey } from '../site/site';
import {
  SEARCH_TEXT_MAX_LENGTH,
  type SearchTextError,
  normaliseSearchText,
  searchTextLength,
  searchTextTooLong,
} from './searchText';

export const SUGGEST_MIN_LENGTH = 2;
export const MAX_SUGGESTIONS = 8;
export const MAX_CATEGORY_SUGGESTIONS = 2;
export const MAX_MERCHANT_SUGGESTIONS = 2;

export const SUGGESTION_KINDS = ['deal', 'category', 'merchant'] as const;
export type SuggestionKind = (typeof SUGGESTION_KINDS)[number];

export interface Suggestion {
  readonly text: string;
  readonly kind: SuggestionKind;
  /** A site-relative address: the deal page, a category listing or a search. */
  readonly url: string;
}

export interface SuggestRequest {
  readonly site: SiteKey;
  /** Normalised, at least SUGGEST_MIN_LENGTH code points. */
  readonly text: string;
}

/** None when the text is too short to suggest for; an error when it is too long. */
export const suggestRequest = (site: SiteKey, raw: string): E.Either<SearchTextError, O.Option<SuggestRequest>> => {
  const text = normaliseSearchText(raw);
  const length = searchTextLength(text);
  if (length < SUGGEST_MIN_LENGTH) return E.right(O.none);
  return length > SEARCH_TEXT_MAX_LENGTH ? E.left(searchTextTooLong()) : E.right(O.some({ site, text }));
};

/** True when a word of `text` starts with `typed` (case-insensitive). */
export const hasWordStartingWith = (text: string, typed: string): boolean => {
  const needle = typed.toLowerCase();
  const haystack = text.toLowerCase();
  let at = haystack.indexOf(needle);
  while (at !== -1) {
    if (at === 0 || !/[\p{L}\p{N}]/u.test(haystack.charAt(at - 1))) return true;
    at = haystack.indexOf(needle, at + 1);
  }
  return false;
};

export interface SuggestionCandidates {
  readonly categories: ReadonlyArray<Suggestion>;
  readonly merchants: ReadonlyArray<Suggestion>;
  readonly deals: ReadonlyArray<Suggestion>;
}

const wordStartsFirst = (typed: string, list: ReadonlyArray<Suggestion>): ReadonlyArray<Suggestion> => [
  ...list.filter((s) => hasWordStartingWith(s.text, typed)),
  ...list.filter((s) => !hasWordStartingWith(s.text, typed)),
];

/** At most 8 suggestions from the catalogue's candidates, in the order described above. */
export const pickSuggestions = (typed: string, candidates: SuggestionCandidates): ReadonlyArray<Suggestion> => {
  const ordered = [
    ...wordStartsFirst(typed, candidates.categories).slice(0, MAX_CATEGORY_SUGGESTIONS),
    ...wordStartsFirst(typed, candidates.merchants).slice(0, MAX_MERCHANT_SUGGESTIONS),
    ...wordStartsFirst(typed, candidates.deals),
  ];
  const seen = new Set<string>();
  const picked: Suggestion[] = [];
  for (const suggestion of ordered) {
    const key = suggestion.text.toLowerCase();
    if (seen.has(key) || picked.length >= MAX_SUGGESTIONS) continue;
    seen.add(key);
    picked.push(suggestion);
  }
  return picked;
};
