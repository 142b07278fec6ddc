import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { renewalPriceWithOffer } from './constants';
import { effectiveUnitPrice, unitPriceFor } from './vipPrice';

describe('VIP prices: properties', () => {
  it('a VIP pays at most the public price and a non-VIP pays exactly it; VIP never pays more than a non-VIP', () => {
    const product = fc.record({
      price: fc.nat(1_000_000),
      vipPrice: fc.option(fc.nat(1_000_000), { nil: undefined }).map(O.fromNullable),
      vipExclusive: fc.boolean(),
      vipVariantEligible: fc.boolean(),
    });
    fc.assert(
      fc.property(product, fc.record({ vipDiscountAllowed: fc.boolean() }), (p, deal) => {
        const vip = effectiveUnitPrice(p, deal, true);
        expect(vip).toBeLessThanOrEqual(p.price);
        expect(vip).toBeGreaterThanOrEqual(0);
        expect(effectiveUnitPrice(p, deal, false)).toBe(p.price);
        expect(E.isRight(unitPriceFor(p, deal, false))).toBe(!p.vipExclusive);
        expect(unitPriceFor(p, deal, true)).toEqual(E.right(vip));
      }),
    );
  });
  it('the renewal offer price is half the price, to the nearest minor unit, and never more than the price', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), (price) => {
        const offer = renewalPriceWithOffer(price);
        expect(offer).toBeLessThanOrEqual(price);
        expect(Math.abs(offer * 2 - price)).toBeLessThanOrEqual(1);
      }),
    );
  });
});
