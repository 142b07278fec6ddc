/**
 * The text a shopper searches for (spec 1 §2 "/search", spec 2 §7.2 /v1/search and /v1/suggest).
 * Whatever arrives is made safe before it reaches a catalogue: control and format characters go
 * (PostgreSQL text cannot hold NUL), lone surrogates become U+FFFD, the text is NFC-normalised and
 * runs of white space collapse to one space. Length is counted in code points after that.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';

/** The longest search or suggest text we accept (our limit: the spec sets none). */
export const SEARCH_TEXT_MAX_LENGTH = 100;

const CONTROL_OR_FORMAT = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const WHITE_SPACE_RUNS = /\s+/gu;

/** "  spa\u0000  day\n" -> "spa day". Total: never throws, whatever the input. */
export const normaliseSearchText = (raw: string): string =>
  raw
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(CONTROL_OR_FORMAT, ' ')
    .normalize('NFC')
    .replace(WHITE_SPACE_RUNS, ' ')
    .trim();

/** Length in code points, so an emoji counts once. */
export const searchTextLength = (text: string): number => [...text].length;

export type SearchTextError = DomainError<'SEARCH.QUERY_EMPTY' | 'SEARCH.QUERY_TOO_LONG'>;

export const searchTextTooLong = (): SearchTextError =>
  domainError('SEARCH.QUERY_TOO_LONG', `the search text is longer than ${SEARCH_TEXT_MAX_LENGTH} characters`);

/** The normalised text, or why it cannot be searched for (empty, or over the limit). */
export const searchText = (raw: string): E.Either<SearchTextError, string> => {
  const text = normaliseSearchText(raw);
  if (text === '') return E.left(domainError('SEARCH.QUERY_EMPTY', 'the search text is empty'));
  return searchTextLength(text) > SEARCH_TEXT_MAX_LENGTH ? E.left(searchTextTooLong()) : E.right(text);
};

/** Lower-case words of a text: letters and digits, split on everything else. */
export const searchWords = (text: string): ReadonlyArray<string> =>
  text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
