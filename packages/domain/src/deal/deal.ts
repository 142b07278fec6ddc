/**
 * The deal model (spec 1 §3 "Deal" and "Product within a deal"), reduced to the fields the deal rules
 * need. Plain readonly data: amounts in minor units (pence, cent), instants as `Date`.
 */
import type { CurrencyCode } from '../site/site';

export interface ReviewSummary {
  readonly total: number;
  readonly average: number;
}

/** The display flags of a deal that the rules read (spec 1 §3 "display flags"). */
export interface DealDisplay {
  readonly lastChance: boolean;
}

/** What the server knows about the current shopper and one product (`userDealInfo`). */
export interface UserDealInfo {
  readonly maxQuantityUserCanBuy: number;
  /** The shopper's remaining allowance: what they may still buy now. */
  readonly maxQuantityUserCanCurrentlyBuy: number;
}

export interface DealProduct {
  readonly id: number;
  readonly friendlyName: string;
  readonly price: number;
  readonly originalPrice: number;
  /** The price of the product including everything charged with it, minor units. */
  readonly totalPrice: number;
  /** Admin fee charged with the product, minor units. */
  readonly adminFee: number;
  readonly soldOut: boolean;
  /** A product-level purchase cap; when absent the deal's `purchaseCap` applies. */
  readonly purchaseCap?: number;
  /**
   * Per-product view of the deal's cap flags (our addition, so that "every product at its daily or
   * weekly cap" can be read product by product).
   */
  readonly dailyPurchaseCapReached: boolean;
  readonly weeklyPurchaseCapReached: boolean;
  readonly bestSellerClaim?: string;
  readonly subcategory?: number;
  /** Absent for an anonymous visitor: no per-user allowance applies. */
  readonly userDealInfo?: UserDealInfo;
}

export interface Deal {
  readonly id: number;
  readonly urlPath: string;
  readonly title: string;
  /** The closing day: the deal is open through the end of that calendar day (see `closingDayEnd`). */
  readonly closingDate: Date;
  /** Published and on sale; closing is judged separately from `closingDate`. */
  readonly open: boolean;
  readonly soldOut: boolean;
  readonly price: number;
  readonly originalPrice: number;
  readonly currency: CurrencyCode;
  readonly pricePerPerson: boolean;
  readonly purchaseCap: number;
  readonly totalRemainingForDay: number;
  readonly totalRemainingForWeek: number;
  readonly dailyPurchaseCapReached: boolean;
  readonly weeklyPurchaseCapReached: boolean;
  readonly enableBuyClosedDeal: boolean;
  readonly display: DealDisplay;
  readonly reviewSummary?: ReviewSummary;
  readonly socialCueClaim?: string;
  readonly products: readonly DealProduct[];
}
