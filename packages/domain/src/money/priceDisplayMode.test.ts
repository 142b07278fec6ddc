import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  PRICE_DISPLAY_MODES,
  chosenProductPriceDisplayMode,
  type PricedItem,
  type ProductDisplayType,
  discountPercentage,
  hasSaving,
  priceDisplayMode,
  vipPriceApplies,
} from './priceDisplayMode';

const item = (overrides: Partial<PricedItem> = {}): PricedItem => ({
  price: 2000,
  originalPrice: 5000,
  vipPrice: O.none,
  priceIndicative: false,
  display: { showPrice: true, discount: true, vipDiscountAllowed: false },
  productDisplay: { type: 'default' },
  ...overrides,
});
const shopper = { vipUser: false };
const member = { vipUser: true };

describe('price display modes (spec 1 §3 "Price display modes")', () => {
  it('price hidden: display.showPrice false hides the price, even for a VIP or a drop-down deal', () => {
    const hidden = { showPrice: false, discount: true, vipDiscountAllowed: true };
    expect(priceDisplayMode(item({ display: hidden }), shopper)).toBe('PRICE_HIDDEN');
    expect(priceDisplayMode(item({ display: hidden, vipPrice: O.some(1500) }), member)).toBe('PRICE_HIDDEN');
    expect(priceDisplayMode(item({ display: hidden, productDisplay: { type: 'dropdown' } }), shopper)).toBe(
      'PRICE_HIDDEN',
    );
  });
  it('show VIP discount price: vipPrice with vipDiscountAllowed and a VIP user', () => {
    const vip = item({
      vipPrice: O.some(1800),
      display: { showPrice: true, discount: true, vipDiscountAllowed: true },
    });
    expect(priceDisplayMode(vip, member)).toBe('SHOW_VIP_DISCOUNT_PRICE');
    expect(priceDisplayMode({ ...vip, productDisplay: { type: 'dropdown' } }, member)).toBe('SHOW_VIP_DISCOUNT_PRICE');
    expect(priceDisplayMode(vip, shopper)).toBe('SHOW_DISCOUNT');
    expect(priceDisplayMode({ ...vip, display: { ...vip.display, vipDiscountAllowed: false } }, member)).toBe(
      'SHOW_DISCOUNT',
    );
    expect(priceDisplayMode({ ...vip, vipPrice: O.none }, member)).toBe('SHOW_DISCOUNT');
    expect(priceDisplayMode({ ...vip, vipPrice: O.some(2000) }, member)).toBe('SHOW_DISCOUNT');
  });
  it('also drop-down price: productDisplay type dropdown', () => {
    expect(priceDisplayMode(item({ productDisplay: { type: 'dropdown' } }), shopper)).toBe('DROP_DOWN_PRICE');
    expect(priceDisplayMode(item({ productDisplay: { type: 'calendar' } }), shopper)).toBe('SHOW_DISCOUNT');
  });
  it('show discount and show indicative discount: display.discount with originalPrice > price', () => {
    expect(priceDisplayMode(item(), shopper)).toBe('SHOW_DISCOUNT');
    expect(priceDisplayMode(item({ priceIndicative: true }), shopper)).toBe('SHOW_INDICATIVE_DISCOUNT');
  });
  it('show original price: a saving without the discount flag', () => {
    const noDiscountFlag = { showPrice: true, discount: false, vipDiscountAllowed: false };
    expect(priceDisplayMode(item({ display: noDiscountFlag }), shopper)).toBe('SHOW_ORIGINAL_PRICE');
    expect(priceDisplayMode(item({ display: noDiscountFlag, priceIndicative: true }), shopper)).toBe(
      'SHOW_ORIGINAL_PRICE',
    );
  });
  it('show price: no saving, whatever the discount flag says', () => {
    expect(priceDisplayMode(item({ originalPrice: 2000 }), shopper)).toBe('SHOW_PRICE');
    expect(priceDisplayMode(item({ originalPrice: 1000, priceIndicative: true }), shopper)).toBe('SHOW_PRICE');
    expect(hasSaving({ price: 2000, originalPrice: 2000 })).toBe(false);
  });
  it('vipPriceApplies needs all three conditions and a lower price', () => {
    const vip = item({
      vipPrice: O.some(100),
      display: { showPrice: true, discount: false, vipDiscountAllowed: true },
    });
    expect(vipPriceApplies(vip, member)).toBe(true);
    expect(vipPriceApplies(vip, shopper)).toBe(false);
  });
});

describe('discount percentage (rounded down, 0..100)', () => {
  it('computes the whole percentage saved, rounded down', () => {
    expect(discountPercentage(2000, 5000)).toBe(60);
    expect(discountPercentage(1999, 3000)).toBe(33);
    expect(discountPercentage(1, 3)).toBe(66);
    expect(discountPercentage(0, 5000)).toBe(100);
  });
  it('stays within 0..100 for odd inputs', () => {
    expect(discountPercentage(6000, 5000)).toBe(0);
    expect(discountPercentage(100, 0)).toBe(0);
    expect(discountPercentage(100, -50)).toBe(0);
    expect(discountPercentage(-100, 50)).toBe(100);
    expect(discountPercentage(Number.NaN, 50)).toBe(0);
    expect(discountPercentage(10, Number.POSITIVE_INFINITY)).toBe(0);
  });

  const amount = fc.integer({ min: 0, max: 100_000_000 });

  it('property: equals the exact integer floor of the saving, within 0..100', () => {
    fc.assert(
      fc.property(amount, fc.integer({ min: 1, max: 100_000_000 }), (price, original) => {
        const exact = price >= original ? 0 : Number((BigInt(original - price) * 100n) / BigInt(original));
        expect(discountPercentage(price, original)).toBe(exact);
      }),
    );
  });
  it('property: a higher price never gives a bigger percentage (monotone)', () => {
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 1, max: 100_000_000 }), (a, b, original) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountPercentage(high, original)).toBeLessThanOrEqual(discountPercentage(low, original));
      }),
    );
  });
});

describe('price display mode properties', () => {
  const arbItem: fc.Arbitrary<PricedItem> = fc.record({
    price: fc.integer({ min: 0, max: 100_000 }),
    originalPrice: fc.integer({ min: 0, max: 100_000 }),
    vipPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }).map(O.fromNullable),
    priceIndicative: fc.boolean(),
    display: fc.record({ showPrice: fc.boolean(), discount: fc.boolean(), vipDiscountAllowed: fc.boolean() }),
    productDisplay: fc.record({
      type: fc.constantFrom<ProductDisplayType>('dropdown', 'default', 'calendar'),
    }),
  });

  it('property: total, and a discount mode is only chosen when there is a saving', () => {
    fc.assert(
      fc.property(arbItem, fc.boolean(), (priced, vipUser) => {
        const mode = priceDisplayMode(priced, { vipUser });
        expect(PRICE_DISPLAY_MODES).toContain(mode);
        if (mode === 'SHOW_DISCOUNT' || mode === 'SHOW_INDICATIVE_DISCOUNT' || mode === 'SHOW_ORIGINAL_PRICE') {
          expect(priced.originalPrice).toBeGreaterThan(priced.price);
        }
        if (mode === 'SHOW_VIP_DISCOUNT_PRICE') expect(vipUser && priced.display.vipDiscountAllowed).toBe(true);
        if (!priced.display.showPrice) expect(mode).toBe('PRICE_HIDDEN');
      }),
    );
  });
  it('property: a shopper who is not VIP sees the same mode as if the deal had no VIP price', () => {
    fc.assert(
      fc.property(arbItem, (priced) => {
        expect(priceDisplayMode(priced, shopper)).toBe(priceDisplayMode({ ...priced, vipPrice: O.none }, shopper));
      }),
    );
  });
});

describe('the chosen product’s price (spec 1 §3 "price hidden" hides the lead-in, not what the shopper pays)', () => {
  const hidden = { showPrice: false, discount: true, vipDiscountAllowed: true };
  it('a hidden deal price still shows the chosen option’s price, in the mode the deal would use', () => {
    expect(
      chosenProductPriceDisplayMode(item({ display: hidden, productDisplay: { type: 'dropdown' } }), shopper),
    ).toBe('DROP_DOWN_PRICE');
    expect(chosenProductPriceDisplayMode(item({ display: hidden }), shopper)).toBe('SHOW_DISCOUNT');
    expect(chosenProductPriceDisplayMode(item({ display: hidden, vipPrice: O.some(1500) }), member)).toBe(
      'SHOW_VIP_DISCOUNT_PRICE',
    );
  });
  it('property: never PRICE_HIDDEN, and the deal’s own mode whenever the deal shows its price', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000 }),
        fc.integer({ min: 0, max: 100_000 }),
        fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: undefined }),
        fc.boolean(),
        fc.record({ showPrice: fc.boolean(), discount: fc.boolean(), vipDiscountAllowed: fc.boolean() }),
        fc.constantFrom<ProductDisplayType>('default', 'dropdown', 'calendar'),
        fc.boolean(),
        (price, originalPrice, vip, priceIndicative, display, type, vipUser) => {
          const priced = item({
            price,
            originalPrice,
            vipPrice: O.fromNullable(vip),
            priceIndicative,
            display,
            productDisplay: { type },
          });
          const chosen = chosenProductPriceDisplayMode(priced, { vipUser });
          expect(chosen).not.toBe('PRICE_HIDDEN');
          if (display.showPrice) expect(chosen).toBe(priceDisplayMode(priced, { vipUser }));
        },
      ),
    );
  });
});
