/**
 * What a listing shows of a deal: the card on a homepage, location page, search result or a deal
 * page's "more deals". Money is in minor units; `closingAt` is an ISO-8601 instant. Absent values
 * are `null` (this is a wire shape, checked by the contract codec at both ends).
 *
 * Fields are only ever added (listing, search and deal-page code all read it).
 */
import type { ProductDisplayType } from '../money/priceDisplayMode';
import type { CurrencyCode, SiteKey } from '../site/site';

/** The deal's display flags a card needs (spec 1 §3 Deal "display flags"). */
export interface DealSummaryDisplay {
  /** Show the discount percentage (`display.discount`). */
  readonly discount: boolean;
  readonly showPrice: boolean;
  readonly earlyBird: boolean;
  readonly lastChance: boolean;
  readonly clickAndCollectDeal: boolean;
  readonly vipDiscountAllowed: boolean;
}

export interface DealSummary {
  readonly id: number;
  readonly site: SiteKey;
  readonly urlPath: string;
  readonly title: string;
  readonly headline: string;
  readonly priceMinor: number;
  readonly originalPriceMinor: number;
  readonly currency: CurrencyCode;
  readonly discountPercentage: number;
  readonly imageId: string;
  readonly locationShortName: string;
  readonly categoryShortName: string;
  readonly merchantName: string;
  readonly closingAt: string;
  readonly soldOut: boolean;
  /** The location's display name ("London", "Dublin South"); national and travel deals carry their section's. */
  readonly locationName: string;
  /** The merchant's town ("Kilkenny", "Lake Garda"), '' when not known: a trip's destination. */
  readonly merchantTown: string;
  /** The top category's display name ("Beauty & Spa"). */
  readonly categoryName: string;
  readonly subCategoryShortName: string | null;
  /** The VIP price of the deal, when it has one (shown to VIP members when `display.vipDiscountAllowed`). */
  readonly vipPriceMinor: number | null;
  /** Only VIP members can buy it. */
  readonly vipOnly: boolean;
  /** Review summary: 0 and 0 when the deal has no reviews. */
  readonly reviewAverage: number;
  readonly reviewTotal: number;
  readonly isTravel: boolean;
  /** Nights of a travel deal's lead product, when it has them. */
  readonly nights: number | null;
  /** The price is per person (a quantity of at least 2 is bought). */
  readonly pricePerPerson: boolean;
  readonly priceIndicative: boolean;
  /** `productDisplay.type`: chooses the drop-down price display mode. */
  readonly productDisplayType: ProductDisplayType;
  readonly evergreen: boolean;
  /** It can still be bought for a few days after its closing day (spec 1 §4 "buy-closed-deal"). */
  readonly enableBuyClosedDeal: boolean;
  readonly display: DealSummaryDisplay;
}

/** One page of a listing: the page's deals and, when the listing has one, its main (featured) deal. */
export interface DealPage {
  readonly deals: readonly DealSummary[];
  readonly mainDeal: DealSummary | null;
}

/**
 * Where a deal's card says it is: a trip's destination (its merchant's town, "Kilkenny"), which says
 * more than the travel section it is listed under ("Escapes"); any other deal's location ("Dublin",
 * or "National Deals" for one delivered anywhere).
 */
export const dealSummaryPlace = (deal: Pick<DealSummary, 'isTravel' | 'merchantTown' | 'locationName'>): string =>
  deal.isTravel && deal.merchantTown.trim() !== '' ? deal.merchantTown : deal.locationName;

/** Whole-percent discount, rounded down, within 0..100 (the money family's rule). */
export { discountPercentage } from '../money/priceDisplayMode';
