/** A small seeded PRNG (mulberry32) so the demo catalogue is the same on every machine. */
export interface Random {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [min, max]. */
  int(min: number, max: number): number;
  pick<A>(items: readonly [A, ...A[]]): A;
  /** True with the given probability. */
  chance(probability: number): boolean;
  /** Up to `count` distinct items, in a random order. */
  sample<A>(items: readonly A[], count: number): A[];
  /** A new generator whose stream depends on this one's seed and a label, not on how far this one has run. */
  fork(label: string | number): Random;
}

/** A 32-bit hash of a string (FNV-1a), to seed forks from labels. */
export const hashSeed = (text: string): number => {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
};

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number): number => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
    chance: (probability) => next() < probability,
    sample: (items, count) => {
      const pool = [...items];
      for (let i = pool.length - 1; i > 0; i--) {
        const j = int(0, i);
        const a = pool[i];
        const b = pool[j];
        if (a !== undefined && b !== undefined) {
          pool[i] = b;
          pool[j] = a;
        }
      }
      return pool.slice(0, Math.max(0, count));
    },
    fork: (label) => seededRandom(hashSeed(`${seed}:${label}`)),
  };
};

/**
 * A record with one entry per key of a complete key list (such as SITE_KEYS): the only place the
 * demo turns entries into a typed record, which is sound because `keys` lists every K.
 */
export const recordOf = <K extends string, A>(keys: readonly K[], value: (key: K, index: number) => A): Record<K, A> =>
  Object.fromEntries(keys.map((key, i) => [key, value(key, i)])) as Record<K, A>;
