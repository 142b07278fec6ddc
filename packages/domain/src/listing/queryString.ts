/**
 * Query strings as plain immutable values: an ordered, readonly list of [key, value] pairs, the
 * shape of `URLSearchParams` without the DOM (the domain compiles against ES2022 only).
 * Encoding uses the ES globals encodeURIComponent / decodeURIComponent; decoding is total (a
 * malformed escape keeps its raw text) and '+' reads as a space, as browsers read form queries.
 */
import * as O from 'fp-ts/Option';

export type QueryPair = readonly [key: string, value: string];
export type Query = ReadonlyArray<QueryPair>;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** encodeURIComponent that never throws: a lone surrogate becomes U+FFFD first. */
export const encodeComponent = (text: string): string => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

/** decodeURIComponent that never throws: a malformed escape sequence is kept as written. */
export const decodeComponent = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

const decodeQueryComponent = (text: string): string => decodeComponent(text.replace(/\+/g, ' '));

/** "?a=1&b=two%20words&c" -> [['a','1'], ['b','two words'], ['c','']]. Empty pieces are skipped. */
export const parseQuery = (text: string): Query =>
  (text.startsWith('?') ? text.slice(1) : text)
    .split('&')
    .filter((piece) => piece !== '')
    .map((piece): QueryPair => {
      const eq = piece.indexOf('=');
      return eq === -1
        ? [decodeQueryComponent(piece), '']
        : [decodeQueryComponent(piece.slice(0, eq)), decodeQueryComponent(piece.slice(eq + 1))];
    });

/** The inverse of parseQuery, without a leading '?': [['a','1']] -> "a=1". */
export const formatQuery = (query: Query): string =>
  query.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`).join('&');

/** "?a=1" for a non-empty query, "" for an empty one: ready to append to a path. */
export const querySuffix = (query: Query): string => (query.length === 0 ? '' : `?${formatQuery(query)}`);

/** The first value of a key, as URLSearchParams.get. */
export const getFirst = (query: Query, key: string): O.Option<string> => {
  const pair = query.find(([k]) => k === key);
  return pair === undefined ? O.none : O.some(pair[1]);
};

/** Every value of a key in order, as URLSearchParams.getAll. */
export const getAll = (query: Query, key: string): ReadonlyArray<string> =>
  query.filter(([k]) => k === key).map(([, value]) => value);

/** Removes every pair whose key matches. */
export const removeKeys = (query: Query, predicate: (key: string) => boolean): Query =>
  query.filter(([k]) => !predicate(k));

export const removeKey = (query: Query, key: string): Query => removeKeys(query, (k) => k === key);

/** Adds a pair at the end, as URLSearchParams.append. */
export const appendPair = (query: Query, key: string, value: string): Query => [...query, [key, value]];

/**
 * Replaces every value of a key with the given values, as URLSearchParams.set (but for zero or
 * more values). The values take the place of the key's first occurrence, or go at the end.
 */
export const setAll = (query: Query, key: string, values: ReadonlyArray<string>): Query => {
  const first = query.findIndex(([k]) => k === key);
  const pairs = values.map((value): QueryPair => [key, value]);
  if (first === -1) return [...query, ...pairs];
  const before = query.slice(0, first);
  const after = removeKey(query.slice(first), key);
  return [...before, ...pairs, ...after];
};

export const setValue = (query: Query, key: string, value: string): Query => setAll(query, key, [value]);

/** A boolean query flag: present with an empty value, 'true' or '1' (not 'false' or '0'). */
export const queryFlag = (query: Query, key: string): boolean =>
  getAll(query, key).some((value) => value === '' || value === 'true' || value === '1');
