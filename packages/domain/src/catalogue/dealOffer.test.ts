import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { type DealOfferContext, dealAvailabilityNotice, dealOffer } from './dealOffer';
import { DEAL_UNAVAILABLE_NOTICES, LAST_CHANCE_NOTICE, buyClosedDealNotice } from '../deal/messages';
import { dealImageIds, dealsCacheTag } from './dealDetail';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from './testing';

const day = 86_400_000;
const context = (overrides: Partial<DealOfferContext> = {}): DealOfferContext => ({
  now: A_DEAL_NOW,
  visit: {},
  utcOffsetMinutes: 0,
  vipUser: false,
  goodReview: { threshold: 4.5, lightVariant: false },
  onDealPath: true,
  ...overrides,
});
const closedYesterday = new Date(A_DEAL_NOW.getTime() - day);

describe('dealOffer (spec 1 §4, §5)', () => {
  it('an open deal is available until the end of its closing day, with one product buyable from 1', () => {
    const offer = dealOffer(aDealDetail(), context());
    expect(offer.availability).toEqual({ kind: 'available', saleWindow: 'OPEN' });
    expect(offer.closesAt.toISOString()).toBe('2026-06-10T23:59:59.999Z');
    expect(offer.availableUntil).toEqual(O.some(offer.closesAt));
    expect(offer.products).toEqual([
      {
        productId: 11,
        buyable: true,
        maxQuantity: 10,
        minQuantity: 1,
        defaultQuantity: 1,
        soldOut: false,
        limitReached: false,
        vipOnly: false,
        priceDisplayMode: 'SHOW_DISCOUNT',
        discountPercentage: 50,
        quantityLimitNotice: O.none,
        bestSellerClaim: O.none,
      },
    ]);
    expect(offer.priceDisplayMode).toBe('SHOW_DISCOUNT');
    expect(offer.discountPercentage).toBe(50);
    expect(offer.vipDiscountPercentage).toBe(0);
    expect(offer.purchaseCapNotice).toBe('Maximum 10 per deal per day');
    expect(offer).toMatchObject({ highTotalPrice: false, adminFeeNotice: false, goodReview: false, socialCue: false });
  });

  it('a "price hidden" deal hides its lead-in price, never a chosen option’s price', () => {
    const offer = dealOffer(
      aDealDetail({
        display: { ...aDealDetail().display, showPrice: false },
        productDisplay: { type: 'dropdown' },
        products: [aDealDetailProduct({ id: 1 }), aDealDetailProduct({ id: 2, price: 4000 })],
      }),
      context(),
    );
    expect(offer.priceDisplayMode).toBe('PRICE_HIDDEN');
    expect(offer.products.map((p) => p.priceDisplayMode)).toEqual(['DROP_DOWN_PRICE', 'DROP_DOWN_PRICE']);
  });

  it('says when an option allows fewer than the deal’s maximum per day (spec 1 §5)', () => {
    const offer = dealOffer(
      aDealDetail({
        purchaseCap: 10,
        products: [
          aDealDetailProduct({ id: 1, userDealInfo: { maxQuantityUserCanBuy: 2, maxQuantityUserCanCurrentlyBuy: 2 } }),
          aDealDetailProduct({ id: 2 }),
        ],
      }),
      context(),
    );
    expect(offer.purchaseCapNotice).toBe('Maximum 10 per deal per day');
    expect(offer.products.map((p) => [p.maxQuantity, p.quantityLimitNotice])).toEqual([
      [2, O.some('You can buy up to 2 of this option')],
      [10, O.none],
    ]);
  });

  it("carries an option's best-seller claim when it has text, trimmed, and none for a blank one", () => {
    const offer = dealOffer(
      aDealDetail({
        products: [
          aDealDetailProduct({ id: 1, bestSellerClaim: ' Best seller ' }),
          aDealDetailProduct({ id: 2, bestSellerClaim: '   ' }),
          aDealDetailProduct({ id: 3 }),
        ],
      }),
      context(),
    );
    expect(offer.products.map((p) => p.bestSellerClaim)).toEqual([O.some('Best seller'), O.none, O.none]);
  });

  it('a calendar deal needs its stay dates before it can be bought (spec 1 §5)', () => {
    expect(dealOffer(aDealDetail({ dealType: 'calendar' }), context()).stayDatesRequired).toBe(true);
    expect(dealOffer(aDealDetail(), context()).stayDatesRequired).toBe(false);
  });

  it('a closed deal is unavailable, and nothing can be bought', () => {
    const offer = dealOffer(aDealDetail({ closingDate: closedYesterday }), context());
    expect(offer.availability).toEqual({ kind: 'unavailable', code: 'DEAL.CLOSED' });
    expect(offer.availableUntil).toEqual(O.none);
    expect(offer.products[0]).toMatchObject({ buyable: false, maxQuantity: 0, defaultQuantity: 0 });
  });

  it('a closed lastChance deal stays buyable from search, with no end, and not when reached directly', () => {
    const deal = aDealDetail({
      closingDate: closedYesterday,
      display: { ...aDealDetail().display, lastChance: true },
    });
    const fromSearch = dealOffer(deal, context({ visit: { usrSrc: 'search' } }));
    expect(fromSearch.availability).toEqual({ kind: 'available', saleWindow: 'LAST_CHANCE' });
    expect(fromSearch.availableUntil).toEqual(O.none);
    expect(fromSearch.products[0]?.buyable).toBe(true);
    expect(dealOffer(deal, context({ visit: { stCid: 'abc' } })).availability.kind).toBe('available');
    expect(dealOffer(deal, context()).availability).toEqual({ kind: 'unavailable', code: 'DEAL.CLOSED' });
  });

  it('a buy-closed-deal sells for 4 days after its closing day', () => {
    const deal = aDealDetail({ closingDate: closedYesterday, enableBuyClosedDeal: true });
    const offer = dealOffer(deal, context());
    expect(offer.availability).toEqual({ kind: 'available', saleWindow: 'BUY_CLOSED_DEAL' });
    expect(offer.availableUntil).toEqual(O.some(new Date(offer.closesAt.getTime() + 4 * day)));
    const later = dealOffer(deal, context({ now: new Date(A_DEAL_NOW.getTime() + 5 * day) }));
    expect(later.availability).toEqual({ kind: 'unavailable', code: 'DEAL.CLOSED' });
  });

  it('recomputes open from opensAt: a deal before its opening is not open (a preview)', () => {
    const deal = aDealDetail({ opensAt: new Date(A_DEAL_NOW.getTime() + day), open: true });
    const offer = dealOffer(deal, context());
    expect(offer.deal.open).toBe(false);
    expect(offer.availability).toEqual({ kind: 'unavailable', code: 'DEAL.NOT_OPEN' });
    expect(
      dealOffer({ ...deal, open: false }, context({ now: new Date(A_DEAL_NOW.getTime() + 2 * day) })).deal.open,
    ).toBe(true);
  });

  it('sold out and every product at cap are unavailable; one sold-out product is not buyable', () => {
    expect(dealOffer(aDealDetail({ soldOut: true }), context()).availability).toEqual({
      kind: 'unavailable',
      code: 'DEAL.SOLD_OUT',
    });
    const capped = aDealDetail({
      products: [aDealDetailProduct({ dailyPurchaseCapReached: true, remainingForDay: 0 })],
    });
    expect(dealOffer(capped, context()).availability).toEqual({ kind: 'unavailable', code: 'DEAL.CAP_REACHED' });
    const mixed = aDealDetail({
      products: [
        aDealDetailProduct({ id: 1, soldOut: true }),
        aDealDetailProduct({ id: 2, weeklyPurchaseCapReached: true }),
        aDealDetailProduct({ id: 3 }),
      ],
    });
    const offer = dealOffer(mixed, context());
    expect(offer.availability.kind).toBe('available');
    expect(offer.products.map((p) => [p.productId, p.buyable, p.soldOut, p.limitReached])).toEqual([
      [1, false, true, false],
      [2, false, false, true],
      [3, true, false, false],
    ]);
  });

  it('the quantity is the minimum of cap, remaining for day and week, stock and the allowance', () => {
    const deal = aDealDetail({
      purchaseCap: 8,
      products: [
        aDealDetailProduct({ id: 1, remainingForDay: 3 }),
        aDealDetailProduct({ id: 2, remainingForWeek: 2 }),
        aDealDetailProduct({ id: 3, totalRemaining: 4 }),
        aDealDetailProduct({ id: 4, purchaseCap: 6 }),
        aDealDetailProduct({
          id: 5,
          userDealInfo: { maxQuantityUserCanBuy: 5, maxQuantityUserCanCurrentlyBuy: 1 },
        }),
      ],
    });
    expect(dealOffer(deal, context()).products.map((p) => p.maxQuantity)).toEqual([3, 2, 4, 6, 1]);
  });

  it('a price-per-person deal starts at 2, and a product that allows only 1 cannot be bought', () => {
    const deal = aDealDetail({
      pricePerPerson: true,
      products: [aDealDetailProduct({ id: 1 }), aDealDetailProduct({ id: 2, totalRemaining: 1 })],
    });
    const [first, second] = dealOffer(deal, context()).products;
    expect(first).toMatchObject({ minQuantity: 2, defaultQuantity: 2, buyable: true });
    expect(second).toMatchObject({ minQuantity: 2, defaultQuantity: 0, buyable: false, maxQuantity: 0 });
  });

  it('a VIP-exclusive product is only for VIP members, who also see the VIP price', () => {
    const deal = aDealDetail({
      vipPrice: O.some(2000),
      display: { ...aDealDetail().display, vipDiscountAllowed: true },
      products: [aDealDetailProduct({ vipExclusive: true, vipPrice: O.some(2000) })],
    });
    const guest = dealOffer(deal, context());
    expect(guest.products[0]).toMatchObject({ vipOnly: true, buyable: false, priceDisplayMode: 'SHOW_DISCOUNT' });
    expect(guest.vipDiscountPercentage).toBe(60);
    const vip = dealOffer(deal, context({ vipUser: true }));
    expect(vip.products[0]).toMatchObject({
      vipOnly: false,
      buyable: true,
      priceDisplayMode: 'SHOW_VIP_DISCOUNT_PRICE',
    });
    expect(vip.priceDisplayMode).toBe('SHOW_VIP_DISCOUNT_PRICE');
  });

  it('applies the display rules: high total price, admin fee on deal paths, good reviews, social cue', () => {
    const deal = aDealDetail({
      products: [aDealDetailProduct({ totalPrice: 3000, adminFee: 150 })],
      reviewSummary: { total: 12, average: 4.6 },
      socialCueClaim: '120 bought',
    });
    expect(dealOffer(deal, context())).toMatchObject({
      highTotalPrice: true,
      adminFeeNotice: true,
      goodReview: true,
      socialCue: true,
    });
    expect(dealOffer(deal, context({ onDealPath: false })).adminFeeNotice).toBe(false);
  });

  it('uses the site offset for the closing day', () => {
    const deal = aDealDetail({ closingDate: new Date('2026-06-10T23:30:00.000Z') });
    expect(dealOffer(deal, context({ utcOffsetMinutes: 60 })).closesAt.toISOString()).toBe('2026-06-11T22:59:59.999Z');
  });

  it('property: a buyable product default quantity lies within [min, max], else everything is 0', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.nat(20),
        fc.nat(20),
        fc.nat(20),
        fc.integer({ min: -3, max: 3 }),
        (perPerson, cap, day, stock, closedDays) => {
          const deal = aDealDetail({
            pricePerPerson: perPerson,
            purchaseCap: cap,
            closingDate: new Date(A_DEAL_NOW.getTime() + closedDays * 86_400_000),
            products: [aDealDetailProduct({ remainingForDay: day, totalRemaining: stock })],
          });
          const offer = dealOffer(deal, context());
          const [product] = offer.products;
          if (product === undefined) throw new Error('one product expected');
          if (product.buyable) {
            expect(offer.availability.kind).toBe('available');
            expect(product.defaultQuantity).toBeGreaterThanOrEqual(product.minQuantity);
            expect(product.defaultQuantity).toBeLessThanOrEqual(Math.min(cap, day, stock));
          } else {
            expect([product.maxQuantity, product.defaultQuantity]).toEqual([0, 0]);
          }
        },
      ),
    );
  });
});

describe('deal detail helpers', () => {
  it('lists the images main first, each once', () => {
    expect(dealImageIds({ imageId: 'a', imageIds: ['b', 'a', 'c'] })).toEqual(['a', 'b', 'c']);
  });
  it('tags cached deal data by site', () => {
    expect(dealsCacheTag('kerchingie')).toBe('deals:kerchingie');
  });
});

describe('dealAvailabilityNotice', () => {
  const notice = (overrides: Parameters<typeof aDealDetail>[0], ctx: Partial<DealOfferContext> = {}) =>
    dealAvailabilityNotice(dealOffer(aDealDetail(overrides), context(ctx)));
  it('says nothing for an open sale, and why a deal cannot be bought otherwise', () => {
    expect(notice({})).toEqual(O.none);
    expect(notice({ closingDate: closedYesterday })).toEqual(
      O.some({ heading: 'This deal has ended', message: 'Oops! This item is no longer available' }),
    );
    expect(notice({ soldOut: true })).toEqual(O.some(DEAL_UNAVAILABLE_NOTICES['DEAL.SOLD_OUT']));
    expect(notice({ opensAt: new Date('2026-06-03T09:00:00.000Z') })).toEqual(
      O.some({ heading: 'Coming soon', message: 'This deal goes on sale on Wednesday 3 June 2026.' }),
    );
  });
  it('names the last chance, and the last day of a buy-closed-deal', () => {
    const lastChance = { closingDate: closedYesterday, display: { ...aDealDetail().display, lastChance: true } };
    expect(notice(lastChance, { visit: { usrSrc: 'recommended' } })).toEqual(O.some(LAST_CHANCE_NOTICE));
    expect(notice({ closingDate: closedYesterday, enableBuyClosedDeal: true })).toEqual(
      O.some({
        heading: 'Still on sale',
        message: 'This deal has closed, but you can still buy it until Thursday 4 June 2026.',
      }),
    );
    expect(
      dealAvailabilityNotice({
        availability: { kind: 'available', saleWindow: 'BUY_CLOSED_DEAL' },
        availableUntil: O.none,
        utcOffsetMinutes: 0,
        deal: aDealDetail(),
      }),
    ).toEqual(O.some(buyClosedDealNotice('soon')));
    expect(
      dealAvailabilityNotice({
        availability: { kind: 'available', saleWindow: 'CLOSED' },
        availableUntil: O.none,
        utcOffsetMinutes: 0,
        deal: aDealDetail(),
      }),
    ).toEqual(O.none);
  });
});
