import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { vipDiscountPrice } from './priceDisplayMode';

describe('vipDiscountPrice (spec 1 §3 "show VIP discount price")', () => {
  it('is the VIP price when the deal allows the VIP discount and the VIP price is lower', () => {
    expect(vipDiscountPrice({ price: 2500, vipPrice: O.some(2000), vipDiscountAllowed: true })).toEqual(O.some(2000));
    expect(vipDiscountPrice({ price: 2500, vipPrice: O.some(2000), vipDiscountAllowed: false })).toEqual(O.none);
    expect(vipDiscountPrice({ price: 2500, vipPrice: O.some(2500), vipDiscountAllowed: true })).toEqual(O.none);
    expect(vipDiscountPrice({ price: 2500, vipPrice: O.none, vipDiscountAllowed: true })).toEqual(O.none);
  });

  it('is never at or above the price, and only ever the VIP price itself', () => {
    const amount = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(amount, fc.option(amount, { nil: undefined }), fc.boolean(), (price, vip, allowed) => {
        const shown = vipDiscountPrice({ price, vipPrice: O.fromNullable(vip), vipDiscountAllowed: allowed });
        expect(O.isSome(shown)).toBe(allowed && vip !== undefined && vip < price);
        if (O.isSome(shown)) expect(shown.value).toBe(vip);
      }),
    );
  });
});
