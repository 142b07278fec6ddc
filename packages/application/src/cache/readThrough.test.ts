import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type { Cache } from '@kerching/ports';
import { readThroughPlain } from './readThrough';

const mapCache = <A>(): Cache<A> & { readonly store: Map<string, A> } => {
  const store = new Map<string, A>();
  return {
    store,
    get: (key) => O.fromNullable(store.get(key)),
    set: (key, value) => void store.set(key, value),
    invalidateTag: () => store.clear(),
  };
};
const options = { ttlMs: 1000, tags: ['deals:kerching'] };

describe('readThrough', () => {
  it('loads once, then answers from the cache', async () => {
    const cache = mapCache<number>();
    let loads = 0;
    const load = () => TE.rightIO(() => ++loads);
    expect(await readThroughPlain(cache, 'k', options, load)()).toEqual(E.right(1));
    expect(await readThroughPlain(cache, 'k', options, load)()).toEqual(E.right(1));
    expect(loads).toBe(1);
  });
  it('never caches a failure', async () => {
    const cache = mapCache<number>();
    expect(await readThroughPlain(cache, 'k', options, () => TE.left('down'))()).toEqual(E.left('down'));
    expect(cache.store.size).toBe(0);
  });
});
