import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  type Deal,
  type DealProduct,
  closingDayEnd,
  dealAvailability,
  dealVisitFromQuery,
  isDealAtPurchaseCap,
  isDealSoldOut,
  lastChanceSource,
  lastChanceSourceOfUsrSrc,
  saleWindow,
} from './index';

const aProduct = (overrides: Partial<DealProduct> = {}): DealProduct => ({
  id: 11,
  friendlyName: 'Spa day for two',
  price: 4900,
  originalPrice: 9800,
  totalPrice: 4900,
  adminFee: 0,
  soldOut: false,
  dailyPurchaseCapReached: false,
  weeklyPurchaseCapReached: false,
  ...overrides,
});

const aDeal = (overrides: Partial<Deal> = {}): Deal => ({
  id: 1,
  urlPath: '/deal/london/spa/1/spa-day',
  title: 'Spa day',
  closingDate: new Date('2025-03-10T00:00:00.000Z'),
  open: true,
  soldOut: false,
  price: 4900,
  originalPrice: 9800,
  currency: 'GBP',
  pricePerPerson: false,
  purchaseCap: 5,
  totalRemainingForDay: 100,
  totalRemainingForWeek: 500,
  dailyPurchaseCapReached: false,
  weeklyPurchaseCapReached: false,
  enableBuyClosedDeal: false,
  display: { lastChance: false },
  products: [aProduct()],
  ...overrides,
});

const at = (iso: string) => new Date(iso);
const codeOf = (result: E.Either<{ readonly code: string }, unknown>) =>
  E.isLeft(result) ? result.left.code : 'AVAILABLE';

describe('closing day (spec 1 §4 "A deal is open until the end of its closing day")', () => {
  it('ends at 23:59:59.999 UTC of the closing date by default', () => {
    expect(closingDayEnd(at('2025-03-10T00:00:00.000Z')).toISOString()).toBe('2025-03-10T23:59:59.999Z');
    expect(closingDayEnd(at('2025-03-10T17:30:00.000Z')).toISOString()).toBe('2025-03-10T23:59:59.999Z');
  });
  it('takes the site offset from UTC in minutes (British Summer Time is +60)', () => {
    expect(closingDayEnd(at('2025-06-10T12:00:00.000Z'), 60).toISOString()).toBe('2025-06-10T22:59:59.999Z');
    expect(closingDayEnd(at('2025-06-10T23:30:00.000Z'), 60).toISOString()).toBe('2025-06-11T22:59:59.999Z');
  });
  it('is open at the last millisecond of the closing day and closed one millisecond later', () => {
    const deal = aDeal();
    expect(saleWindow(deal, at('2025-03-10T23:59:59.999Z'), {})).toBe('OPEN');
    expect(saleWindow(deal, at('2025-03-11T00:00:00.000Z'), {})).toBe('CLOSED');
  });
});

describe('deal unavailability (spec 1 §4: missing, sold out, not open, or every product at daily or weekly cap)', () => {
  const context = { now: at('2025-03-01T10:00:00.000Z'), visit: {} };
  it('an available deal is returned', () => {
    expect(dealAvailability(O.some(aDeal()), context)).toEqual(E.right(aDeal()));
  });
  it('missing', () => {
    expect(codeOf(dealAvailability(O.none, context))).toBe('DEAL.MISSING');
  });
  it('sold out, by the deal flag or because every product is sold out', () => {
    expect(codeOf(dealAvailability(O.some(aDeal({ soldOut: true })), context))).toBe('DEAL.SOLD_OUT');
    const allSoldOut = aDeal({ products: [aProduct({ soldOut: true }), aProduct({ id: 12, soldOut: true })] });
    expect(codeOf(dealAvailability(O.some(allSoldOut), context))).toBe('DEAL.SOLD_OUT');
    const oneLeft = aDeal({ products: [aProduct({ soldOut: true }), aProduct({ id: 12 })] });
    expect(isDealSoldOut(oneLeft)).toBe(false);
  });
  it('not open', () => {
    expect(codeOf(dealAvailability(O.some(aDeal({ open: false })), context))).toBe('DEAL.NOT_OPEN');
  });
  it('every product at its daily or weekly cap', () => {
    const atCap = aDeal({
      products: [aProduct({ dailyPurchaseCapReached: true }), aProduct({ id: 12, weeklyPurchaseCapReached: true })],
    });
    expect(codeOf(dealAvailability(O.some(atCap), context))).toBe('DEAL.CAP_REACHED');
    expect(isDealAtPurchaseCap(aDeal({ dailyPurchaseCapReached: true }))).toBe(true);
    expect(isDealAtPurchaseCap(aDeal({ weeklyPurchaseCapReached: true }))).toBe(true);
    const oneBelowCap = aDeal({ products: [aProduct({ dailyPurchaseCapReached: true }), aProduct({ id: 12 })] });
    expect(isDealAtPurchaseCap(oneBelowCap)).toBe(false);
    expect(isDealAtPurchaseCap(aDeal({ products: [] }))).toBe(false);
  });
  it('after closingDate a deal is unavailable', () => {
    const later = { now: at('2025-03-11T00:00:00.000Z'), visit: {} };
    expect(codeOf(dealAvailability(O.some(aDeal()), later))).toBe('DEAL.CLOSED');
  });
});

describe('lastChance deals (spec 1 §4: available after closing via search, recommended, recently viewed, sponsored search, an email-deals page or st_cid)', () => {
  const lastChance = aDeal({ display: { lastChance: true } });
  const afterClose = at('2025-04-20T09:00:00.000Z');
  it.each(['search', 'recentlyViewed', 'recommended', 'sponsored_search_top', 'sponsored_search_'])(
    'stays available with usr_src=%s',
    (usrSrc) => {
      expect(saleWindow(lastChance, afterClose, { usrSrc })).toBe('LAST_CHANCE');
      expect(E.isRight(dealAvailability(O.some(lastChance), { now: afterClose, visit: { usrSrc } }))).toBe(true);
    },
  );
  it('stays available from an email-deals page or with st_cid', () => {
    expect(lastChanceSource({ fromEmailDealsPage: true })).toEqual(O.some('emailDealsPage'));
    expect(lastChanceSource({ stCid: 'abc' })).toEqual(O.some('stCid'));
    expect(saleWindow(lastChance, afterClose, { stCid: 'abc' })).toBe('LAST_CHANCE');
  });
  it('is closed for other sources, and a plain deal is closed whatever the source', () => {
    expect(saleWindow(lastChance, afterClose, { usrSrc: 'homepage' })).toBe('CLOSED');
    expect(saleWindow(lastChance, afterClose, { stCid: '' })).toBe('CLOSED');
    expect(saleWindow(lastChance, afterClose, { usrSrc: 'Search' })).toBe('CLOSED');
    expect(saleWindow(aDeal(), afterClose, { usrSrc: 'search' })).toBe('CLOSED');
    expect(lastChanceSourceOfUsrSrc('sponsored_search_x')).toEqual(O.some('sponsoredSearch'));
    expect(lastChanceSource({ usrSrc: 'email', stCid: 'c1' })).toEqual(O.some('stCid'));
  });
  it('reads usr_src and st_cid from the deal page query', () => {
    expect(dealVisitFromQuery({ usr_src: 'search', st_cid: 'c9' }, false)).toEqual({
      usrSrc: 'search',
      stCid: 'c9',
      fromEmailDealsPage: false,
    });
    expect(lastChanceSource(dealVisitFromQuery({}, false))).toEqual(O.none);
  });
});

describe('buy-closed-deal (spec 2 §9 "Buy-closed-deal up to 4 days after closing")', () => {
  const deal = aDeal({ enableBuyClosedDeal: true });
  it('allows buying up to 4 days after the end of the closing day', () => {
    expect(saleWindow(deal, at('2025-03-12T12:00:00.000Z'), {})).toBe('BUY_CLOSED_DEAL');
    expect(saleWindow(deal, at('2025-03-14T23:59:59.999Z'), {})).toBe('BUY_CLOSED_DEAL');
    expect(saleWindow(deal, at('2025-03-15T00:00:00.000Z'), {})).toBe('CLOSED');
  });
  it('does not apply without the flag', () => {
    expect(saleWindow(aDeal(), at('2025-03-12T12:00:00.000Z'), {})).toBe('CLOSED');
  });
});
