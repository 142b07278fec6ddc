/**
 * Read-through caching for use-cases: answer from the cache when it holds the key, otherwise load,
 * store the success and answer it. Failures are never cached. `read` and `wrap` let one cache hold
 * several kinds of value under key prefixes; plain caches use `readThroughPlain`.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Cache, CacheEntryOptions } from '@kerching/ports';

export const readThrough = <Entry, A, E>(
  cache: Cache<Entry>,
  key: string,
  options: CacheEntryOptions,
  read: (entry: Entry) => O.Option<A>,
  wrap: (value: A) => Entry,
  load: () => TE.TaskEither<E, A>,
): TE.TaskEither<E, A> => {
  const hit = pipe(cache.get(key), O.chain(read));
  if (O.isSome(hit)) return TE.right(hit.value);
  return pipe(
    load(),
    TE.map((value) => {
      cache.set(key, wrap(value), options);
      return value;
    }),
  );
};

export const readThroughPlain = <A, E>(
  cache: Cache<A>,
  key: string,
  options: CacheEntryOptions,
  load: () => TE.TaskEither<E, A>,
): TE.TaskEither<E, A> => readThrough(cache, key, options, O.some, (value: A) => value, load);
