/**
 * The deal page and the basket say the same (issue 40 item 2): for generated products and shoppers,
 * a product the deal page calls `buyable` is one a basket accepts, and one it does not is refused,
 * with the spec's message. VIP-only products (spec 1 §3 vipExclusive) for VIP members (vipUser) are
 * the rule under test; stock, sold-out, opening and the sale window (closed, lastChance,
 * buy-closed-deal, how the shopper came) vary beside it.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { dealOffer } from '@kerching/domain/catalogue';
import type { DealVisit } from '@kerching/domain/deal';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { type PurchasableProduct, newLine, priceBasket } from '@kerching/domain/basket';
import { aPurchasableProduct } from '@kerching/domain/basket/testing';

const DAY = 86_400_000;

interface Facts {
  readonly vipExclusive: boolean;
  readonly vipUser: boolean;
  readonly soldOut: boolean;
  readonly stock: number;
  readonly opened: boolean;
  /** Days from now to the closing day (negative: closed that many days ago). */
  readonly closingInDays: number;
  readonly lastChance: boolean;
  readonly enableBuyClosedDeal: boolean;
  /** How the shopper came: from a search (a closed lastChance deal stays on sale), or directly. */
  readonly fromSearch: boolean;
}

const facts: fc.Arbitrary<Facts> = fc.record({
  vipExclusive: fc.boolean(),
  vipUser: fc.boolean(),
  soldOut: fc.boolean(),
  stock: fc.integer({ min: 1, max: 50 }),
  opened: fc.boolean(),
  closingInDays: fc.integer({ min: -7, max: 10 }),
  lastChance: fc.boolean(),
  enableBuyClosedDeal: fc.boolean(),
  fromSearch: fc.boolean(),
});

const opensAt = (f: Facts): Date => new Date(A_DEAL_NOW.getTime() + (f.opened ? -DAY : DAY));
const closingDate = (f: Facts): Date => new Date(A_DEAL_NOW.getTime() + f.closingInDays * DAY);
const visitOf = (f: Facts): DealVisit => (f.fromSearch ? { usrSrc: 'search' } : {});

/** What the deal page says of the product to this shopper. */
const dealPageBuyable = (f: Facts): boolean => {
  const base = aDealDetail();
  const deal = aDealDetail({
    opensAt: opensAt(f),
    closingDate: closingDate(f),
    enableBuyClosedDeal: f.enableBuyClosedDeal,
    display: { ...base.display, lastChance: f.lastChance },
    soldOut: f.soldOut,
    products: [
      aDealDetailProduct({
        id: 11,
        vipExclusive: f.vipExclusive,
        totalRemaining: f.stock,
        remainingForDay: f.stock,
        remainingForWeek: f.stock,
      }),
    ],
  });
  const offer = dealOffer(deal, {
    now: A_DEAL_NOW,
    visit: visitOf(f),
    utcOffsetMinutes: 0,
    vipUser: f.vipUser,
    goodReview: { threshold: 4.5, lightVariant: false },
    onDealPath: true,
  });
  return offer.products[0]?.buyable ?? false;
};

/** The same product as the basket buys it, read for this shopper. */
const purchasable = (f: Facts): PurchasableProduct => {
  const deal = aDealDetail();
  return aPurchasableProduct({
    dealId: deal.id,
    dealTitle: deal.title,
    purchaseCap: deal.purchaseCap,
    totalRemaining: f.stock,
    remainingForDay: f.stock,
    remainingForWeek: f.stock,
    vipExclusive: f.vipExclusive,
    vipUser: f.vipUser,
    soldOut: f.soldOut,
    opensAt: opensAt(f).getTime(),
    closingAt: closingDate(f).getTime(),
    enableBuyClosedDeal: f.enableBuyClosedDeal,
    lastChance: f.lastChance,
  });
};

/** Whether a basket (and so an order) takes one of the product. */
const basketAccepts = (f: Facts) => {
  const product = purchasable(f);
  return priceBasket(
    [{ ...newLine(product, 1), visit: visitOf(f) }],
    new Map([[product.productId, product]]),
    'kerching',
    'GBP',
    A_DEAL_NOW.getTime(),
  );
};

describe('VIP-only products: the deal page and the basket agree', () => {
  it('a VIP-only product is refused to a non-member with the spec message, and taken from a member', () => {
    const open = {
      soldOut: false,
      stock: 10,
      opened: true,
      closingInDays: 3,
      lastChance: false,
      enableBuyClosedDeal: false,
      fromSearch: false,
      vipExclusive: true,
    };
    const refused = basketAccepts({ ...open, vipUser: false });
    expect(E.isLeft(refused) && refused.left).toMatchObject({
      code: 'BASKET.PRODUCT_UNAVAILABLE',
      message: 'Oops! This item is no longer available',
    });
    expect(dealPageBuyable({ ...open, vipUser: false })).toBe(false);
    expect(E.isRight(basketAccepts({ ...open, vipUser: true }))).toBe(true);
    expect(dealPageBuyable({ ...open, vipUser: true })).toBe(true);
  });

  it('for every generated product and shopper, buyable on the deal page exactly when the basket accepts it', () => {
    fc.assert(
      fc.property(facts, (f) => {
        expect(E.isRight(basketAccepts(f))).toBe(dealPageBuyable(f));
      }),
      { numRuns: 500 },
    );
  });
});
