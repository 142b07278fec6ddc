import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { SEARCH_TEXT_MAX_LENGTH, normaliseSearchText, searchText, searchTextLength, searchWords } from './searchText';

// Built here, while the file loads: fast-check takes 1.3 s to build its 'binary' (any code point)
// string unit the first time, which would count against the property's 5 s limit.
const anyText = fc.string({ unit: 'binary', maxLength: 200 });

describe('normaliseSearchText', () => {
  it('trims, collapses white space and drops control and format characters', () => {
    expect(normaliseSearchText('  spa\u0000  day\n\t')).toBe('spa day');
    expect(normaliseSearchText('a\u200bb\u2028c')).toBe('a b c');
    expect(normaliseSearchText('cafe\u0301')).toBe('café');
  });
  it('replaces lone surrogates', () => {
    expect(normaliseSearchText('x\uD800y')).toBe('x\uFFFDy');
    expect(normaliseSearchText('\uDC00')).toBe('\uFFFD');
    expect(normaliseSearchText('🍕 pizza')).toBe('🍕 pizza');
  });
  it('property: total, idempotent, trimmed, without NUL or doubled spaces', () => {
    fc.assert(
      fc.property(anyText, (raw) => {
        const text = normaliseSearchText(raw);
        expect(normaliseSearchText(text)).toBe(text);
        expect(text).toBe(text.trim());
        expect(text.includes('\u0000')).toBe(false);
        expect(text).not.toMatch(/\s{2}/);
        expect(() => encodeURIComponent(text)).not.toThrow();
      }),
    );
  });
});

describe('searchText', () => {
  it('accepts up to 100 code points, counting an emoji once', () => {
    expect(searchText(' spa ')).toEqual(E.right('spa'));
    expect(searchTextLength('🍕🍕')).toBe(2);
    expect(E.isRight(searchText('🍕'.repeat(SEARCH_TEXT_MAX_LENGTH)))).toBe(true);
  });
  it('rejects empty and overlong text with stable codes', () => {
    expect(searchText(' \n ')).toMatchObject({ left: { code: 'SEARCH.QUERY_EMPTY' } });
    expect(searchText('x'.repeat(101))).toMatchObject({ left: { code: 'SEARCH.QUERY_TOO_LONG' } });
  });
});

describe('searchWords', () => {
  it('lower-cases and splits on anything but letters and digits', () => {
    expect(searchWords('Full-Body Massage (60 Minutes) at Café Noir')).toEqual([
      'full',
      'body',
      'massage',
      '60',
      'minutes',
      'at',
      'café',
      'noir',
    ]);
    expect(searchWords(' -- ')).toEqual([]);
  });
});
