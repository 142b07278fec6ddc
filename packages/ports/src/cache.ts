import type * as O from 'fp-ts/Option';

export interface CacheEntryOptions {
  readonly ttlMs: number;
  /** Tags to invalidate the entry by, e.g. `deals:kerching` when any kerching deal changes. */
  readonly tags: readonly string[];
}

/** A cache of computed values (deal data: 10 minutes, spec 2 §9), invalidated by tag on change. */
export interface Cache<A> {
  get(key: string): O.Option<A>;
  set(key: string, value: A, options: CacheEntryOptions): void;
  invalidateTag(tag: string): void;
}
