/**
 * The one SQL projection of a deal as a listing shows it (`DealSummary`), shared by every
 * repository that answers with deal cards (listings, search, a deal page's "more deals").
 * Use `DEAL_SUMMARY_FROM` after your own `SELECT ${DEAL_SUMMARY_COLUMNS}` and map rows with
 * `toDealSummary`. The deal table is aliased `d`, its location `l`, category `c`, sub-category
 * `sc` (may be null) and merchant `m`.
 */
import { type DealSummary, discountPercentage } from '@kerching/domain/catalogue';
import type { ProductDisplayType } from '@kerching/domain/money';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';

export interface DealSummaryRow {
  readonly id: number;
  readonly site_key: SiteKey;
  readonly url_path: string;
  readonly title: string;
  readonly headline: string;
  readonly price_minor: number;
  readonly original_price_minor: number;
  readonly currency: CurrencyCode;
  readonly image_id: string;
  readonly location_short_name: string;
  readonly location_name: string;
  readonly merchant_town: string;
  readonly category_short_name: string;
  readonly category_name: string;
  readonly subcategory_short_name: string | null;
  readonly merchant_name: string;
  readonly closing_at: Date | string;
  readonly sold_out: boolean;
  readonly vip_price_minor: number | null;
  readonly vip_only: boolean;
  readonly review_average: number | string;
  readonly review_total: number;
  readonly is_travel: boolean;
  readonly nights: number | null;
  readonly price_per_person: boolean;
  readonly price_indicative: boolean;
  readonly display_type: ProductDisplayType;
  readonly evergreen: boolean;
  readonly enable_buy_closed_deal: boolean;
  readonly show_discount: boolean;
  readonly show_price: boolean;
  readonly early_bird: boolean;
  readonly last_chance: boolean;
  readonly click_and_collect: boolean;
  readonly vip_discount_allowed: boolean;
}

export const DEAL_SUMMARY_COLUMNS = `d.id, d.site_key, d.url_path, d.title, d.headline, d.price_minor,
  d.original_price_minor, d.currency, d.image_id, l.short_name AS location_short_name, l.name AS location_name,
  c.short_name AS category_short_name, c.name AS category_name, sc.short_name AS subcategory_short_name,
  m.display_name AS merchant_name, m.town AS merchant_town, d.closing_at, d.sold_out, d.vip_price_minor, d.vip_only, d.review_average,
  d.review_total, d.is_travel, d.nights, d.price_per_person, d.price_indicative, d.display_type, d.evergreen,
  d.enable_buy_closed_deal, d.show_discount, d.show_price, d.early_bird, d.last_chance, d.click_and_collect, d.vip_discount_allowed`;

export const DEAL_SUMMARY_FROM = `deal d
  JOIN location l ON l.id = d.location_id
  JOIN category c ON c.id = d.category_id
  JOIN merchant m ON m.id = d.merchant_id
  LEFT JOIN category sc ON sc.id = d.subcategory_id`;

/**
 * The tables a listing's conditions may name (`d`, `l`, `c`, `m`), to pick and count deals rather
 * than show them. The joins are LEFT joins on the deal's required keys, so they find exactly what
 * inner joins would, and the planner drops each one the conditions do not name: a town's listing
 * reads the deal table alone.
 */
export const LISTING_FILTER_FROM = `deal d
  LEFT JOIN location l ON l.id = d.location_id
  LEFT JOIN category c ON c.id = d.category_id
  LEFT JOIN merchant m ON m.id = d.merchant_id`;

/** A review average stored as `real` comes back as 4.300000190734863: one decimal place is what it means. */
const oneDecimal = (value: number | string): number => Math.round(Number(value) * 10) / 10;

export const toDealSummary = (row: DealSummaryRow): DealSummary => ({
  id: row.id,
  site: row.site_key,
  urlPath: row.url_path,
  title: row.title,
  headline: row.headline,
  priceMinor: row.price_minor,
  originalPriceMinor: row.original_price_minor,
  currency: row.currency,
  discountPercentage: discountPercentage(row.price_minor, row.original_price_minor),
  imageId: row.image_id,
  locationShortName: row.location_short_name,
  categoryShortName: row.category_short_name,
  merchantName: row.merchant_name,
  closingAt: new Date(row.closing_at).toISOString(),
  soldOut: row.sold_out,
  locationName: row.location_name,
  merchantTown: row.merchant_town,
  categoryName: row.category_name,
  subCategoryShortName: row.subcategory_short_name,
  vipPriceMinor: row.vip_price_minor,
  vipOnly: row.vip_only,
  reviewAverage: oneDecimal(row.review_average),
  reviewTotal: row.review_total,
  isTravel: row.is_travel,
  nights: row.nights,
  pricePerPerson: row.price_per_person,
  priceIndicative: row.price_indicative,
  productDisplayType: row.display_type,
  evergreen: row.evergreen,
  enableBuyClosedDeal: row.enable_buy_closed_deal,
  display: {
    discount: row.show_discount,
    showPrice: row.show_price,
    earlyBird: row.early_bird,
    lastChance: row.last_chance,
    clickAndCollectDeal: row.click_and_collect,
    vipDiscountAllowed: row.vip_discount_allowed,
  },
});
