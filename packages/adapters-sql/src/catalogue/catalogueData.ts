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
}
export interface CategoryRow {
  readonly id: number;
  readonly parentId: number | null;
  readonly shortName: string;
  readonly name: string;
  readonly canonicalPathType: string;
}
export interface MerchantRow {
  readonly id: number;
  readonly name: string;
  readonly displayName: string;
  readonly address: string;
  readonly lat: number;
  readonly lon: number;
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
}

export interface CatalogueData {
  readonly sites: readonly SiteRow[];
  readonly locations: readonly LocationRow[];
  readonly categories: readonly CategoryRow[];
  readonly merchants: readonly MerchantRow[];
  readonly deals: readonly DealRow[];
  readonly products: readonly ProductRow[];
}
