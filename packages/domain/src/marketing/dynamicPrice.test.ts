import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { dynamicPriceCookie, dynamicPriceValue, dynamicPriceValueFor, parseDynamicPriceValue } from './dynamicPrice';

describe('dynamic-price cookie (spec 2 §7.1 "random a, b or c, lasting to end of day")', () => {
  it('maps thirds of a random draw to a, b and c', () => {
    expect(dynamicPriceValueFor(0)).toBe('a');
    expect(dynamicPriceValueFor(0.33)).toBe('a');
    expect(dynamicPriceValueFor(0.34)).toBe('b');
    expect(dynamicPriceValueFor(0.67)).toBe('c');
    expect(dynamicPriceValueFor(0.999)).toBe('c');
    expect(dynamicPriceValueFor(-1)).toBe('a');
    expect(dynamicPriceValueFor(7)).toBe('c');
  });
  it('keeps a valid stored value for the day, else draws', () => {
    expect(dynamicPriceValue(O.some('b'), 0.9)).toBe('b');
    expect(dynamicPriceValue(O.some('z'), 0.9)).toBe('c');
    expect(dynamicPriceValue(O.none, 0.1)).toBe('a');
    expect(parseDynamicPriceValue('c')).toEqual(O.some('c'));
  });
  it('lasts to the end of the local day', () => {
    const at = Date.UTC(2026, 10, 22, 18, 0, 0);
    expect(dynamicPriceCookie('a', at)).toEqual({
      name: 'kc_dynamic_price',
      value: 'a',
      maxAgeSeconds: 6 * 3600,
      secure: false,
    });
    expect(dynamicPriceCookie('a', Date.UTC(2026, 6, 1, 18), 60).maxAgeSeconds).toBe(5 * 3600);
  });
  it('property: every draw in [0, 1) gives a value, each third its own letter', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }), (draw) => {
        const value = dynamicPriceValueFor(draw);
        expect(value).toBe(['a', 'b', 'c'][Math.min(2, Math.floor(draw * 3))]);
        expect(parseDynamicPriceValue(value)).toEqual(O.some(value));
      }),
    );
  });
});
