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
  basketProductCall,
  basketQuantityText,
  basketRemovalCall,
  basketReplaceCall,
  basketSavePlan,
  basketToken,
  checkLineQuantity,
  checkRestrictedBasket,
  giftWrapQuantity,
  isValidBasketToken,
  isValidWishlistCustomerToken,
  mergeBasketLines,
  orderPayloadLine,
  parseGiftingType,
  purchasableLines,
  restrictedBasketAllowed,
  vveAddon,
  wishlistCustomerToken,
} from './index';

const aLine = (overrides: Partial<BasketLine> = {}): BasketLine => ({
  dealId: 1,
  id: 11,
  quantity: 1,
  dealType: 'default',
  title: 'Spa day',
  price: 4900,
  originalPrice: 9800,
  purchaseCap: 5,
  gift: false,
  gifting: { gift: false, type: 'none' },
  giftPack: false,
  giftWrap: 0,
  orderAddons: [],
  ...overrides,
});

const codeOf = (result: E.Either<{ readonly code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'OK');

describe('tokens (spec 1 §5: basket token valid only if longer than 10 characters; customer token at least 10 for wishlist)', () => {
  it('a basket token is valid only if longer than 10 characters', () => {
    expect(isValidBasketToken('0123456789')).toBe(false);
    expect(isValidBasketToken('0123456789a')).toBe(true);
    expect(isValidBasketToken(undefined)).toBe(false);
    expect(basketToken('0123456789a')).toEqual(E.right('0123456789a'));
    expect(codeOf(basketToken('short'))).toBe('BASKET.TOKEN_INVALID');
  });
  it('a customer token needs at least 10 characters for the wish list', () => {
    expect(isValidWishlistCustomerToken('012345678')).toBe(false);
    expect(isValidWishlistCustomerToken('0123456789')).toBe(true);
    expect(isValidWishlistCustomerToken(undefined)).toBe(false);
    expect(wishlistCustomerToken('0123456789')).toEqual(E.right('0123456789'));
    expect(codeOf(wishlistCustomerToken('x'))).toBe('BASKET.CUSTOMER_TOKEN_INVALID');
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
      [aLine({ id: 11, quantity: 1 }), aLine({ id: 12, quantity: 2 })],
      [aLine({ id: 11, quantity: 2, gift: true, gifting: giftChoice }), aLine({ id: 13, quantity: 1 })],
    );
    expect(merged.map((l) => [l.id, l.quantity])).toEqual([
      [11, 3],
      [12, 2],
      [13, 1],
    ]);
    expect(merged[0]?.gifting).toEqual(giftChoice);
  });
  it('updates a basket whose token is longer than 10 characters', () => {
    const plan = basketSavePlan(O.some({ id: 'abcdefghijk', products: [aLine()] }), [aLine()]);
    expect(plan).toEqual({ _tag: 'UpdateBasket', token: 'abcdefghijk', products: [aLine({ quantity: 2 })] });
  });
  it('creates a basket otherwise, carrying the lines over', () => {
    expect(basketSavePlan(O.some({ id: 'abc', products: [aLine()] }), [aLine({ id: 12 })])).toEqual({
      _tag: 'CreateBasket',
      products: [aLine(), aLine({ id: 12 })],
    });
    expect(basketSavePlan(O.none, [aLine(), aLine()])).toEqual({
      _tag: 'CreateBasket',
      products: [aLine({ quantity: 2 })],
    });
  });
});

describe('order payload line: dealVoucherProductId, deliveryOptionType, gift, gifting, giftPack, giftWrap, orderAddons, quantity', () => {
  it('is built from a basket line', () => {
    const addon = vveAddon(77, 1);
    expect(addon).toEqual({ addonType: 'VVE', productId: 77, quantity: 1 });
    const line = aLine({ id: 21, quantity: 2, deliveryOptionType: 'STANDARD', giftWrap: -1, orderAddons: [addon] });
    expect(orderPayloadLine(line)).toEqual({
      dealVoucherProductId: 21,
      deliveryOptionType: 'STANDARD',
      gift: false,
      gifting: { gift: false, type: 'none' },
      giftPack: false,
      giftWrap: 0,
      orderAddons: [addon],
      quantity: 2,
    });
    expect('deliveryOptionType' in orderPayloadLine(aLine())).toBe(false);
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
});

describe('basket quantity (total count as text) and purchasability', () => {
  it('is the total count as text', () => {
    expect(basketQuantityText([aLine({ quantity: 2 }), aLine({ id: 12, quantity: 3 })])).toBe('5');
    expect(basketQuantityText([])).toBe('0');
  });
  it('refuses a quantity above the cap (max quantity message)', () => {
    expect(checkLineQuantity(aLine({ quantity: 5 }))).toEqual(E.right(aLine({ quantity: 5 })));
    expect(codeOf(checkLineQuantity(aLine({ quantity: 6 })))).toBe('BASKET.MAX_QUANTITY_EXCEEDED');
    expect(basketMaxQuantityMessage(5)).toBe('Sorry, you can buy a maximum of 5 of this item');
  });
  it("'You have no purchasable products in your basket.' when no line can be bought", () => {
    expect(codeOf(purchasableLines([aLine({ quantity: 0 })]))).toBe('BASKET.NO_PURCHASABLE_PRODUCTS');
    expect(purchasableLines([aLine({ quantity: 0 }), aLine({ id: 12 })])).toEqual(E.right([aLine({ id: 12 })]));
  });
});

describe('basket calls (spec 1 §5: need a token and a product or payload, else return null; removal needs token and product id)', () => {
  it('product calls', () => {
    expect(basketProductCall('tok', { id: 1 })).toEqual(O.some({ token: 'tok', product: { id: 1 } }));
    expect(basketProductCall(undefined, { id: 1 })).toEqual(O.none);
    expect(basketProductCall('', { id: 1 })).toEqual(O.none);
    expect(basketProductCall('tok', null)).toEqual(O.none);
    expect(basketProductCall('tok', undefined)).toEqual(O.none);
  });
  it('removal', () => {
    expect(basketRemovalCall('tok', 3)).toEqual(E.right({ token: 'tok', productId: 3 }));
    const noToken = basketRemovalCall(undefined, 3);
    expect(E.isLeft(noToken) && noToken.left).toEqual({ code: 'BASKET.TOKEN_MISSING', detail: 'No Basket Token' });
    expect(codeOf(basketRemovalCall('tok', undefined))).toBe('BASKET.PRODUCT_ID_MISSING');
    expect(codeOf(basketRemovalCall('tok', Number.NaN))).toBe('BASKET.PRODUCT_ID_MISSING');
  });
  it('replace needs token and products', () => {
    expect(basketReplaceCall('tok', [])).toEqual(O.some({ token: 'tok', products: [] }));
    expect(basketReplaceCall('tok', undefined)).toEqual(O.none);
    expect(basketReplaceCall(undefined, [1])).toEqual(O.none);
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
