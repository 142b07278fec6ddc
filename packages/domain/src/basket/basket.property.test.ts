import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  type BasketLine,
  GIFTING_TYPES,
  GIFTING_TYPE_LABELS,
  basketQuantityText,
  giftWrapQuantity,
  isValidBasketToken,
  mergeBasketLines,
  newLine,
  parseGiftingType,
  restrictedBasketAllowed,
} from './index';

const line: fc.Arbitrary<BasketLine> = fc
  .record({
    productId: fc.integer({ min: 1, max: 8 }),
    dealId: fc.nat({ max: 50 }),
    quantity: fc.nat({ max: 20 }),
    gift: fc.boolean(),
    gifting: fc.record({ gift: fc.boolean(), type: fc.constantFrom(...GIFTING_TYPES) }),
    giftPack: fc.boolean(),
    giftWrap: fc.integer({ min: -5, max: 5 }),
  })
  .map(({ productId, dealId, quantity, ...choices }) => ({ ...newLine({ productId, dealId }, quantity), ...choices }));
const lines = fc.array(line, { maxLength: 12 });

const quantityById = (ls: readonly BasketLine[]): ReadonlyMap<number, number> => {
  const totals = new Map<number, number>();
  for (const l of ls) totals.set(l.productId, (totals.get(l.productId) ?? 0) + l.quantity);
  return totals;
};

const withUniqueIds = (ls: readonly BasketLine[]): readonly BasketLine[] =>
  ls.filter((l, i) => ls.findIndex((other) => other.productId === l.productId) === i);

describe('token properties', () => {
  it('property: token validity is exactly the length rule and monotone in length', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.string({ maxLength: 10 }), (token, more) => {
        expect(isValidBasketToken(token)).toBe(token.length > 10);
        if (isValidBasketToken(token)) expect(isValidBasketToken(token + more)).toBe(true);
      }),
    );
  });
});

describe('gifting properties', () => {
  it('property: every gifting type round-trips through its code, its spec label and upper case', () => {
    fc.assert(
      fc.property(fc.constantFrom(...GIFTING_TYPES), (type) => {
        expect(parseGiftingType(type)).toEqual(O.some(type));
        expect(parseGiftingType(GIFTING_TYPE_LABELS[type])).toEqual(O.some(type));
        expect(parseGiftingType(GIFTING_TYPE_LABELS[type].toUpperCase())).toEqual(O.some(type));
      }),
    );
  });
  it('property: gift-wrap quantity is a whole number floored at 0, idempotent, and keeps whole counts', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -1000, max: 1000 }), fc.double({ min: -1e6, max: 1e6 })), (n) => {
        const q = giftWrapQuantity(n);
        expect(q).toBeGreaterThanOrEqual(0);
        expect(Number.isInteger(q)).toBe(true);
        expect(giftWrapQuantity(q)).toBe(q);
        if (Number.isInteger(n) && n >= 0) expect(q === n).toBe(true);
      }),
    );
  });
});

describe('merge properties', () => {
  it('property: merging preserves the total quantity per product id and leaves one line per id', () => {
    fc.assert(
      fc.property(lines, lines, (existing, additions) => {
        const merged = mergeBasketLines(existing, additions);
        expect(quantityById(merged)).toEqual(quantityById([...existing, ...additions]));
        expect(new Set(merged.map((l) => l.productId)).size).toBe(merged.length);
        expect(basketQuantityText(merged)).toBe(basketQuantityText([...existing, ...additions]));
      }),
    );
  });
  it('property: an empty addition is idempotent, and the identity on a basket with unique ids', () => {
    fc.assert(
      fc.property(lines, (existing) => {
        const once = mergeBasketLines(existing, []);
        expect(mergeBasketLines(once, [])).toEqual(once);
        const unique = withUniqueIds(existing);
        expect(mergeBasketLines(unique, [])).toEqual(unique);
      }),
    );
  });
  it('property: merging in two steps equals merging everything at once', () => {
    fc.assert(
      fc.property(lines, lines, lines, (a, b, c) => {
        expect(mergeBasketLines(mergeBasketLines(a, b), c)).toEqual(mergeBasketLines(a, [...b, ...c]));
      }),
    );
  });
});

describe('restricted subcategory properties', () => {
  it('property: the restricted-subcategory rule is monotone in the total and in the set of subcategories', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(1, 14, 17, 200, 386, 398, 585, 586, 999)),
        fc.nat({ max: 20_000 }),
        fc.nat({ max: 20_000 }),
        (ids, a, b) => {
          const [low, high] = a <= b ? [a, b] : [b, a];
          if (restrictedBasketAllowed(ids, high)) expect(restrictedBasketAllowed(ids, low)).toBe(true);
          if (restrictedBasketAllowed(ids, a)) expect(restrictedBasketAllowed(ids.slice(1), a)).toBe(true);
          expect(restrictedBasketAllowed([...ids, 14], a)).toBe(a < 5000);
        },
      ),
    );
  });
});

describe('basket quantity properties', () => {
  it('property: the quantity text parses back to the sum of quantities', () => {
    fc.assert(
      fc.property(lines, (ls) => {
        expect(Number(basketQuantityText(ls))).toBe(ls.reduce((sum, l) => sum + l.quantity, 0));
        expect(basketQuantityText(ls)).toMatch(/^\d+$/);
      }),
    );
  });
});
