import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  MAX_LINE_QUANTITY,
  isLineQuantity,
  BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE,
  BASKET_NO_PURCHASABLE_PRODUCTS_MESSAGE,
  BASKET_PRODUCTS_NO_LONGER_RESERVED_MESSAGE,
  BASKET_SOMETHING_WENT_WRONG_MESSAGE,
  type BasketLine,
  basketMaxQuantityMessage,
  basketQuantityText,
  basketToken,
  checkRestrictedBasket,
  giftWrapQuantity,
  isValidBasketToken,
  mergeBasketLines,
  newLine,
  priceBasket,
  purchasableBasket,
  parseGiftingType,
  restrictedBasketAllowed,
  vveAddon,
} from './index';
import { aPurchasableProduct } from './testing';

const aLine = (overrides: Partial<BasketLine> = {}): BasketLine => ({
  ...newLine({ productId: 11, dealId: 1 }, 1),
  ...overrides,
});

const codeOf = (result: E.Either<{ readonly code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'OK');

describe('tokens (spec 1 §5: basket token valid only if longer than 10 characters)', () => {
  it('a basket token is valid only if longer than 10 characters', () => {
    expect(isValidBasketToken('0123456789')).toBe(false);
    expect(isValidBasketToken('0123456789a')).toBe(true);
    expect(isValidBasketToken(undefined)).toBe(false);
    expect(basketToken('0123456789a')).toEqual(E.right('0123456789a'));
    expect(codeOf(basketToken('short'))).toBe('BASKET.TOKEN_INVALID');
  });
});

describe('gifting type values: none, gift, e-gift, wrapped, next-day gift pack, standard-delivery gift pack', () => {
  it('parses codes and the spec labels', () => {
    expect(parseGiftingType('none')).toEqual(O.some('none'));
    expect(parseGiftingType('e-gift')).toEqual(O.some('e-gift'));
    expect(parseGiftingType('next-day gift pack')).toEqual(O.some('next-day-gift-pack'));
    expect(parseGiftingType('STANDARD_DELIVERY_GIFT_PACK')).toEqual(O.some('standard-delivery-gift-pack'));
    expect(parseGiftingType(' Wrapped ')).toEqual(O.some('wrapped'));
    expect(parseGiftingType('gift-pack')).toEqual(O.none);
    expect(parseGiftingType('')).toEqual(O.none);
  });
  it('gift-wrap quantity floored at 0', () => {
    expect(giftWrapQuantity(-2)).toBe(0);
    expect(giftWrapQuantity(Number.NaN)).toBe(0);
    expect(giftWrapQuantity(2.6)).toBe(2);
    expect(giftWrapQuantity(3)).toBe(3);
  });
});

describe('an existing basket is read, merged by product id, then created or updated (token longer than 10 means update)', () => {
  it('merges lines by product id, adding quantities, newest choices winning', () => {
    const giftChoice = { gift: true, type: 'e-gift' as const };
    const merged = mergeBasketLines(
      [aLine({ productId: 11, quantity: 1 }), aLine({ productId: 12, quantity: 2 })],
      [aLine({ productId: 11, quantity: 2, gift: true, gifting: giftChoice }), aLine({ productId: 13, quantity: 1 })],
    );
    expect(merged.map((l) => [l.productId, l.quantity])).toEqual([
      [11, 3],
      [12, 2],
      [13, 1],
    ]);
    expect(merged[0]?.gifting).toEqual(giftChoice);
  });
});

describe('addon (spec 1 §3: addonType VVE, productId, quantity)', () => {
  it('is a VVE addon of the product', () => {
    expect(vveAddon(77, 1)).toEqual({ addonType: 'VVE', productId: 77, quantity: 1 });
  });
});

describe('restricted subcategories (spec 1 §5: 14, 17, 386, 398, 585 or 586 allowed only when the total is under 50)', () => {
  it('allows a restricted basket under 50 and refuses it at 50', () => {
    expect(restrictedBasketAllowed([3, 386], 4999)).toBe(true);
    expect(restrictedBasketAllowed([3, 386], 5000)).toBe(false);
    expect(restrictedBasketAllowed([3, 4], 90000)).toBe(true);
    for (const id of [14, 17, 386, 398, 585, 586]) expect(restrictedBasketAllowed([id], 5000)).toBe(false);
    expect(checkRestrictedBasket([14], 1200)).toEqual(E.right(1200));
    expect(codeOf(checkRestrictedBasket([14], 6000))).toBe('BASKET.RESTRICTED_SUBCATEGORY_OVER_LIMIT');
  });
  it('says the limit in the basket’s currency, and why (issue 42)', () => {
    const restricted = aPurchasableProduct({ subcategoryId: O.some(14), priceMinor: 3000 });
    const refusal = (site: 'kerching' | 'kerchingie', currency: 'GBP' | 'EUR') => {
      const priced = priceBasket(
        [aLine({ quantity: 2 })],
        new Map([[11, { ...restricted, site, currency }]]),
        site,
        currency,
        0,
      );
      return E.isLeft(priced) ? priced.left.message : 'allowed';
    };
    expect(refusal('kerching', 'GBP')).toBe(
      'For your security, a basket with this item must total under £50. Please remove something to continue.',
    );
    expect(refusal('kerchingie', 'EUR')).toBe(
      'For your security, a basket with this item must total under €50. Please remove something to continue.',
    );
  });
});

describe('basket quantity (total count as text) and purchasability', () => {
  it('is the total count as text', () => {
    expect(basketQuantityText([aLine({ quantity: 2 }), aLine({ productId: 12, quantity: 3 })])).toBe('5');
    expect(basketQuantityText([])).toBe('0');
  });
  it('max quantity message', () => {
    expect(basketMaxQuantityMessage(5)).toBe('Sorry, you can buy a maximum of 5 of this item');
  });
  it("'You have no purchasable products in your basket.' when no line can be bought", () => {
    const empty = priceBasket([], new Map(), 'kerching', 'GBP', 0);
    expect(E.isRight(empty) && codeOf(purchasableBasket(empty.right))).toBe('BASKET.NO_PURCHASABLE_PRODUCTS');
  });
});

describe('basket messages (spec 2 §8), verbatim', () => {
  it('quotes the spec', () => {
    expect(BASKET_ITEM_NO_LONGER_AVAILABLE_MESSAGE).toBe('Oops! This item is no longer available');
    expect(BASKET_SOMETHING_WENT_WRONG_MESSAGE).toBe(
      'Oops! Something went wrong. Please try again or click Add to Basket...',
    );
    expect(BASKET_NO_PURCHASABLE_PRODUCTS_MESSAGE).toBe('You have no purchasable products in your basket.');
    expect(BASKET_PRODUCTS_NO_LONGER_RESERVED_MESSAGE).toContain('no longer reserved');
  });
});

describe('isLineQuantity (the most of one product a line may ask for)', () => {
  it('is a whole number from 0 to MAX_LINE_QUANTITY', () => {
    expect([0, 1, MAX_LINE_QUANTITY].every(isLineQuantity)).toBe(true);
    expect([-1, 1.5, MAX_LINE_QUANTITY + 1, Number.NaN, Number.POSITIVE_INFINITY].some(isLineQuantity)).toBe(false);
  });
});
