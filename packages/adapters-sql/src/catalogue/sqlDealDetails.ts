/**
 * DealDetails over SQL: one deal with its merchant, location, categories and products, mapped to
 * the domain's `DealDetail`; and a deal's reviews, one page at a time. Deals come back whatever
 * their dates; whether they show is the core's decision (`open` is as of this adapter's clock; the
 * deal page rules judge it again at their own instant, since deal data is cached).
 *
 * Derived per product (the schema stores caps and what is left of them):
 * - left for the day: `remaining_for_day`, else the `daily_cap` untouched, else the stock; never
 *   more than the stock (`total_remaining`). The same for the week.
 * - the daily (weekly) cap is reached when the product has a daily (weekly) cap and nothing is
 *   left of it; sold out when no stock is left or the deal is sold out.
 * - `max_per_user` is every shopper's allowance (`userDealInfo`); an anonymous shopper has bought
 *   none, so what they can currently buy is the whole allowance.
 * - the total price is `total_price_minor`, else the price plus the admin fee.
 * Per deal: what is left for the day (week) is the sum over its products; its cap flags are set
 * when every product has reached that cap.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import type {
  Address,
  DealDetail,
  DealDetailProduct,
  ReviewPage,
  ReviewSort,
  ReviewsRequest,
} from '@kerching/domain/catalogue';
import type { ProductDisplayType } from '@kerching/domain/money';
import { isProductSoldOut, remainingOfCap } from '@kerching/domain/deal';
import { domainError } from '@kerching/domain/shared';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealDetails } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';
import { MERCHANT_OTHER_ADDRESSES } from './merchantAddresses';

interface DealDetailRow {
  readonly id: number;
  readonly site_key: SiteKey;
  readonly url_path: string;
  readonly title: string;
  readonly headline: string;
  readonly description: string;
  readonly fine_print: string;
  readonly price_minor: number;
  readonly original_price_minor: number;
  readonly vip_price_minor: number | null;
  readonly currency: CurrencyCode;
  readonly image_id: string;
  readonly image_ids: readonly string[] | null;
  readonly opens_at: Date | string;
  readonly closing_at: Date | string;
  readonly sold_out: boolean;
  readonly deal_type: 'default' | 'calendar';
  readonly display_type: ProductDisplayType;
  readonly evergreen: boolean;
  readonly last_chance: boolean;
  readonly enable_buy_closed_deal: boolean;
  readonly early_bird: boolean;
  readonly price_per_person: boolean;
  readonly price_indicative: boolean;
  readonly show_price: boolean;
  readonly show_discount: boolean;
  readonly vip_only: boolean;
  readonly vip_discount_allowed: boolean;
  readonly deposit_price_minor: number | null;
  readonly is_travel: boolean;
  readonly nights: number | null;
  readonly gift_packable: boolean;
  readonly click_and_collect: boolean;
  readonly delivery_type: 'none' | 'other';
  readonly min_postage_price_minor: number;
  readonly purchase_cap: number;
  readonly social_cue_claim: string | null;
  readonly review_total: number;
  readonly review_average: number | string;
  readonly location_name: string;
  readonly location_short_name: string;
  readonly category_name: string;
  readonly category_short_name: string;
  readonly canonical_path_type: string;
  readonly subcategory_id: number | null;
  readonly subcategory_name: string | null;
  readonly subcategory_short_name: string | null;
  readonly merchant_name: string;
  readonly merchant_display_name: string;
  readonly merchant_address: string;
  readonly merchant_town: string;
  readonly merchant_postcode: string;
  readonly merchant_lat: number;
  readonly merchant_lon: number;
  readonly merchant_phone: string | null;
  readonly merchant_website: string | null;
  /** The merchant's other addresses, in order (MERCHANT_OTHER_ADDRESSES). */
  readonly merchant_other_addresses: ReadonlyArray<Address>;
}

interface ProductRow {
  readonly id: number;
  readonly friendly_name: string;
  readonly price_minor: number;
  readonly original_price_minor: number;
  readonly vip_price_minor: number | null;
  readonly purchase_cap: number;
  readonly total_remaining: number;
  readonly vip_exclusive: boolean;
  readonly daily_cap: number | null;
  readonly weekly_cap: number | null;
  readonly remaining_for_day: number | null;
  readonly remaining_for_week: number | null;
  readonly max_per_user: number | null;
  readonly admin_fee_minor: number;
  readonly total_price_minor: number | null;
  readonly total_bought: number;
  readonly nights: number | null;
  readonly gift_pack: boolean;
  readonly best_seller_claim: string | null;
}

interface ReviewRow {
  readonly id: number;
  readonly rating: number;
  readonly author: string;
  readonly title: string;
  readonly body: string;
  readonly created_at: Date | string;
}

const SELECT_DEAL = `
  SELECT d.id, d.site_key, d.url_path, d.title, d.headline, d.description, d.fine_print, d.price_minor,
         d.original_price_minor, d.vip_price_minor, d.currency, d.image_id, d.image_ids, d.opens_at, d.closing_at,
         d.sold_out, d.deal_type, d.display_type, d.evergreen, d.last_chance, d.enable_buy_closed_deal,
         d.early_bird, d.price_per_person, d.price_indicative, d.show_price, d.show_discount, d.vip_only,
         d.vip_discount_allowed, d.deposit_price_minor, d.is_travel, d.nights, d.gift_packable,
         d.click_and_collect, d.delivery_type, d.min_postage_price_minor, d.purchase_cap, d.social_cue_claim,
         d.review_total, d.review_average,
         l.name AS location_name, l.short_name AS location_short_name,
         c.name AS category_name, c.short_name AS category_short_name, c.canonical_path_type,
         sc.id AS subcategory_id, sc.name AS subcategory_name, sc.short_name AS subcategory_short_name,
         m.name AS merchant_name, m.display_name AS merchant_display_name, m.address AS merchant_address,
         m.town AS merchant_town, m.postcode AS merchant_postcode, m.lat AS merchant_lat, m.lon AS merchant_lon,
         m.phone AS merchant_phone, m.website AS merchant_website,
         ${MERCHANT_OTHER_ADDRESSES} AS merchant_other_addresses
    FROM deal d
    JOIN location l ON l.id = d.location_id
    JOIN category c ON c.id = d.category_id
    LEFT JOIN category sc ON sc.id = d.subcategory_id
    JOIN merchant m ON m.id = d.merchant_id
   WHERE d.site_key = $1 AND d.id = $2`;

const SELECT_PRODUCTS = `
  SELECT id, friendly_name, price_minor, original_price_minor, vip_price_minor, purchase_cap, total_remaining,
         vip_exclusive, daily_cap, weekly_cap, remaining_for_day, remaining_for_week, max_per_user,
         admin_fee_minor, total_price_minor, total_bought, nights, gift_pack, best_seller_claim
    FROM product
   WHERE deal_id = $1
   ORDER BY sort_order, id`;

const REVIEW_ORDER: Readonly<Record<ReviewSort, string>> = {
  recent: 'created_at DESC, id DESC',
  highest: 'rating DESC, created_at DESC, id DESC',
  lowest: 'rating ASC, created_at DESC, id DESC',
};

const instant = (value: Date | string): Date => new Date(value);

/** What is left of a cap (domain deal `remainingOfCap`); none without a cap. */
const leftOfCap = (remaining: number | null, cap: number | null): O.Option<number> =>
  remainingOfCap(O.fromNullable(remaining), O.fromNullable(cap));

const toProduct = (row: ProductRow, dealSoldOut: boolean): DealDetailProduct => {
  const leftToday = leftOfCap(row.remaining_for_day, row.daily_cap);
  const leftThisWeek = leftOfCap(row.remaining_for_week, row.weekly_cap);
  const capped = (left: O.Option<number>): number =>
    Math.min(row.total_remaining, O.getOrElse(() => row.total_remaining)(left));
  const reached = (left: O.Option<number>): boolean => O.isSome(left) && left.value <= 0;
  return {
    id: row.id,
    friendlyName: row.friendly_name,
    price: row.price_minor,
    originalPrice: row.original_price_minor,
    vipPrice: O.fromNullable(row.vip_price_minor),
    totalPrice: row.total_price_minor ?? row.price_minor + row.admin_fee_minor,
    adminFee: row.admin_fee_minor,
    soldOut: isProductSoldOut(dealSoldOut, row.total_remaining),
    purchaseCap: row.purchase_cap,
    dailyPurchaseCapReached: reached(leftToday),
    weeklyPurchaseCapReached: reached(leftThisWeek),
    ...(row.max_per_user === null
      ? {}
      : {
          userDealInfo: {
            maxQuantityUserCanBuy: row.max_per_user,
            maxQuantityUserCanCurrentlyBuy: row.max_per_user,
          },
        }),
    vipExclusive: row.vip_exclusive,
    totalBought: row.total_bought,
    totalRemaining: row.total_remaining,
    remainingForDay: capped(leftToday),
    remainingForWeek: capped(leftThisWeek),
    nights: O.fromNullable(row.nights),
    giftPack: row.gift_pack,
    ...(row.best_seller_claim === null ? {} : { bestSellerClaim: row.best_seller_claim }),
  };
};

const sum = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
const every = (products: readonly DealDetailProduct[], test: (p: DealDetailProduct) => boolean): boolean =>
  products.length > 0 && products.every(test);

/** An average rating to one decimal place (a `real` column reads back as 4.599999904632568). */
const rating = (value: number | string): number => Math.round(Number(value) * 10) / 10;

const toDealDetail = (row: DealDetailRow, productRows: readonly ProductRow[], now: Date): DealDetail => {
  const products = productRows.map((p) => toProduct(p, row.sold_out));
  const opensAt = instant(row.opens_at);
  return {
    id: row.id,
    site: row.site_key,
    urlPath: row.url_path,
    title: row.title,
    headline: row.headline,
    description: row.description,
    finePrint: row.fine_print,
    closingDate: instant(row.closing_at),
    opensAt,
    open: opensAt.getTime() <= now.getTime(),
    soldOut: row.sold_out,
    evergreen: row.evergreen,
    price: row.price_minor,
    originalPrice: row.original_price_minor,
    vipPrice: O.fromNullable(row.vip_price_minor),
    priceIndicative: row.price_indicative,
    currency: row.currency,
    pricePerPerson: row.price_per_person,
    minPostagePrice: row.min_postage_price_minor,
    deliveryType: row.delivery_type,
    dealType: row.deal_type,
    purchaseCap: row.purchase_cap,
    totalRemainingForDay: sum(products.map((p) => p.remainingForDay)),
    totalRemainingForWeek: sum(products.map((p) => p.remainingForWeek)),
    dailyPurchaseCapReached: every(products, (p) => p.dailyPurchaseCapReached),
    weeklyPurchaseCapReached: every(products, (p) => p.weeklyPurchaseCapReached),
    enableBuyClosedDeal: row.enable_buy_closed_deal,
    depositPrice: O.fromNullable(row.deposit_price_minor),
    isTravel: row.is_travel,
    nights: O.fromNullable(row.nights),
    vipOnly: row.vip_only,
    giftPackable: row.gift_packable,
    business: {
      name: row.merchant_name,
      displayName: row.merchant_display_name,
      mainAddress: {
        line: row.merchant_address,
        town: row.merchant_town,
        postcode: row.merchant_postcode,
        lat: row.merchant_lat,
        lon: row.merchant_lon,
      },
      otherAddresses: row.merchant_other_addresses,
      phone: O.fromNullable(row.merchant_phone),
      website: O.fromNullable(row.merchant_website),
    },
    location: { name: row.location_name, shortName: row.location_short_name },
    category: {
      name: row.category_name,
      shortName: row.category_short_name,
      canonicalPathType: row.canonical_path_type,
    },
    subCategory:
      row.subcategory_id === null
        ? O.none
        : O.some({
            id: row.subcategory_id,
            name: row.subcategory_name ?? '',
            shortName: row.subcategory_short_name ?? '',
          }),
    imageId: row.image_id,
    imageIds: row.image_ids ?? [],
    display: {
      discount: row.show_discount,
      showPrice: row.show_price,
      earlyBird: row.early_bird,
      lastChance: row.last_chance,
      clickAndCollectDeal: row.click_and_collect,
      vipDiscountAllowed: row.vip_discount_allowed,
    },
    productDisplay: { type: row.display_type },
    products,
    ...(row.review_total > 0
      ? { reviewSummary: { total: row.review_total, average: rating(row.review_average) } }
      : {}),
    ...(row.social_cue_claim === null ? {} : { socialCueClaim: row.social_cue_claim }),
  };
};

const unavailable = (error: unknown): CatalogError =>
  domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'deal query failed');

export class SqlDealDetails implements DealDetails {
  constructor(
    private readonly db: SqlClient,
    private readonly clock: Clock,
  ) {}

  byId(site: SiteKey, id: number): TE.TaskEither<CatalogError, O.Option<DealDetail>> {
    return TE.tryCatch(async () => {
      const [row] = await this.db.query<DealDetailRow>(SELECT_DEAL, [site, id]);
      if (row === undefined) return O.none;
      const products = await this.db.query<ProductRow>(SELECT_PRODUCTS, [id]);
      return O.some(toDealDetail(row, products, this.clock.now()));
    }, unavailable);
  }

  reviews(site: SiteKey, request: ReviewsRequest): TE.TaskEither<CatalogError, O.Option<ReviewPage>> {
    return TE.tryCatch(async () => {
      const [deal] = await this.db.query<{ total: number }>(
        'SELECT (SELECT count(*)::int FROM review r WHERE r.deal_id = d.id) AS total FROM deal d WHERE d.site_key = $1 AND d.id = $2',
        [site, request.dealId],
      );
      if (deal === undefined) return O.none;
      const rows =
        deal.total === 0
          ? []
          : await this.db.query<ReviewRow>(
              `SELECT id, rating, author, title, body, created_at FROM review WHERE deal_id = $1
                ORDER BY ${REVIEW_ORDER[request.sortBy]} LIMIT $2 OFFSET $3`,
              [request.dealId, request.size, request.page * request.size],
            );
      return O.some({
        reviews: rows.map((r) => ({
          id: r.id,
          rating: r.rating,
          author: r.author,
          title: r.title,
          body: r.body,
          createdAt: instant(r.created_at),
        })),
        total: deal.total,
        page: request.page,
        size: request.size,
        sortBy: request.sortBy,
      });
    }, unavailable);
  }
}
