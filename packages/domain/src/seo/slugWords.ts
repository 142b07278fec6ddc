/**
 * Turning a path slug into display words, for titles derived from a path ("a hyperlocal page
 * derives its title from the last path word", "/gshop/{slug}: the last slug segment is used in the
 * page title"): "nails-in-clapham" -> "Nails in Clapham". Small joining words stay lower-case unless
 * they come first.
 */
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import { pipe } from 'fp-ts/function';
import { pathSegments } from '../routing/path';

export const SMALL_WORDS: ReadonlyArray<string> = [
  'a',
  'and',
  'at',
  'for',
  'in',
  'near',
  'of',
  'on',
  'the',
  'to',
  'with',
];

const capitalise = (word: string): string => `${word.charAt(0).toUpperCase()}${word.slice(1)}`;

/** "spa-days_in-london" -> "Spa Days in London"; dashes, underscores and '+' separate words. */
export const slugToWords = (slug: string): string =>
  slug
    .split(/[-_+\s]+/)
    .filter((word) => word !== '')
    .map((word) => word.toLowerCase())
    .map((word, index) => (index > 0 && SMALL_WORDS.includes(word) ? word : capitalise(word)))
    .join(' ');

/** The last segment of a path (query and fragment ignored), as words; none for a bare "/". */
export const lastPathWords = (path: string): O.Option<string> =>
  pipe(
    RA.last(pathSegments(path)),
    O.map(slugToWords),
    O.filter((words) => words !== ''),
  );
