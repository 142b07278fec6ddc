import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { applicableVipPrice, canBuyProduct, effectiveUnitPrice, unitPriceFor } from './vipPrice';

describe('VIP prices (spec 1 §3, §6: vipPrice on eligible products, VIP-only deals)', () => {
  const product = { price: 2000, vipPrice: O.some(1800), vipExclusive: false, vipVariantEligible: true };
  const deal = { vipDiscountAllowed: true };
  it('vipPrice on eligible products for a VIP member', () => {
    expect(effectiveUnitPrice(product, deal, true)).toBe(1800);
    expect(applicableVipPrice(product, deal, true)).toEqual(O.some(1800));
  });
  it('no vipPrice for a non-VIP, an ineligible product, or a deal without the VIP discount', () => {
    expect(effectiveUnitPrice(product, deal, false)).toBe(2000);
    expect(effectiveUnitPrice({ ...product, vipVariantEligible: false }, deal, true)).toBe(2000);
    expect(effectiveUnitPrice(product, { vipDiscountAllowed: false }, true)).toBe(2000);
    expect(effectiveUnitPrice({ ...product, vipPrice: O.none }, deal, true)).toBe(2000);
  });
  it('a VIP never pays more than the public price', () => {
    expect(effectiveUnitPrice({ ...product, vipPrice: O.some(2500) }, deal, true)).toBe(2000);
  });
  it('VIP-only products are for VIP members only', () => {
    const exclusive = { ...product, vipExclusive: true };
    expect(canBuyProduct(exclusive, { vipUser: false })).toBe(false);
    expect(canBuyProduct(exclusive, { vipUser: true })).toBe(true);
    expect(canBuyProduct(product, { vipUser: false })).toBe(true);
    expect(unitPriceFor(exclusive, deal, false)).toMatchObject(E.left({ code: 'VIP.EXCLUSIVE_PRODUCT' }));
    expect(unitPriceFor(exclusive, deal, true)).toEqual(E.right(1800));
    expect(unitPriceFor(product, deal, false)).toEqual(E.right(2000));
  });
});
