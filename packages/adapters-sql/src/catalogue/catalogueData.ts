/** A whole catalogue as rows to write: the demo seed, imports and benchmarks produce this. */
import type { CountryCode, CurrencyCode, SiteKey } from '@kerching/domain/site';

export interface SiteRow {
  readonly key: SiteKey;
  readonly brandSlug: string;
  readonly displayName: string;
  readonly countryCode: CountryCode;
  readonly currency: CurrencyCode;
}
export interface LocationRow {
  readonly id: number;
  readonly siteKey: SiteKey;
  readonly name: string;
  readonly shortName: string;
  readonly countryCode: CountryCode;
  readonly lat: number;
  readonly lon: number;
  readonly kind?: 'local' | 'national' | 'travel' | 'near-me';
  readonly parentId?: number | null;
}
export interface CategoryRow {
  readonly id: number;
  readonly parentId: number | null;
  readonly shortName: string;
  readonly name: string;
  readonly canonicalPathType: string;
  readonly sortOrder?: number;
  readonly navigationType?: 'travel' | 'international-travel' | null;
}
/** One of a merchant's other addresses (a chain's other branches). */
export interface MerchantAddressRow {
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly town?: string;
  readonly postcode?: string;
}
export interface MerchantRow {
  readonly id: number;
  readonly name: string;
  readonly displayName: string;
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
  readonly town?: string;
  readonly postcode?: string;
  readonly phone?: string | null;
  readonly website?: string | null;
  readonly vatNumber?: string | null;
  /** Where else a voucher can be used, in the order shown; none when absent. */
  readonly otherAddresses?: readonly MerchantAddressRow[];
}
export interface DealRow {
  readonly id: number;
  readonly siteKey: SiteKey;
  readonly locationId: number;
  readonly categoryId: number;
  readonly merchantId: number;
  readonly urlPath: string;
  readonly title: string;
  readonly headline: string;
  readonly priceMinor: number;
  readonly originalPriceMinor: number;
  readonly currency: CurrencyCode;
  readonly imageId: string;
  readonly opensAt: Date;
  readonly closingAt: Date;
  readonly soldOut: boolean;
  readonly popularity: number;
  readonly createdAt: Date;
  readonly subcategoryId?: number | null;
  readonly subsubcategoryId?: number | null;
  readonly description?: string;
  readonly finePrint?: string;
  readonly dealType?: 'default' | 'calendar';
  readonly displayType?: 'default' | 'dropdown' | 'calendar';
  readonly evergreen?: boolean;
  readonly lastChance?: boolean;
  readonly enableBuyClosedDeal?: boolean;
  readonly earlyBird?: boolean;
  readonly pricePerPerson?: boolean;
  readonly priceIndicative?: boolean;
  readonly showPrice?: boolean;
  readonly showDiscount?: boolean;
  readonly vipOnly?: boolean;
  readonly vipDiscountAllowed?: boolean;
  readonly vipPriceMinor?: number | null;
  readonly depositPriceMinor?: number | null;
  readonly isTravel?: boolean;
  readonly nights?: number | null;
  readonly giftPackable?: boolean;
  readonly clickAndCollect?: boolean;
  readonly wellness?: boolean;
  readonly deliveryType?: 'none' | 'other';
  readonly minPostagePriceMinor?: number;
  readonly purchaseCap?: number;
  readonly socialCueClaim?: string | null;
  readonly reviewTotal?: number;
  readonly reviewAverage?: number;
  readonly imageIds?: readonly string[];
  readonly tags?: readonly string[];
  /** Extra words to search by: merchant, category, location, tags. */
  readonly searchText?: string;
}
/**
 * One day of a product's booking calendar (spec 1 §3 "Calendar day"), for products of deals sold by
 * date: `date` is 'YYYY-MM-DD', prices are in minor units, stay lengths in nights (1 <= min <= max).
 */
export interface CalendarDayRow {
  readonly date: string;
  readonly minPriceMinor: number;
  readonly vipPriceMinor: number | null;
  readonly additionalCostText: string | null;
  readonly minLengthOfStay: number;
  readonly maxLengthOfStay: number;
  readonly openForArrival: boolean;
  readonly openForDeparture: boolean;
  readonly openForSale: boolean;
  readonly soldOut: boolean;
  readonly vipDiscountAllowed: boolean;
  /** Stays that may still include this night; absent when the day's rooms are not counted. */
  readonly rooms?: number;
}
export interface ProductRow {
  readonly id: number;
  readonly dealId: number;
  readonly friendlyName: string;
  readonly priceMinor: number;
  readonly originalPriceMinor: number;
  readonly vipPriceMinor: number | null;
  readonly purchaseCap: number;
  readonly totalRemaining: number;
  readonly sortOrder: number;
  readonly vipExclusive?: boolean;
  readonly dailyCap?: number | null;
  readonly weeklyCap?: number | null;
  readonly remainingForDay?: number | null;
  readonly remainingForWeek?: number | null;
  readonly maxPerUser?: number | null;
  readonly adminFeeMinor?: number;
  readonly totalPriceMinor?: number | null;
  readonly totalBought?: number;
  readonly nights?: number | null;
  readonly giftPack?: boolean;
  /** "Best seller" and the like, shown beside the option; none when absent or null. */
  readonly bestSellerClaim?: string | null;
  /** The product's booking calendar, one row per date; none for products not sold by date. */
  readonly calendar?: readonly CalendarDayRow[];
}
export interface ReviewRow {
  readonly id: number;
  readonly dealId: number;
  readonly rating: number;
  readonly author: string;
  readonly title: string;
  readonly body: string;
  readonly createdAt: Date;
}
export interface StaticPageRow {
  readonly siteKey: SiteKey;
  readonly slug: string;
  readonly title: string;
  /** Plain text; blank lines separate paragraphs, lines starting "## " are headings. */
  readonly body: string;
  readonly updatedAt: Date;
}
export interface GuideRow {
  readonly siteKey: SiteKey;
  readonly slug: string;
  readonly title: string;
  readonly summary: string;
  readonly body: string;
  readonly dealIds: readonly number[];
}
export interface DealFeedRow {
  readonly siteKey: SiteKey;
  readonly slug: string;
  readonly displayName: string;
  readonly description: string;
  readonly text?: string;
  readonly additionalText?: string;
  readonly redirectUrl?: string | null;
  readonly listicleView?: boolean;
  readonly categoryShortName?: string | null;
  readonly locationShortName?: string | null;
  readonly searchTag?: string | null;
  readonly maxPriceMinor?: number | null;
  readonly pageSize?: number;
}

export interface CatalogueData {
  readonly sites: readonly SiteRow[];
  readonly locations: readonly LocationRow[];
  readonly categories: readonly CategoryRow[];
  readonly merchants: readonly MerchantRow[];
  readonly deals: readonly DealRow[];
  readonly products: readonly ProductRow[];
  readonly reviews?: readonly ReviewRow[];
  readonly staticPages?: readonly StaticPageRow[];
  readonly guides?: readonly GuideRow[];
  readonly feeds?: readonly DealFeedRow[];
}
