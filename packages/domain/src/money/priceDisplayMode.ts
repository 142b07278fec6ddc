/**
 * Price display modes (spec 1 §3 "Price display modes": price hidden, show discount, show
 * indicative discount, show original price, show price, show VIP discount price, also drop-down
 * price) and the discount percentage shown beside a price.
 *
 * The spec names the modes and the deal flags they come from but not how they combine. Our
 * precedence, first match wins:
 *
 * 1. `display.showPrice` is false                                  -> PRICE_HIDDEN
 *    (a hidden price hides everything, including VIP and drop-down prices)
 * 2. a VIP shopper, `display.vipDiscountAllowed`, and a `vipPrice`
 *    strictly below `price`                                         -> SHOW_VIP_DISCOUNT_PRICE
 *    (the member's own, lowest price is the one worth showing)
 * 3. `productDisplay.type` is dropdown                             -> DROP_DOWN_PRICE
 *    (products of a drop-down deal have their own prices: show the chosen product's price and
 *    no deal-level saving, which would describe a different product)
 * 4. `display.discount`, a saving (`originalPrice > price`) and
 *    `priceIndicative`                                             -> SHOW_INDICATIVE_DISCOUNT
 * 5. `display.discount` and a saving                               -> SHOW_DISCOUNT
 * 6. a saving without the discount flag                            -> SHOW_ORIGINAL_PRICE
 *    (the struck-through original price, no percentage)
 * 7. otherwise                                                     -> SHOW_PRICE
 *
 * A discount flag without a saving falls through to SHOW_PRICE: "0% off" is never shown.
 *
 * "Price hidden" hides the deal's lead-in price (listings, the deal page before a choice, the list
 * of options), never the price of the option a shopper has chosen: nobody commits to pay an amount
 * they have not seen. A chosen product is shown by `chosenProductPriceDisplayMode`: the same
 * precedence with rule 1 left out.
 */
import * as O from 'fp-ts/Option';

export const PRICE_DISPLAY_MODES = [
  'PRICE_HIDDEN',
  'SHOW_DISCOUNT',
  'SHOW_INDICATIVE_DISCOUNT',
  'SHOW_ORIGINAL_PRICE',
  'SHOW_PRICE',
  'SHOW_VIP_DISCOUNT_PRICE',
  'DROP_DOWN_PRICE',
] as const;
export type PriceDisplayMode = (typeof PRICE_DISPLAY_MODES)[number];

/** The deal's `productDisplay.type` (spec 1 §3 Deal: "type dropdown, default or calendar"). */
export type ProductDisplayType = 'dropdown' | 'default' | 'calendar';

/** The display flags of a deal that choose its price display (spec 1 §3 Deal, "display flags"). */
export interface PriceDisplayFlags {
  readonly showPrice: boolean;
  readonly discount: boolean;
  readonly vipDiscountAllowed: boolean;
}

/**
 * The priced part of a deal (or of one of its products). Amounts in one unit, minor units by
 * convention; only their order and ratio matter here.
 */
export interface PricedItem {
  readonly price: number;
  readonly originalPrice: number;
  readonly vipPrice: O.Option<number>;
  readonly priceIndicative: boolean;
  readonly display: PriceDisplayFlags;
  readonly productDisplay: { readonly type: ProductDisplayType };
}

export interface PriceViewer {
  readonly vipUser: boolean;
}

/** A saving exists when the original price is strictly above the price. */
export const hasSaving = (item: Pick<PricedItem, 'price' | 'originalPrice'>): boolean =>
  item.originalPrice > item.price;

/** What the VIP discount price rule reads: the price, the VIP price and the deal's vipDiscountAllowed flag. */
export interface VipDiscountPriced {
  readonly price: number;
  readonly vipPrice: O.Option<number>;
  readonly vipDiscountAllowed: boolean;
}

/**
 * The VIP discount price a deal offers (spec 1 §3 "show VIP discount price", display flag
 * vipDiscountAllowed): its VIP price when the deal allows the VIP discount and the VIP price is
 * strictly below the price; none otherwise. The one home of the rule: the listing card's badge,
 * the deal page's VIP line, the booking calendar's VIP stay price and the listing's VIP filter
 * (adapters-sql `VIP_DISCOUNT_PRICE_SQL`, checked against this function) all follow it.
 */
export const vipDiscountPrice = (item: VipDiscountPriced): O.Option<number> =>
  item.vipDiscountAllowed ? O.filter((vip: number) => vip < item.price)(item.vipPrice) : O.none;

/** The VIP price applies to a VIP shopper on a deal that offers a VIP discount price. */
export const vipPriceApplies = (item: PricedItem, viewer: PriceViewer): boolean =>
  viewer.vipUser &&
  O.isSome(
    vipDiscountPrice({
      price: item.price,
      vipPrice: item.vipPrice,
      vipDiscountAllowed: item.display.vipDiscountAllowed,
    }),
  );

/** The mode, by the precedence documented at the top of this file. */
export const priceDisplayMode = (item: PricedItem, viewer: PriceViewer): PriceDisplayMode => {
  if (!item.display.showPrice) return 'PRICE_HIDDEN';
  if (vipPriceApplies(item, viewer)) return 'SHOW_VIP_DISCOUNT_PRICE';
  if (item.productDisplay.type === 'dropdown') return 'DROP_DOWN_PRICE';
  if (!hasSaving(item)) return 'SHOW_PRICE';
  if (!item.display.discount) return 'SHOW_ORIGINAL_PRICE';
  return item.priceIndicative ? 'SHOW_INDICATIVE_DISCOUNT' : 'SHOW_DISCOUNT';
};

/** The mode of a product the shopper has chosen: never PRICE_HIDDEN (see the top of this file). */
export const chosenProductPriceDisplayMode = (item: PricedItem, viewer: PriceViewer): PriceDisplayMode =>
  priceDisplayMode({ ...item, display: { ...item.display, showPrice: true } }, viewer);

/**
 * The whole percentage saved, rounded down and kept within 0..100: 2000 from 5000 is 60, 1999
 * from 3000 is 33. No saving, a non-positive original price or a non-finite amount gives 0; a
 * negative price gives 100.
 */
export const discountPercentage = (price: number, originalPrice: number): number => {
  if (!Number.isFinite(price) || !Number.isFinite(originalPrice) || originalPrice <= 0) return 0;
  const percentage = Math.floor(((originalPrice - price) * 100) / originalPrice);
  return Math.min(100, Math.max(0, percentage));
};
