/** A small seeded PRNG (mulberry32) so the demo catalogue is the same on every machine. */
export interface Random {
  next(): number;
  int(min: number, max: number): number;
  pick<A>(items: readonly [A, ...A[]]): A;
}

export const seededRandom = (seed: number): Random => {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => items[Math.floor(next() * items.length)] ?? items[0],
  };
};
