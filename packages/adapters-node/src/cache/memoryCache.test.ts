import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { MemoryCache } from './memoryCache';

const clockAt = (start: number) => {
  let now = start;
  return { clock: { now: () => new Date(now) }, advance: (ms: number) => (now += ms) };
};

describe('MemoryCache', () => {
  it('returns a value until its time to live runs out', () => {
    const { clock, advance } = clockAt(0);
    const cache = new MemoryCache<string>(clock);
    cache.set('a', 'x', { ttlMs: 600_000, tags: [] });
    advance(599_999);
    expect(cache.get('a')).toEqual(O.some('x'));
    advance(1);
    expect(cache.get('a')).toEqual(O.none);
  });
  it('drops every entry with an invalidated tag and keeps the rest', () => {
    const cache = new MemoryCache<number>(clockAt(0).clock);
    cache.set('k1', 1, { ttlMs: 1000, tags: ['deals:kerching'] });
    cache.set('k2', 2, { ttlMs: 1000, tags: ['deals:kerchingie'] });
    cache.invalidateTag('deals:kerching');
    expect(cache.get('k1')).toEqual(O.none);
    expect(cache.get('k2')).toEqual(O.some(2));
  });
  it('property: never holds more than its bound, and the newest entry is always there', () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 50 }), fc.integer({ min: 1, max: 10 }), (keys, bound) => {
        const cache = new MemoryCache<string>(clockAt(0).clock, bound);
        for (const key of keys) cache.set(key, key, { ttlMs: 1000, tags: [] });
        expect(cache.size).toBeLessThanOrEqual(bound);
        const last = keys[keys.length - 1];
        if (last !== undefined) expect(cache.get(last)).toEqual(O.some(last));
      }),
    );
  });
});
