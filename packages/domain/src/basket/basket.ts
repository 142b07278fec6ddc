/**
 * The basket model (spec 1 §3 "Basket", "Basket line", "Addon"): the shopper's choices, as the
 * basket keeps them. Prices, titles and caps are not stored on a line: they come from the
 * catalogue each time (`PurchasableProduct`, purchasableProduct.ts), so a line is never bought at a
 * stale price. Plain readonly data; instants in epoch milliseconds.
 */
import * as O from 'fp-ts/Option';
import type { Stay } from '../calendar/stayQuote';
import type { DealVisit } from '../deal/availability';
import type { SiteKey } from '../site/site';
import type { GiftingType } from './gifting';

/** addonType (VVE), productId, quantity. */
export interface Addon {
  readonly addonType: 'VVE';
  readonly productId: number;
  readonly quantity: number;
}

export interface BasketGifting {
  readonly gift: boolean;
  readonly type: GiftingType;
  readonly giftPackProductId?: number;
  readonly giftProductId?: number;
}

/** A basket line: the shopper's choices for one product (lines are merged by product id). */
export interface BasketLine {
  /** The product id: lines are merged by it and it becomes the order's dealVoucherProductId. */
  readonly productId: number;
  readonly dealId: number;
  readonly quantity: number;
  readonly gift: boolean;
  readonly gifting: BasketGifting;
  readonly giftPack: boolean;
  /** Gift-wrap quantity. */
  readonly giftWrap: number;
  readonly payDeposit: boolean;
  readonly payLater: boolean;
  readonly deliveryOptionType: O.Option<string>;
  readonly orderAddons: readonly Addon[];
  /** How the shopper reached the deal (usr_src, st_cid): it keeps a closed lastChance deal on sale. */
  readonly visit: DealVisit;
  /** The stay booked, for a product of a calendar deal (checkInDate, checkOutDate); none otherwise. */
  readonly stay: O.Option<Stay>;
}

/** A basket: its token (a random bearer secret of at least 128 bits), site, owner and lines. */
export interface Basket {
  /** The basket token. */
  readonly token: string;
  readonly site: SiteKey;
  /** The signed-in customer (user id) the basket belongs to, if linked. */
  readonly customerId: O.Option<string>;
  readonly eligibleForVip: boolean;
  readonly lines: readonly BasketLine[];
  readonly updatedAt: number;
}

export const NO_GIFTING: BasketGifting = { gift: false, type: 'none' };

/** A new line for a product, with no gifting and the shopper's quantity. */
export const newLine = (
  product: { readonly productId: number; readonly dealId: number },
  quantity: number,
): BasketLine => ({
  productId: product.productId,
  dealId: product.dealId,
  quantity,
  gift: false,
  gifting: NO_GIFTING,
  giftPack: false,
  giftWrap: 0,
  payDeposit: false,
  payLater: false,
  deliveryOptionType: O.none,
  orderAddons: [],
  visit: {},
  stay: O.none,
});
