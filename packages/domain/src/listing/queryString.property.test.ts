import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type Query, type QueryPair, formatQuery, getAll, parseQuery, setAll } from './queryString';

const text = fc.string({ unit: 'grapheme', maxLength: 12 });
const pair: fc.Arbitrary<QueryPair> = fc.tuple(text, text);
const query: fc.Arbitrary<Query> = fc.array(pair, { maxLength: 8 });
/** Raw query text rich in the characters that matter: escapes, separators, lone surrogates. */
const rawQuery = fc.string({
  unit: fc.oneof(
    fc.constantFrom('%', '+', '&', '=', '?', '#', '\uD800', '\uDC00', 'E', '2', '0', 'é'),
    fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  ),
  maxLength: 30,
});

describe('query string properties', () => {
  it('property: parseQuery inverts formatQuery for any well-formed keys and values', () => {
    fc.assert(
      fc.property(query, (q) => {
        expect(parseQuery(formatQuery(q))).toEqual(q);
        expect(parseQuery(`?${formatQuery(q)}`)).toEqual(q);
      }),
    );
  });
  it('property: parsing any text never throws and formatting it again is a fixed point', () => {
    fc.assert(
      fc.property(rawQuery, (raw) => {
        const once = formatQuery(parseQuery(raw));
        expect(formatQuery(parseQuery(once))).toBe(once);
      }),
    );
  });
  it('property: setAll leaves exactly the given values for the key and every other pair in order', () => {
    fc.assert(
      fc.property(query, text, fc.array(text, { maxLength: 3 }), (q, key, values) => {
        const next = setAll(q, key, values);
        expect(getAll(next, key)).toEqual(values);
        expect(next.filter(([k]) => k !== key)).toEqual(q.filter(([k]) => k !== key));
      }),
    );
  });
});
