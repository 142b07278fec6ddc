import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  appendPair,
  decodeComponent,
  encodeComponent,
  formatQuery,
  getAll,
  getFirst,
  parseQuery,
  queryFlag,
  querySuffix,
  removeKey,
  setAll,
  setValue,
} from './queryString';

describe('query strings without the DOM (URLSearchParams-like)', () => {
  it('parses pairs in order, decoding escapes and reading + as a space', () => {
    expect(parseQuery('?a=1&b=two%20words&c&d=x+y')).toEqual([
      ['a', '1'],
      ['b', 'two words'],
      ['c', ''],
      ['d', 'x y'],
    ]);
    expect(parseQuery('a=1=2')).toEqual([['a', '1=2']]);
    expect(parseQuery('')).toEqual([]);
    expect(parseQuery('&&a=&')).toEqual([['a', '']]);
  });
  it('keeps a malformed escape as written instead of throwing', () => {
    expect(parseQuery('q=100%')).toEqual([['q', '100%']]);
    expect(decodeComponent('%E0%A4%A')).toBe('%E0%A4%A');
  });
  it('formats with encodeURIComponent and a lone surrogate becomes U+FFFD', () => {
    expect(
      formatQuery([
        ['q', 'spa & gym'],
        ['f_brand', 'M+S'],
      ]),
    ).toBe('q=spa%20%26%20gym&f_brand=M%2BS');
    expect(encodeComponent('\uD800x')).toBe('%EF%BF%BDx');
    expect(querySuffix([])).toBe('');
    expect(querySuffix([['a', 'b']])).toBe('?a=b');
  });
  it('reads the first value, every value and presence of a key', () => {
    const query = parseQuery('categories=spa&q=x&categories=food');
    expect(getFirst(query, 'categories')).toEqual(O.some('spa'));
    expect(getFirst(query, 'nope')).toEqual(O.none);
    expect(getAll(query, 'categories')).toEqual(['spa', 'food']);
    expect(getAll(removeKey(query, 'q'), 'q')).toEqual([]);
  });
  it('sets values in place of the first occurrence, or at the end', () => {
    const query = parseQuery('a=1&b=2&a=3&c=4');
    expect(formatQuery(setValue(query, 'a', 'x'))).toBe('a=x&b=2&c=4');
    expect(formatQuery(setAll(query, 'a', []))).toBe('b=2&c=4');
    expect(formatQuery(setAll(query, 'z', ['1', '2']))).toBe('a=1&b=2&a=3&c=4&z=1&z=2');
    expect(formatQuery(appendPair(query, 'a', '5'))).toBe('a=1&b=2&a=3&c=4&a=5');
  });
  it('reads a flag when present empty, true or 1, not when false or 0', () => {
    expect(queryFlag(parseQuery('preview'), 'preview')).toBe(true);
    expect(queryFlag(parseQuery('preview=true'), 'preview')).toBe(true);
    expect(queryFlag(parseQuery('preview=1'), 'preview')).toBe(true);
    expect(queryFlag(parseQuery('preview=false'), 'preview')).toBe(false);
    expect(queryFlag(parseQuery('preview=0'), 'preview')).toBe(false);
    expect(queryFlag(parseQuery('other=true'), 'preview')).toBe(false);
  });
});
