import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  BACK_IN_STOCK_ALERT_LIMIT,
  BACK_IN_STOCK_COPY,
  backInStockAlertOffered,
  backInStockAlertRefusal,
  backInStockAlertRequest,
  backInStockAlertStep,
  backInStockMail,
} from './backInStockAlert';
import { type DealOfferContext, dealOffer } from '../catalogue/dealOffer';
import type { DealDetail } from '../catalogue/dealDetail';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '../catalogue/testing';

const DAY = 86_400_000;
const context = (now: Date = A_DEAL_NOW): DealOfferContext => ({
  now,
  visit: {},
  utcOffsetMinutes: 0,
  vipUser: false,
  goodReview: { threshold: 4.5, lightVariant: false },
  onDealPath: true,
});
const offerOf = (deal: DealDetail, now: Date = A_DEAL_NOW) => dealOffer(deal, context(now));
const soldOutByStock = aDealDetail({ products: [aDealDetailProduct({ soldOut: true, totalRemaining: 0 })] });
const soldOutByFlag = aDealDetail({ soldOut: true });
const afterClosing = (deal: DealDetail) => new Date(deal.closingDate.getTime() + 2 * DAY);

describe('back-in-stock alerts (spec 2 §7.2 /v1/deal/sold-out-notification)', () => {
  it('are offered on a sold-out deal whose sale is not over, and nowhere else', () => {
    expect(backInStockAlertOffered(offerOf(soldOutByStock), A_DEAL_NOW)).toBe(true);
    expect(backInStockAlertOffered(offerOf(soldOutByFlag), A_DEAL_NOW)).toBe(true);
    expect(backInStockAlertOffered(offerOf(aDealDetail()), A_DEAL_NOW)).toBe(false);
    const later = afterClosing(soldOutByStock);
    expect(backInStockAlertOffered(offerOf(soldOutByStock, later), later)).toBe(false);
    // A buy-closed-deal sells on for 4 days after closing: it can still come back then.
    const buyClosed = { ...soldOutByStock, enableBuyClosedDeal: true };
    expect(backInStockAlertOffered(offerOf(buyClosed, later), later)).toBe(true);
  });

  it('refuse a deal that can be bought, and one that will not be back, each with its own sentence', () => {
    expect(backInStockAlertRefusal(offerOf(aDealDetail()), A_DEAL_NOW)).toEqual(
      E.left(expect.objectContaining({ code: 'ALERT.NOT_SOLD_OUT', message: BACK_IN_STOCK_COPY.notSoldOut })),
    );
    const later = afterClosing(soldOutByStock);
    expect(backInStockAlertRefusal(offerOf(soldOutByStock, later), later)).toEqual(
      E.left(expect.objectContaining({ code: 'ALERT.DEAL_ENDED', message: BACK_IN_STOCK_COPY.notOffered })),
    );
    expect(backInStockAlertRefusal(offerOf(soldOutByStock), A_DEAL_NOW)).toEqual(E.right(true));
  });

  it('wait while sold out or at cap, are sent once the deal can be bought, and are dropped when it is gone or over', () => {
    expect(backInStockAlertStep(offerOf(soldOutByStock), A_DEAL_NOW)).toBe('wait');
    const atCap = aDealDetail({ dailyPurchaseCapReached: true });
    expect(backInStockAlertStep(offerOf(atCap), A_DEAL_NOW)).toBe('wait');
    expect(backInStockAlertStep(offerOf(aDealDetail()), A_DEAL_NOW)).toBe('send');
    expect(backInStockAlertStep(undefined, A_DEAL_NOW)).toBe('drop');
    const later = afterClosing(soldOutByStock);
    expect(backInStockAlertStep(offerOf(soldOutByStock, later), later)).toBe('drop');
    const withdrawn = aDealDetail({ opensAt: new Date(A_DEAL_NOW.getTime() + DAY) });
    expect(backInStockAlertStep(offerOf(withdrawn), A_DEAL_NOW)).toBe('drop');
  });

  it('read a deal id (number or digits) and a valid address, normalised', () => {
    expect(backInStockAlertRequest({ dealId: '101028', email: ' Jane@Example.co.uk ' })).toEqual(
      E.right({ dealId: 101028, email: 'jane@example.co.uk' }),
    );
    expect(backInStockAlertRequest({ dealId: 7, email: 'jane@example.co.uk' })).toEqual(
      E.right({ dealId: 7, email: 'jane@example.co.uk' }),
    );
    for (const dealId of [null, '', '0', 0, -3, 1.5, '12a', 'x'.repeat(12), 3_000_000_000])
      expect(backInStockAlertRequest({ dealId, email: 'jane@example.co.uk' })).toEqual(
        E.left(expect.objectContaining({ code: 'ALERT.DEAL_INVALID', message: BACK_IN_STOCK_COPY.dealRequired })),
      );
    expect(backInStockAlertRequest({ dealId: 7, email: 'not an address' })).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.FORM_INVALID', fields: { email: expect.any(String) } })),
    );
    expect(backInStockAlertRequest({ dealId: 7, email: undefined })).toEqual(
      E.left(expect.objectContaining({ code: 'ACCOUNT.FORM_INVALID' })),
    );
  });

  it('never both offer the form and send (or drop) at one instant: the form shows exactly when an alert would wait', () => {
    const product = fc.record({ soldOut: fc.boolean(), dailyPurchaseCapReached: fc.boolean() });
    fc.assert(
      fc.property(
        fc.record({
          soldOut: fc.boolean(),
          products: fc.array(product, { minLength: 1, maxLength: 3 }),
          enableBuyClosedDeal: fc.boolean(),
          daysAfterClosing: fc.integer({ min: -5, max: 8 }),
          opensInDays: fc.integer({ min: -3, max: 1 }),
        }),
        ({ soldOut, products, enableBuyClosedDeal, daysAfterClosing, opensInDays }) => {
          const base = aDealDetail();
          const now = new Date(base.closingDate.getTime() + daysAfterClosing * DAY);
          const deal = aDealDetail({
            soldOut,
            enableBuyClosedDeal,
            opensAt: new Date(now.getTime() + opensInDays * DAY),
            products: products.map((p, i) => aDealDetailProduct({ id: 11 + i, ...p })),
          });
          const offer = offerOf(deal, now);
          const step = backInStockAlertStep(offer, now);
          if (backInStockAlertOffered(offer, now)) expect(step).toBe('wait');
          if (step === 'send') expect(offer.availability.kind).toBe('available');
          expect(E.isRight(backInStockAlertRefusal(offer, now))).toBe(backInStockAlertOffered(offer, now));
        },
      ),
    );
  });

  it('send one plain email naming the deal with its link', () => {
    const mail = backInStockMail('Kerching', 'Lash Lift', 'https://www.kerching.co.uk/deal/london/x/101028/lash');
    expect(mail.kind).toBe('back_in_stock');
    expect(mail.subject).toBe('Back on Kerching: Lash Lift');
    expect(mail.text).toContain('https://www.kerching.co.uk/deal/london/x/101028/lash');
    expect(BACK_IN_STOCK_COPY.tooMany).toContain(String(BACK_IN_STOCK_ALERT_LIMIT));
  });
});
