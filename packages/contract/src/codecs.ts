/** io-ts building blocks shared by the contract's codecs. */
import * as t from 'io-ts';

/** One of `keys`, named `name` in a failure ("sort option", "brand (a brand key or slug)"). */
export const keyof = <K extends string>(keys: readonly K[], name: string): t.Type<K> =>
  t.keyof(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>, name);

/** A query flag: true, 1 or an empty value is on; false or 0 is off. */
export const FlagFromString = new t.Type<boolean, string, unknown>(
  'FlagFromString',
  (u): u is boolean => typeof u === 'boolean',
  (u, c) => {
    if (u === 'true' || u === '1' || u === '') return t.success(true);
    if (u === 'false' || u === '0') return t.success(false);
    return t.failure(u, c, 'true or false');
  },
  String,
);

/**
 * Why `text` cannot be taken as typed text, or undefined when it can: a NUL or another C0 control
 * character (tab, CR and LF only where `multiline`), DEL, or a lone UTF-16 surrogate (which no
 * UTF-8 text can hold). The databases refuse such text (SQLSTATE 22021), so it is refused here, at
 * the edge, with a 400 naming the problem.
 */
export const unsafeTextProblem = (text: string, multiline = false): string | undefined => {
  for (let i = 0; i < text.length; i += 1) {
    const unit = text.charCodeAt(i);
    if (unit < 0x20 || unit === 0x7f) {
      if (multiline && (unit === 0x09 || unit === 0x0a || unit === 0x0d)) continue;
      return unit === 0 ? 'no NUL characters' : 'no control characters';
    }
    if (unit >= 0xd800 && unit <= 0xdbff) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) {
        i += 1;
        continue;
      }
      return 'no lone surrogates (text must be valid Unicode)';
    }
    if (unit >= 0xdc00 && unit <= 0xdfff) return 'no lone surrogates (text must be valid Unicode)';
  }
  return undefined;
};

/**
 * Text a request may carry: a string of at most `max` UTF-16 units with no NUL, no other control
 * characters (tab and line breaks only when `multiline`) and no lone surrogates. Every text field
 * of a request body or query is decoded with it.
 */
export const SafeText = (max: number, options: { readonly multiline?: boolean; readonly name?: string } = {}) =>
  new t.Type<string, string, unknown>(
    options.name ?? `text of at most ${max} characters`,
    (u): u is string =>
      typeof u === 'string' && u.length <= max && unsafeTextProblem(u, options.multiline) === undefined,
    (u, c) => {
      if (typeof u !== 'string' || u.length > max) return t.failure(u, c, `at most ${max} characters`);
      const problem = unsafeTextProblem(u, options.multiline);
      return problem === undefined ? t.success(u) : t.failure(u, c, `text with ${problem}`);
    },
    (s) => s,
  );

/**
 * A shopper's search text (`q`): any string of at most `max` units. Unlike other text it is not
 * refused for control characters or lone surrogates: the domain's `normaliseSearchText` drops
 * them (a pasted line break still searches), so the database never sees them.
 */
export const SearchText = (max: number) =>
  new t.Type<string, string, unknown>(
    `a search text of at most ${max} characters`,
    (u): u is string => typeof u === 'string' && u.length <= max,
    (u, c) => (typeof u === 'string' && u.length <= max ? t.success(u) : t.failure(u, c, `at most ${max} characters`)),
    (s) => s,
  );
