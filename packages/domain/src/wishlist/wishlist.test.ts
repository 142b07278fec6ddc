import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { WISHLIST_PAGE_SIZE, dealIdFromText, isWishlistId, mayUseWishlist, wishlistQuantity } from './index';

describe('the wish list (spec 2 §7.8, §9)', () => {
  it('shows 50 deals a page and counts its deals as text', () => {
    expect(WISHLIST_PAGE_SIZE).toBe(50);
    expect(wishlistQuantity([])).toBe('0');
    expect(wishlistQuantity([101, 102, 103])).toBe('3');
  });

  it('takes only ids our server makes from a cookie', () => {
    expect(isWishlistId('3f2c1a9e-5b7d-4c8e-9a1b-2d3e4f5a6b7c')).toBe(true);
    expect(isWishlistId('')).toBe(false);
    expect(isWishlistId("1' OR '1'='1")).toBe(false);
    expect(isWishlistId('3F2C1A9E-5B7D-4C8E-9A1B-2D3E4F5A6B7C')).toBe(false);
    fc.assert(fc.property(fc.uuid(), (id) => isWishlistId(id)));
  });

  it("lets a list's owner use it, and anyone a list nobody owns; never another shopper's", () => {
    expect(mayUseWishlist(null, null)).toBe(true);
    expect(mayUseWishlist(null, 'u1')).toBe(true);
    expect(mayUseWishlist('u1', 'u1')).toBe(true);
    expect(mayUseWishlist('u1', 'u2')).toBe(false);
    expect(mayUseWishlist('u1', null)).toBe(false);
  });

  it('reads a deal id from a path or a form: a whole number from 1 that fits a 32-bit id', () => {
    expect(dealIdFromText('101028')).toEqual(O.some(101028));
    expect(dealIdFromText('2147483647')).toEqual(O.some(2147483647));
    for (const bad of ['', '0', '007', '-1', '1.5', ' 1', 'abc', '2147483648', '99999999999'])
      expect(dealIdFromText(bad), bad).toEqual(O.none);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2147483647 }), (id) =>
        O.exists((n) => n === id)(dealIdFromText(String(id))),
      ),
    );
  });

  it('property: the quantity reads back as the number of deals', () => {
    fc.assert(
      fc.property(fc.array(fc.nat()), (ids) => {
        expect(Number(wishlistQuantity(ids))).toBe(ids.length);
      }),
    );
  });
});
