import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  priceSlider,
  roundSliderLower,
  roundSliderUpper,
  sliderStep,
  snapPriceRange,
  snapSliderMove,
} from './priceSlider';

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

describe('snapSliderMove (a thumb moved by key or pointer)', () => {
  const boundary = fc.integer({ min: 0, max: 5_000 }).map(roundSliderLower);
  it('moves a whole step of the price it is at: 750 -> 700, 110 -> 100, 95 -> 100', () => {
    expect(snapSliderMove(750, 745)).toBe(700);
    expect(snapSliderMove(700, 705)).toBe(750);
    expect(snapSliderMove(110, 105)).toBe(100);
    expect(snapSliderMove(95, 100)).toBe(100);
    expect(snapSliderMove(40, 40)).toBe(40);
  });
  it('property: lands on a step boundary, past the raw value in the direction moved, never back', () => {
    fc.assert(
      fc.property(boundary, fc.integer({ min: 0, max: 5_000 }), (from, to) => {
        const landed = snapSliderMove(from, to);
        expect(roundSliderLower(landed)).toBe(landed);
        if (to > from) expect(landed).toBeGreaterThanOrEqual(to);
        if (to < from) expect(landed).toBeLessThanOrEqual(to);
        // A key press (one 5 step of the range input) from a boundary always leaves it.
        if (from >= 5) expect(snapSliderMove(from, from - 5)).toBeLessThan(from);
        expect(snapSliderMove(from, from + 5)).toBeGreaterThan(from);
      }),
    );
  });
  it('property: a move within a slider stays within its ends', () => {
    fc.assert(
      fc.property(
        price,
        price,
        fc.double({ min: 0, max: 1, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (a, b, x, y) => {
          const { start, end } = priceSlider(a, b);
          const within = (t: number): number => Math.round(start + (end - start) * t);
          const from = snapSliderMove(start, within(x));
          const landed = snapSliderMove(from, within(y));
          expect(landed).toBeGreaterThanOrEqual(start);
          expect(landed).toBeLessThanOrEqual(end);
        },
      ),
    );
  });
});
