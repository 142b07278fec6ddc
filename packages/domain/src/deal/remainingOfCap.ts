/**
 * What is left of a product's daily (weekly) purchase cap: its "remaining for the day" ("for the
 * week", spec 1 §5 "Deal purchase"). The count left once purchases started counting the cap down,
 * else the whole cap, untouched; none (no limit) for a product without that cap. The one home of
 * the rule: the deal page's products (adapters-sql sqlDealDetails) and, in SQL, what the basket
 * reads and what an order takes (adapters-sql `remainingOfCapSql`, checked against this function).
 */
import * as O from 'fp-ts/Option';

export const remainingOfCap = (remaining: O.Option<number>, cap: O.Option<number>): O.Option<number> =>
  O.isSome(remaining) ? remaining : cap;
