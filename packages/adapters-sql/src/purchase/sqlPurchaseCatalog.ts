/**
 * What the catalogue says about buying products: price, caps and what is left of them, dates, VIP
 * exclusivity, how many this customer already bought and whether they are a VIP member (their
 * account's `vip_user`; a guest is not). What is left for the day (week) is `remaining_for_day`,
 * else the untouched `daily_cap`, else unlimited (as the deal page reads it, sqlDealDetails.ts).
 */
import * as O from 'fp-ts/Option';
import type { PurchasableProduct } from '@kerching/domain/basket';
import type { PurchaseCatalog } from '@kerching/ports/purchase';
import type { ProductCalendar } from '@kerching/ports';
import type { DateString } from '@kerching/domain/calendar';
import { isProductSoldOut } from '@kerching/domain/deal';
import type { SqlClient } from '../sqlClient';
import { currencyOf, int, millis, siteKeyOf, sql } from './sqlSupport';
import { remainingOfCapSql } from '../catalogue/dealRulesSql';

interface Row {
  readonly id: number;
  readonly deal_id: number;
  readonly site_key: string;
  readonly title: string;
  readonly friendly_name: string;
  readonly currency: string;
  readonly price_minor: number;
  readonly original_price_minor: number;
  readonly admin_fee_minor: number;
  readonly delivery_type: string;
  readonly min_postage_price_minor: number;
  readonly deal_type: 'default' | 'calendar';
  readonly subcategory_id: number | null;
  readonly price_per_person: boolean;
  readonly purchase_cap: number;
  readonly total_remaining: number;
  readonly left_today: number | null;
  readonly left_week: number | null;
  readonly max_per_user: number | null;
  readonly bought: number | string;
  readonly vip_exclusive: boolean;
  readonly vip_user: boolean;
  readonly sold_out: boolean;
  readonly opens_at: Date | string;
  readonly closing_at: Date | string;
  readonly enable_buy_closed_deal: boolean;
  readonly last_chance: boolean;
  readonly is_travel: boolean;
  readonly gift_packable: boolean;
  readonly deposit_price_minor: number | null;
}

const unlimited = (value: number | null): number => (value === null ? Number.POSITIVE_INFINITY : int(value));

const toProduct = (row: Row): PurchasableProduct => ({
  productId: int(row.id),
  dealId: int(row.deal_id),
  site: siteKeyOf(row.site_key),
  dealTitle: row.title,
  productName: row.friendly_name,
  currency: currencyOf(row.currency),
  priceMinor: int(row.price_minor),
  originalPriceMinor: int(row.original_price_minor),
  adminFeeMinor: int(row.admin_fee_minor),
  delivered: row.delivery_type === 'other',
  postageMinor: int(row.min_postage_price_minor),
  dealType: row.deal_type,
  subcategoryId: O.fromNullable(row.subcategory_id),
  pricePerPerson: row.price_per_person,
  purchaseCap: int(row.purchase_cap),
  totalRemaining: int(row.total_remaining),
  remainingForDay: unlimited(row.left_today),
  remainingForWeek: unlimited(row.left_week),
  maxPerUser: O.fromNullable(row.max_per_user),
  boughtByCustomer: int(row.bought),
  vipExclusive: row.vip_exclusive,
  vipUser: row.vip_user,
  soldOut: isProductSoldOut(row.sold_out, int(row.total_remaining)),
  opensAt: millis(row.opens_at),
  closingAt: millis(row.closing_at),
  enableBuyClosedDeal: row.enable_buy_closed_deal,
  lastChance: row.last_chance,
  isTravel: row.is_travel,
  giftPackable: row.gift_packable,
  depositPriceMinor: O.fromNullable(row.deposit_price_minor),
  stay: O.none,
});

/** Products from SQL; their calendars from `calendar` (the deal page's, SqlProductCalendar). */
export class SqlPurchaseCatalog implements PurchaseCatalog {
  constructor(
    private readonly db: SqlClient,
    private readonly calendar: ProductCalendar,
  ) {}

  days(productId: number, from: DateString, to: DateString) {
    return this.calendar.days(productId, from, to);
  }

  products(productIds: readonly number[], customerId: O.Option<string>) {
    return sql(async () => {
      const rows = await this.db.query<Row>(
        `SELECT p.id, p.deal_id, d.site_key, d.title, p.friendly_name, d.currency, p.price_minor,
                p.original_price_minor, p.admin_fee_minor, d.delivery_type,
                d.min_postage_price_minor, d.deal_type, d.subcategory_id, d.price_per_person, p.purchase_cap,
                p.total_remaining, ${remainingOfCapSql('day', 'p.')} AS left_today,
                ${remainingOfCapSql('week', 'p.')} AS left_week, p.max_per_user,
                COALESCE(c.bought, 0) AS bought, d.sold_out, d.opens_at, d.closing_at, d.enable_buy_closed_deal,
                d.last_chance, d.is_travel, d.gift_packable, d.deposit_price_minor, p.vip_exclusive,
                COALESCE((SELECT u.vip_user FROM users u WHERE u.id = $2), false) AS vip_user
           FROM product p JOIN deal d ON d.id = p.deal_id
           LEFT JOIN customer_product_purchase c ON c.product_id = p.id AND c.customer_id = $2
          WHERE p.id = ANY($1::int[])`,
        [[...productIds], O.toNullable(customerId)],
      );
      return new Map(rows.map((row) => [int(row.id), toProduct(row)] as const));
    });
  }
}
