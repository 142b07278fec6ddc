/**
 * Which deals a list shows as on sale now (spec 1 §4 "Deal unavailability"; spec 2 §7.4 listings,
 * §7.5 search). The one home of the rule for every list of deals: the listing and search SQL
 * (adapters-sql `onSaleNowSql`, checked against this function on generated deals) and the
 * in-memory suggestions (`isSuggestable`).
 *
 * A deal is on sale now from its opening instant (`opensAt <= now`) until its closing instant
 * (`now < closingAt`). How a list reads it:
 * - `lastChanceStays`: a closed lastChance deal stays listed (search and its suggestions: reached
 *   from search, a lastChance deal stays available);
 * - `preview`: a deal preview lists deals that open later too.
 * Instants are epoch milliseconds.
 */

export interface OnSaleDeal {
  readonly opensAt: number;
  readonly closingAt: number;
  readonly lastChance: boolean;
}

export interface OnSaleReading {
  readonly lastChanceStays: boolean;
  readonly preview: boolean;
}

/** How a listing reads it: opened and not closed. */
export const LISTING_ON_SALE: OnSaleReading = { lastChanceStays: false, preview: false };

/** How search reads it: opened, and not closed unless it is a lastChance deal. */
export const SEARCH_ON_SALE: OnSaleReading = { lastChanceStays: true, preview: false };

export const onSaleNow = (deal: OnSaleDeal, now: number, reading: OnSaleReading): boolean =>
  (reading.preview || deal.opensAt <= now) && (now < deal.closingAt || (reading.lastChanceStays && deal.lastChance));
