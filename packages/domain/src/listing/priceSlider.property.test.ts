import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { priceSlider, roundSliderLower, roundSliderUpper, sliderStep, snapPriceRange } from './priceSlider';

const price = fc.double({ min: 0, max: 100_000, noNaN: true, noDefaultInfinity: true });

describe('slider properties', () => {
  it('property: rounded bounds stay within one step of the price, on a step boundary', () => {
    fc.assert(
      fc.property(price, (p) => {
        const lower = roundSliderLower(p);
        const upper = roundSliderUpper(p);
        expect(lower).toBeLessThanOrEqual(p);
        expect(upper).toBeGreaterThanOrEqual(p);
        expect(lower + sliderStep(p)).toBeGreaterThan(p);
        expect(upper - sliderStep(p)).toBeLessThan(p);
        expect(lower % sliderStep(lower)).toBe(0);
        expect(upper % sliderStep(upper)).toBe(0);
      }),
    );
  });
  it('property: rounding is monotonic and idempotent', () => {
    fc.assert(
      fc.property(price, price, (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(roundSliderLower(low)).toBeLessThanOrEqual(roundSliderLower(high));
        expect(roundSliderUpper(low)).toBeLessThanOrEqual(roundSliderUpper(high));
        expect(roundSliderLower(roundSliderLower(a))).toBe(roundSliderLower(a));
        expect(roundSliderUpper(roundSliderUpper(a))).toBe(roundSliderUpper(a));
      }),
    );
  });
  it('property: a snapped range lies strictly inside the slider and min never exceeds max', () => {
    fc.assert(
      fc.property(price, price, price, price, (s1, s2, chosenMin, chosenMax) => {
        const slider = priceSlider(s1, s2);
        const range = snapPriceRange(slider, chosenMin, chosenMax);
        const min = O.getOrElse(() => slider.start)(range.minPrice);
        const max = O.getOrElse(() => slider.end)(range.maxPrice);
        expect(min).toBeGreaterThanOrEqual(slider.start);
        expect(max).toBeLessThanOrEqual(slider.end);
        expect(min).toBeLessThanOrEqual(max);
        if (O.isSome(range.minPrice)) expect(range.minPrice.value).toBeGreaterThan(slider.start);
        if (O.isSome(range.maxPrice)) expect(range.maxPrice.value).toBeLessThan(slider.end);
      }),
    );
  });
});
