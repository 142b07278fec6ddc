import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  PRICE_FILTER_STEPS,
  omitSliderEnds,
  priceSlider,
  roundSliderLower,
  roundSliderUpper,
  sliderStep,
  snapPriceRange,
} from './priceSlider';

describe('filter sliders (spec 1 §5)', () => {
  it('price steps 5 under 100, 10 under 500, 50 above', () => {
    expect(sliderStep(0)).toBe(5);
    expect(sliderStep(99.99)).toBe(5);
    expect(sliderStep(100)).toBe(10);
    expect(sliderStep(499)).toBe(10);
    expect(sliderStep(500)).toBe(50);
  });
  it('lower bound rounds down, upper rounds up', () => {
    expect(roundSliderLower(97)).toBe(95);
    expect(roundSliderUpper(97)).toBe(100);
    expect(roundSliderLower(123)).toBe(120);
    expect(roundSliderUpper(123)).toBe(130);
    expect(roundSliderLower(549)).toBe(500);
    expect(roundSliderUpper(501)).toBe(550);
    expect(roundSliderLower(100)).toBe(100);
    expect(roundSliderUpper(100)).toBe(100);
  });
  it('negative and NaN prices read as 0', () => {
    expect(roundSliderLower(-7)).toBe(0);
    expect(roundSliderUpper(Number.NaN)).toBe(0);
  });
  it('price filter steps 0, 10, 20, 50, 100, 200 and variants up to 1000 (spec 1 §3)', () => {
    expect(PRICE_FILTER_STEPS.slice(0, 6)).toEqual([0, 10, 20, 50, 100, 200]);
    expect(Math.max(...PRICE_FILTER_STEPS)).toBe(1000);
  });
  it('builds the slider from the lowest and highest prices, in either order', () => {
    expect(priceSlider(12, 488)).toEqual({ start: 10, end: 490 });
    expect(priceSlider(488, 12)).toEqual({ start: 10, end: 490 });
  });
  it('omits min price at slider start and max price at slider end', () => {
    const slider = { start: 10, end: 490 };
    expect(snapPriceRange(slider, 10, 490)).toEqual({ minPrice: O.none, maxPrice: O.none });
    expect(snapPriceRange(slider, 0, 9999)).toEqual({ minPrice: O.none, maxPrice: O.none });
    expect(snapPriceRange(slider, 23, 147)).toEqual({ minPrice: O.some(20), maxPrice: O.some(150) });
    expect(snapPriceRange(slider, 147, 23)).toEqual({ minPrice: O.some(20), maxPrice: O.some(150) });
    expect(omitSliderEnds(slider, { minPrice: O.some(10), maxPrice: O.some(200) })).toEqual({
      minPrice: O.none,
      maxPrice: O.some(200),
    });
  });
});

describe('slider edge values', () => {
  it('a tiny positive price still rounds up to the first step, and huge prices are capped', () => {
    expect(roundSliderUpper(5e-324)).toBe(5);
    expect(roundSliderLower(5e-324)).toBe(0);
    expect(roundSliderUpper(Number.POSITIVE_INFINITY)).toBe(1_000_000_000);
  });
});
