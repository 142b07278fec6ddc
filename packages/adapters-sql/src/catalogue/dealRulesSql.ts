/**
 * The domain's deal rules that SQL must filter by, each written once here as a fragment over the
 * `deal` row aliased `d`, and used by every query that needs it (listing, search). Each fragment
 * is checked against its domain function on generated deals, on PGlite and PostgreSQL
 * (dealRulesSql.property.test.ts).
 */

/**
 * Domain money `vipDiscountPrice` is some: the deal allows the VIP discount and its VIP price is
 * strictly below its price (the listing's VIP filter and "VIP price" feature).
 */
export const VIP_DISCOUNT_PRICE_SQL =
  '(d.vip_discount_allowed AND d.vip_price_minor IS NOT NULL AND d.vip_price_minor < d.price_minor)';
