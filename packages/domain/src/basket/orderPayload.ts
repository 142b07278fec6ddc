/**
 * The order payload line built from a basket line (spec 1 §3 "Order payload line", spec 2 §7.7):
 * dealVoucherProductId, deliveryOptionType, gift, gifting, giftPack, giftWrap, orderAddons, quantity.
 */
import type { Addon, BasketGifting, BasketLine } from './basket';
import { ADDON_TYPE_VVE } from './constants';
import { giftWrapQuantity } from './gifting';

export interface OrderPayloadLine {
  readonly dealVoucherProductId: number;
  readonly deliveryOptionType?: string;
  readonly gift: boolean;
  readonly gifting: BasketGifting;
  readonly giftPack: boolean;
  readonly giftWrap: number;
  readonly orderAddons: readonly Addon[];
  readonly quantity: number;
}

/** The basket line's product id becomes dealVoucherProductId; the gift-wrap quantity is floored at 0. */
export const orderPayloadLine = (line: BasketLine): OrderPayloadLine => ({
  dealVoucherProductId: line.id,
  ...(line.deliveryOptionType === undefined ? {} : { deliveryOptionType: line.deliveryOptionType }),
  gift: line.gift,
  gifting: line.gifting,
  giftPack: line.giftPack,
  giftWrap: giftWrapQuantity(line.giftWrap),
  orderAddons: line.orderAddons,
  quantity: line.quantity,
});

/** An addon of type VVE (POST basket/{token}/addon). */
export const vveAddon = (productId: number, quantity: number): Addon => ({
  addonType: ADDON_TYPE_VVE,
  productId,
  quantity,
});
