import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { isProductSoldOut } from './availability';
import { remainingOfCap } from './remainingOfCap';

describe('remainingOfCap (spec 1 §5 remaining for the day, for the week)', () => {
  it('is the count left, else the untouched cap, else no limit', () => {
    expect(remainingOfCap(O.some(3), O.some(10))).toEqual(O.some(3));
    expect(remainingOfCap(O.some(0), O.some(10))).toEqual(O.some(0));
    expect(remainingOfCap(O.none, O.some(10))).toEqual(O.some(10));
    expect(remainingOfCap(O.none, O.none)).toEqual(O.none);
  });
});

describe('isProductSoldOut (spec 1 §3 Product soldOut, totalRemaining)', () => {
  it('is sold out when the deal is, or nothing is left', () => {
    expect(isProductSoldOut(false, 1)).toBe(false);
    expect(isProductSoldOut(true, 5)).toBe(true);
    expect(isProductSoldOut(false, 0)).toBe(true);
    expect(isProductSoldOut(false, -1)).toBe(true);
  });
});
