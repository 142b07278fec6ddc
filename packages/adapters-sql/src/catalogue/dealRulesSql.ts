/**
 * The domain's deal rules that SQL must filter or order by, each written once here as a fragment over the
 * `deal` row aliased `d`, and used by every query that needs it (listing, search). Each fragment
 * is checked against its domain function on generated deals, on PGlite and PostgreSQL
 * (dealRulesSql.property.test.ts).
 */
import type { OnSaleReading } from '@kerching/domain/deal';

/**
 * Domain money `vipDiscountPrice` is some: the deal allows the VIP discount and its VIP price is
 * strictly below its price (the listing's VIP filter and "VIP price" feature).
 */
export const VIP_DISCOUNT_PRICE_SQL =
  '(d.vip_discount_allowed AND d.vip_price_minor IS NOT NULL AND d.vip_price_minor < d.price_minor)';

/**
 * Domain deal `onSaleNow` at the instant `now` (a placeholder such as `$2`), as `reading` reads it:
 * the listing's (`LISTING_ON_SALE`, or a preview's) and search's and its suggestions'
 * (`SEARCH_ON_SALE`).
 */
export const onSaleNowSql = (now: string, reading: OnSaleReading): string => {
  const opened = reading.preview ? [] : [`d.opens_at <= ${now}`];
  const open = reading.lastChanceStays ? `(d.closing_at > ${now} OR d.last_chance)` : `d.closing_at > ${now}`;
  return `(${[...opened, open].join(' AND ')})`;
};

/**
 * Domain deal `remainingOfCap` of a product row (`table` is its alias with the dot, or ''): what
 * is left for the day (week), NULL when the product has no daily (weekly) cap.
 */
export const remainingOfCapSql = (period: 'day' | 'week', table = ''): string =>
  period === 'day'
    ? `COALESCE(${table}remaining_for_day, ${table}daily_cap)`
    : `COALESCE(${table}remaining_for_week, ${table}weekly_cap)`;

/**
 * Domain money `discountPercentage` of a deal row (`table` is its alias with the dot, or ''): the
 * whole percentage off the original price that cards and the deal page show, rounded down and kept
 * in 0..100; 0 without an original price. The listing's and search's "discount" sort order by it,
 * highest first (ADR 62). The product is taken in 64 bits: a price near 2^31 times 100 overflows
 * an integer.
 */
export const discountPercentageSql = (table = ''): string =>
  `(CASE WHEN ${table}original_price_minor > 0
     THEN greatest(0, least(100, (${table}original_price_minor - ${table}price_minor)::int8 * 100 / ${table}original_price_minor))::int
     ELSE 0 END)`;

/**
 * Domain search `PRICE_BANDS`: the index of the band a deal row's price falls in (0 for the
 * cheapest), given `thresholds`, a placeholder holding PRICE_BAND_THRESHOLDS_MINOR as an int[].
 * Search counts and filters its price bands by it.
 */
export const priceBandSql = (thresholds: string, table = ''): string =>
  `width_bucket(${table}price_minor, ${thresholds})`;
