/**
 * The basket model (spec 1 §3 "Basket", "Basket line", "Addon"), reduced to the fields the basket
 * rules need. Plain readonly data; amounts in minor units.
 */
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

export interface BasketLine {
  readonly dealId: number;
  /** The product id: lines are merged by it and it becomes the order's dealVoucherProductId. */
  readonly id: number;
  readonly quantity: number;
  readonly dealType: 'default' | 'calendar';
  readonly title: string;
  readonly price: number;
  readonly originalPrice: number;
  readonly purchaseCap: number;
  readonly gift: boolean;
  readonly gifting: BasketGifting;
  readonly giftPack: boolean;
  /** Gift-wrap quantity. */
  readonly giftWrap: number;
  readonly deliveryOptionType?: string;
  readonly orderAddons: readonly Addon[];
}

export interface Basket {
  /** The basket token. */
  readonly id: string;
  readonly customerToken: string;
  readonly brand: string;
  readonly eligibleForVip: boolean;
  readonly products: readonly BasketLine[];
}
