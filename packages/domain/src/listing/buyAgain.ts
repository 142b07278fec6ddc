/**
 * Buy again (spec 1 §2 /buy-again; spec 2 §7.2 "/v1/buy-again/deals", §7.4 "GET buy-again deals"; §9 page size 10): the deals a
 * shopper bought before, most recently bought first, that can still be bought: not sold out and
 * not past the end of their closing day (an evergreen deal never closes).
 */
import type { DealSummary } from '../catalogue/dealSummary';
import { closingDayEnd } from '../deal/availability';
import { BUY_AGAIN_PAGE_SIZE } from './pageSizes';

export const canBuyAgain = (deal: DealSummary, now: number): boolean =>
  !deal.soldOut && (deal.evergreen || closingDayEnd(new Date(deal.closingAt)).getTime() >= now);

/** The deals to offer again, in the order given (most recently bought first), at most a page. */
export const buyAgainDeals = (bought: readonly DealSummary[], now: number): readonly DealSummary[] =>
  bought.filter((deal) => canBuyAgain(deal, now)).slice(0, BUY_AGAIN_PAGE_SIZE);
