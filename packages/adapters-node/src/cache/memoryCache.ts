import * as O from 'fp-ts/Option';
import type { Cache, CacheEntryOptions, Clock } from '@kerching/ports';

interface Entry<A> {
  readonly value: A;
  readonly expiresAt: number;
  readonly tags: readonly string[];
}

/**
 * An in-process cache with time-to-live, tag invalidation and a size bound (oldest entry out
 * first). One process; with several processes, REDIS_URL carries the catalogue changes that
 * invalidate it (redisCatalogueEvents.ts).
 */
export class MemoryCache<A> implements Cache<A> {
  private readonly entries = new Map<string, Entry<A>>();

  constructor(
    private readonly clock: Clock,
    private readonly maxEntries = 10_000,
  ) {}

  get(key: string): O.Option<A> {
    const entry = this.entries.get(key);
    if (entry === undefined) return O.none;
    if (entry.expiresAt <= this.clock.now().getTime()) {
      this.entries.delete(key);
      return O.none;
    }
    return O.some(entry.value);
  }

  set(key: string, value: A, options: CacheEntryOptions): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.clock.now().getTime() + options.ttlMs, tags: options.tags });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next();
      if (oldest.done === true) break;
      this.entries.delete(oldest.value);
    }
  }

  invalidateTag(tag: string): void {
    for (const [key, entry] of this.entries) if (entry.tags.includes(tag)) this.entries.delete(key);
  }

  get size(): number {
    return this.entries.size;
  }
}
