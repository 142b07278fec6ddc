/**
 * What a deal page offers a shopper at one instant (spec 1 §4 "Deal unavailability", §5 "Deal
 * purchase", §5 display rules): the deal family's rules applied to a `DealDetail`, one place, so
 * the API and the page say the same.
 *
 * - `open` is recomputed from `opensAt` at `now`: cached deal data never freezes it.
 * - Availability: the deal family's `dealAvailability` (missing, sold out, not open, closed with the
 *   lastChance and buy-closed-deal exceptions, every product at cap), with the sale window.
 * - `availableUntil`: the end of the closing day while open; 4 days later for a buy-closed-deal;
 *   none for a lastChance sale (it has no end).
 * - Per product: the quantity the shopper can buy is the deal family's minimum of the product or
 *   deal cap, the product's remaining for the day and the week (each no more than the deal's), and
 *   the shopper's allowance; the minimum quantity is 2 for a price-per-person deal; a product is
 *   buyable when the deal is, it is not sold out, not VIP-exclusive for a non-VIP shopper, and the
 *   shopper can buy at least the minimum. The default quantity is the minimum when buyable, else 0.
 *   When the most the shopper can buy is below the deal's "maximum per deal per day", the product
 *   says so (`quantityLimitNotice`), so the quantity stepper's stop is explained.
 * - Prices: the deal's mode for its lead-in price (PRICE_HIDDEN included); each product's mode is
 *   the one of a chosen product, which is never hidden (money/priceDisplayMode.ts).
 * - A calendar deal needs check-in and check-out dates before it can be bought (`stayDatesRequired`).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type DealUnavailableCode,
  type DealVisit,
  type GoodReviewConfig,
  type SaleWindow,
  BUY_CLOSED_DEAL_DAYS,
  DAY_MS,
  closingDayEnd,
  dealAvailability,
  hasHighTotalPrice,
  minimumQuantity,
  optionQuantityLimitNotice,
  purchaseCapNotice,
  quantityLimitsFor,
  quantityUserCanBuy,
  saleWindow,
  selectedQuantity,
  showsAdminFeeNotice,
  showsBestSellerClaim,
  showsGoodReview,
  showsSocialCue,
} from '../deal/index';
import {
  DEAL_UNAVAILABLE_NOTICES,
  type DealNotice,
  LAST_CHANCE_NOTICE,
  buyClosedDealNotice,
  dealOpensNotice,
} from '../deal/messages';
import { needsStayDates } from '../basket/stayDates';
import {
  type PriceDisplayMode,
  chosenProductPriceDisplayMode,
  discountPercentage,
  priceDisplayMode,
} from '../money/priceDisplayMode';
import { formatCalendarDay } from '../text/calendarDay';
import { canBuyProduct } from '../vip/vipPrice';
import type { DealDetail, DealDetailProduct } from './dealDetail';

export interface DealOfferContext {
  readonly now: Date;
  readonly visit: DealVisit;
  /** The site's offset from UTC at `now`, in minutes (60 during British and Irish Summer Time). */
  readonly utcOffsetMinutes: number;
  readonly vipUser: boolean;
  readonly goodReview: GoodReviewConfig;
  /** The page is a deal path (the admin-fee notice shows only there). */
  readonly onDealPath: boolean;
}

export type DealAvailabilityState =
  /** The sale window is never CLOSED when the deal is available. */
  | { readonly kind: 'available'; readonly saleWindow: SaleWindow }
  | { readonly kind: 'unavailable'; readonly code: DealUnavailableCode };

export interface ProductOffer {
  readonly productId: number;
  readonly buyable: boolean;
  /** The most this shopper can buy now (0 when none). */
  readonly maxQuantity: number;
  readonly minQuantity: number;
  readonly defaultQuantity: number;
  readonly soldOut: boolean;
  /** Every unit the shopper could buy today or this week is gone. */
  readonly limitReached: boolean;
  /** VIP-exclusive and the shopper is not a VIP member. */
  readonly vipOnly: boolean;
  /** The mode of this product once chosen: never PRICE_HIDDEN. */
  readonly priceDisplayMode: PriceDisplayMode;
  readonly discountPercentage: number;
  /** "You can buy up to n of this option" when n, above 0, is below the deal's maximum per day. */
  readonly quantityLimitNotice: O.Option<string>;
  /** The product's best-seller claim ("Best seller"), when it has text to show. */
  readonly bestSellerClaim: O.Option<string>;
}

export interface DealOffer {
  readonly deal: DealDetail;
  readonly availability: DealAvailabilityState;
  /** The last instant of the closing day. */
  readonly closesAt: Date;
  /** The site's offset from UTC the rules used, for showing days. */
  readonly utcOffsetMinutes: number;
  readonly availableUntil: O.Option<Date>;
  readonly products: readonly ProductOffer[];
  readonly priceDisplayMode: PriceDisplayMode;
  readonly discountPercentage: number;
  readonly vipDiscountPercentage: number;
  readonly purchaseCapNotice: string;
  /** A calendar deal: it cannot be bought without check-in and check-out dates. */
  readonly stayDatesRequired: boolean;
  readonly highTotalPrice: boolean;
  readonly adminFeeNotice: boolean;
  readonly goodReview: boolean;
  readonly socialCue: boolean;
}

const priceItem = (
  deal: DealDetail,
  item: Pick<DealDetail, 'price' | 'originalPrice' | 'vipPrice'>,
): Parameters<typeof priceDisplayMode>[0] => ({
  price: item.price,
  originalPrice: item.originalPrice,
  vipPrice: item.vipPrice,
  priceIndicative: deal.priceIndicative,
  display: deal.display,
  productDisplay: deal.productDisplay,
});

const productOffer = (
  deal: DealDetail,
  product: DealDetailProduct,
  dealBuyable: boolean,
  context: DealOfferContext,
): ProductOffer => {
  const limits = quantityLimitsFor(
    {
      purchaseCap: deal.purchaseCap,
      totalRemainingForDay: Math.min(deal.totalRemainingForDay, product.remainingForDay),
      totalRemainingForWeek: Math.min(deal.totalRemainingForWeek, product.remainingForWeek, product.totalRemaining),
    },
    product,
  );
  const maxQuantity = quantityUserCanBuy(limits);
  const minQuantity = minimumQuantity(deal);
  const soldOut = product.soldOut || deal.soldOut;
  const limitReached = product.dailyPurchaseCapReached || product.weeklyPurchaseCapReached;
  const vipOnly = !canBuyProduct(product, context);
  const buyable = dealBuyable && !soldOut && !limitReached && !vipOnly && maxQuantity >= minQuantity;
  const max = buyable ? maxQuantity : 0;
  return {
    productId: product.id,
    buyable,
    maxQuantity: max,
    minQuantity,
    defaultQuantity: buyable ? selectedQuantity(minQuantity, maxQuantity, deal) : 0,
    soldOut,
    limitReached,
    vipOnly,
    priceDisplayMode: chosenProductPriceDisplayMode(priceItem(deal, product), context),
    discountPercentage: discountPercentage(product.price, product.originalPrice),
    quantityLimitNotice: optionQuantityLimitNotice(max, deal),
    bestSellerClaim: showsBestSellerClaim(product) ? O.fromNullable(product.bestSellerClaim?.trim()) : O.none,
  };
};

const availableUntil = (window: SaleWindow, closesAt: Date): O.Option<Date> => {
  switch (window) {
    case 'OPEN':
      return O.some(closesAt);
    case 'BUY_CLOSED_DEAL':
      return O.some(new Date(closesAt.getTime() + BUY_CLOSED_DEAL_DAYS * DAY_MS));
    case 'LAST_CHANCE':
    case 'CLOSED':
      return O.none;
  }
};

export const dealOffer = (stored: DealDetail, context: DealOfferContext): DealOffer => {
  const deal: DealDetail = { ...stored, open: stored.opensAt.getTime() <= context.now.getTime() };
  const availabilityContext = { now: context.now, visit: context.visit, utcOffsetMinutes: context.utcOffsetMinutes };
  const window = saleWindow(deal, context.now, context.visit, context.utcOffsetMinutes);
  const availability: DealAvailabilityState = E.match(
    (error: { readonly code: DealUnavailableCode }): DealAvailabilityState => ({
      kind: 'unavailable',
      code: error.code,
    }),
    (): DealAvailabilityState => ({ kind: 'available', saleWindow: window }),
  )(dealAvailability(O.some(deal), availabilityContext));
  const closesAt = closingDayEnd(deal.closingDate, context.utcOffsetMinutes);
  const buyable = availability.kind === 'available';
  return {
    deal,
    availability,
    closesAt,
    utcOffsetMinutes: context.utcOffsetMinutes,
    availableUntil: buyable ? availableUntil(window, closesAt) : O.none,
    products: deal.products.map((product) => productOffer(deal, product, buyable, context)),
    priceDisplayMode: priceDisplayMode(priceItem(deal, deal), context),
    discountPercentage: discountPercentage(deal.price, deal.originalPrice),
    vipDiscountPercentage: O.match(
      () => 0,
      (vip: number) => discountPercentage(vip, deal.originalPrice),
    )(deal.vipPrice),
    purchaseCapNotice: purchaseCapNotice(deal),
    stayDatesRequired: needsStayDates(deal),
    highTotalPrice: hasHighTotalPrice(deal),
    adminFeeNotice: showsAdminFeeNotice(deal, context.onDealPath),
    goodReview: showsGoodReview(deal, context.goodReview),
    socialCue: showsSocialCue(deal),
  };
};

/**
 * What the page says about availability: nothing for an ordinary open sale; the lastChance or
 * buy-closed-deal notice (with its last day) for a sale after closing; why it cannot be bought
 * (with the opening day for a deal not on sale yet).
 */
export const dealAvailabilityNotice = (
  offer: Pick<DealOffer, 'availability' | 'availableUntil' | 'utcOffsetMinutes'> & {
    readonly deal: Pick<DealDetail, 'opensAt'>;
  },
): O.Option<DealNotice> => {
  const state = offer.availability;
  if (state.kind === 'unavailable') {
    return O.some(
      state.code === 'DEAL.NOT_OPEN'
        ? dealOpensNotice(formatCalendarDay(offer.deal.opensAt, offer.utcOffsetMinutes))
        : DEAL_UNAVAILABLE_NOTICES[state.code],
    );
  }
  switch (state.saleWindow) {
    case 'LAST_CHANCE':
      return O.some(LAST_CHANCE_NOTICE);
    case 'BUY_CLOSED_DEAL':
      return O.some(
        buyClosedDealNotice(
          O.match(
            () => 'soon',
            (until: Date) => formatCalendarDay(until, offer.utcOffsetMinutes),
          )(offer.availableUntil),
        ),
      );
    case 'OPEN':
    case 'CLOSED':
      return O.none;
  }
};
