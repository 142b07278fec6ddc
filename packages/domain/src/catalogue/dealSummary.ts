/**
 * What a listing shows of a deal: the card on a homepage, location page or search result.
 * Money is in minor units; `closingAt` is an ISO-8601 instant.
 */
import type { CurrencyCode, SiteKey } from '../site/site';

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
}

/** One page of a listing: the page's deals and, when the listing has one, its main (featured) deal. */
export interface DealPage {
  readonly deals: readonly DealSummary[];
  readonly mainDeal: DealSummary | null;
}

/** Whole-percent discount, rounded down, within 0..100 (the money family's rule). */
export { discountPercentage } from '../money/priceDisplayMode';
