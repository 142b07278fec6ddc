import * as O from 'fp-ts/Option';
import type { Cache, CacheEntryOptions } from '@kerching/ports';

/** A cache for tests: no expiry, tag invalidation, and its entries open to inspection. */
export class MapCache<A> implements Cache<A> {
  readonly entries = new Map<string, { value: A; options: CacheEntryOptions }>();
  get(key: string): O.Option<A> {
    return O.fromNullable(this.entries.get(key)?.value);
  }
  set(key: string, value: A, options: CacheEntryOptions): void {
    this.entries.set(key, { value, options });
  }
  invalidateTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.options.tags.includes(tag)) this.entries.delete(key);
  }
}
