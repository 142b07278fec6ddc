/**
 * Deal availability (spec 1 §4 "Deal unavailability", spec 2 §9 "Buy-closed-deal up to 4 days after
 * closing").
 *
 * A deal is unavailable when it is missing, sold out, not open, closed, or every product is at its
 * daily or weekly cap. The first reason that applies is reported, in that order.
 *
 * Closing: `closingDate` names a calendar day and the deal is open through 23:59:59.999 of that
 * day. Calendar days are UTC days unless the caller passes the site's offset from UTC in minutes
 * (e.g. 60 during British Summer Time); the offset is a parameter because the domain has no clock
 * and no time-zone database.
 *
 * After closing a deal is unavailable, except:
 * - a lastChance deal stays available, with no end, when the visitor came via search, recommended,
 *   recently viewed, sponsored search (usr_src), an email-deals page or an st_cid link;
 * - a deal with enableBuyClosedDeal can be bought up to 4 days after the end of its closing day.
 *
 * `open` is read as the publication flag (the deal is live); closing is judged from `closingDate`.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { BUY_CLOSED_DEAL_DAYS, DAY_MS, LAST_CHANCE_USR_SRC_VALUES, SPONSORED_SEARCH_USR_SRC_PREFIX } from './constants';
import type { Deal, DealProduct } from './deal';

export type DealUnavailableCode =
  'DEAL.MISSING' | 'DEAL.SOLD_OUT' | 'DEAL.NOT_OPEN' | 'DEAL.CLOSED' | 'DEAL.CAP_REACHED';

export type DealUnavailable = DomainError<DealUnavailableCode>;

/** The last instant of the closing day: 23:59:59.999 local time at the given offset from UTC. */
export const closingDayEnd = (closingDate: Date, utcOffsetMinutes = 0): Date => {
  const offsetMs = utcOffsetMinutes * 60_000;
  const localDayStart = Math.floor((closingDate.getTime() + offsetMs) / DAY_MS) * DAY_MS;
  return new Date(localDayStart + DAY_MS - 1 - offsetMs);
};

/** How the visitor reached the deal page (spec 1 §2 deal page query parameters). */
export interface DealVisit {
  /** The `usr_src` query parameter. */
  readonly usrSrc?: string | undefined;
  /** The `st_cid` query parameter. */
  readonly stCid?: string | undefined;
  /** The visitor came from an email-deals page. */
  readonly fromEmailDealsPage?: boolean | undefined;
}

export type LastChanceSource =
  (typeof LAST_CHANCE_USR_SRC_VALUES)[number] | 'sponsoredSearch' | 'emailDealsPage' | 'stCid';

/** usr_src values search, recentlyViewed, recommended and sponsored_search_* (case-sensitive). */
export const lastChanceSourceOfUsrSrc = (usrSrc: string): O.Option<LastChanceSource> => {
  const listed = LAST_CHANCE_USR_SRC_VALUES.find((value) => value === usrSrc);
  if (listed !== undefined) return O.some(listed);
  return usrSrc.startsWith(SPONSORED_SEARCH_USR_SRC_PREFIX) ? O.some('sponsoredSearch') : O.none;
};

/** The reason, if any, for which a lastChance deal stays available after closing. */
export const lastChanceSource = (visit: DealVisit): O.Option<LastChanceSource> => {
  if (visit.usrSrc !== undefined) {
    const fromUsrSrc = lastChanceSourceOfUsrSrc(visit.usrSrc);
    if (O.isSome(fromUsrSrc)) return fromUsrSrc;
  }
  if (visit.fromEmailDealsPage === true) return O.some('emailDealsPage');
  return visit.stCid !== undefined && visit.stCid !== '' ? O.some('stCid') : O.none;
};

/** Reads a visit from deal page query parameters (`usr_src`, `st_cid`). */
export const dealVisitFromQuery = (
  query: Readonly<Record<string, string | undefined>>,
  fromEmailDealsPage: boolean,
): DealVisit => ({ usrSrc: query['usr_src'], stCid: query['st_cid'], fromEmailDealsPage });

/** Why a deal may be sold at a given instant, or CLOSED when it may not. */
export type SaleWindow = 'OPEN' | 'LAST_CHANCE' | 'BUY_CLOSED_DEAL' | 'CLOSED';

export type SaleWindowDeal = Pick<Deal, 'closingDate' | 'enableBuyClosedDeal'> & {
  readonly display: Pick<Deal['display'], 'lastChance'>;
};

export const saleWindow = (deal: SaleWindowDeal, now: Date, visit: DealVisit, utcOffsetMinutes = 0): SaleWindow => {
  const end = closingDayEnd(deal.closingDate, utcOffsetMinutes).getTime();
  const at = now.getTime();
  if (at <= end) return 'OPEN';
  if (deal.display.lastChance && O.isSome(lastChanceSource(visit))) return 'LAST_CHANCE';
  if (deal.enableBuyClosedDeal && at <= end + BUY_CLOSED_DEAL_DAYS * DAY_MS) return 'BUY_CLOSED_DEAL';
  return 'CLOSED';
};

const everyProduct = (products: readonly DealProduct[], test: (p: DealProduct) => boolean): boolean =>
  products.length > 0 && products.every(test);

/**
 * A product is sold out (spec 1 §3 Product soldOut, totalRemaining) when its deal is, or no stock
 * of it is left. The one home of the rule: the deal page's products and what the basket reads.
 */
export const isProductSoldOut = (dealSoldOut: boolean, totalRemaining: number): boolean =>
  dealSoldOut || totalRemaining <= 0;

/** Sold out: the deal says so, or every one of its products is sold out. */
export const isDealSoldOut = (deal: Pick<Deal, 'soldOut' | 'products'>): boolean =>
  deal.soldOut || everyProduct(deal.products, (p) => p.soldOut);

/**
 * At cap: the deal's daily or weekly cap is reached, or every product is at its daily or weekly cap.
 * A deal without products is not "at cap" (there is nothing to count).
 */
export const isDealAtPurchaseCap = (
  deal: Pick<Deal, 'dailyPurchaseCapReached' | 'weeklyPurchaseCapReached' | 'products'>,
): boolean =>
  deal.dailyPurchaseCapReached ||
  deal.weeklyPurchaseCapReached ||
  everyProduct(deal.products, (p) => p.dailyPurchaseCapReached || p.weeklyPurchaseCapReached);

export interface AvailabilityContext {
  readonly now: Date;
  readonly visit: DealVisit;
  /** Offset of the site's calendar day from UTC, in minutes; 0 (UTC days) when absent. */
  readonly utcOffsetMinutes?: number;
}

/** The deal when it can be bought now, or the first reason it cannot. */
export const dealAvailability = (deal: O.Option<Deal>, context: AvailabilityContext): E.Either<DealUnavailable, Deal> =>
  pipe(
    deal,
    E.fromOption(() => domainError('DEAL.MISSING', 'No deal was found')),
    E.chain((d): E.Either<DealUnavailable, Deal> => {
      if (isDealSoldOut(d)) return E.left(domainError('DEAL.SOLD_OUT', `Deal ${d.id} is sold out`));
      if (!d.open) return E.left(domainError('DEAL.NOT_OPEN', `Deal ${d.id} is not open`));
      if (saleWindow(d, context.now, context.visit, context.utcOffsetMinutes) === 'CLOSED') {
        return E.left(domainError('DEAL.CLOSED', `Deal ${d.id} is closed`));
      }
      if (isDealAtPurchaseCap(d)) {
        return E.left(domainError('DEAL.CAP_REACHED', `Every product of deal ${d.id} is at its daily or weekly cap`));
      }
      return E.right(d);
    }),
  );
