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
