/**
 * The deals of a shopper's own lists (recently viewed, the wish list) with whether each has ended
 * for this visit. Apart from `dealSummary.ts`, so a deal card's code does not carry the sale rules.
 */
import { type DealVisit, saleWindow } from '../deal/availability';
import type { DealSummary } from './dealSummary';

/** A deal as a list of the shopper's own shows it: whether it can no longer be bought on this visit. */
export type ListedDeal = DealSummary & {
  /** Past its closing day and any days it stays on sale after (`dealSummaryEnded`). */
  readonly ended: boolean;
};

/**
 * Whether a deal a shopper saved or looked at has ended for this visit (spec 1 §4 "Deal
 * unavailability"): after the end of its closing day, unless it is a lastChance deal and the visit
 * keeps it on sale (from recently viewed, say) or it is still within its buy-closed-deal days.
 */
export const dealSummaryEnded = (
  deal: Pick<DealSummary, 'closingAt' | 'enableBuyClosedDeal' | 'display'>,
  now: Date,
  visit: DealVisit,
  utcOffsetMinutes = 0,
): boolean =>
  saleWindow(
    { closingDate: new Date(deal.closingAt), enableBuyClosedDeal: deal.enableBuyClosedDeal, display: deal.display },
    now,
    visit,
    utcOffsetMinutes,
  ) === 'CLOSED';

/** The deals of a shopper's list, each marked ended or not for this visit. */
export const listedDeals = (
  deals: ReadonlyArray<DealSummary>,
  now: Date,
  visit: DealVisit,
  utcOffsetMinutes = 0,
): ReadonlyArray<ListedDeal> =>
  deals.map((deal) => ({ ...deal, ended: dealSummaryEnded(deal, now, visit, utcOffsetMinutes) }));
