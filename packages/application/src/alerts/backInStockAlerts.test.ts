import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { BACK_IN_STOCK_ALERT_LIMIT, BACK_IN_STOCK_COPY } from '@kerching/domain/alerts';
import { normaliseEmail } from '@kerching/domain/account';
import type { DealDetail } from '@kerching/domain/catalogue';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { InMemoryAccountStore, InMemoryMailer } from '../accounts/testing/inMemoryAccounts';
import { InMemoryBackInStockAlerts } from '../testing/inMemoryBackInStockAlerts';
import { InMemoryDealDetails } from '../testing/inMemoryDealDetails';
import { RequestBackInStockAlert } from './requestBackInStockAlert';
import { ALERT_CLAIM_MS, ALERT_DEALS_PER_PAGE, SendBackInStockAlerts } from './sendBackInStockAlerts';
import { ListBackInStockAlerts } from './listBackInStockAlerts';
import { CancelBackInStockAlert } from './cancelBackInStockAlert';

const DAY = 86_400_000;
const config = { goodReview: { threshold: 4.5, lightVariant: false }, utcOffsetMinutes: () => 0 };
const soldOut = (deal: DealDetail): DealDetail => ({
  ...deal,
  products: deal.products.map((p) => ({ ...p, soldOut: true, totalRemaining: 0 })),
});
const lashes = aDealDetail({
  id: 7,
  title: 'Lash Lift and Tint',
  urlPath: '/deal/london/beauty-and-spa/lashes-and-brows/7/lash-lift',
  products: [aDealDetailProduct({ id: 71 })],
});
const onSale = aDealDetail({ id: 8, urlPath: '/deal/london/restaurants-and-food/8/tea' });
const notYet = soldOut(aDealDetail({ id: 9, opensAt: new Date(A_DEAL_NOW.getTime() + DAY) }));

const bed = (deals: readonly DealDetail[] = [soldOut(lashes), onSale, notYet], now = A_DEAL_NOW) => {
  const alerts = new InMemoryBackInStockAlerts();
  const store = new InMemoryAccountStore();
  const mailer = new InMemoryMailer(store);
  const clock = { now: () => now };
  const request = new RequestBackInStockAlert(new InMemoryDealDetails(deals), alerts, clock, config);
  const sender = (current: readonly DealDetail[], at: Date = now) =>
    new SendBackInStockAlerts(
      alerts,
      new InMemoryDealDetails(current),
      mailer,
      (site) => `https://${site}.example`,
      { now: () => at },
      config,
    );
  return { alerts, store, request, sender };
};
const ask = (b: ReturnType<typeof bed>, dealId: unknown, email: unknown = 'Jane@Example.co.uk') =>
  b.request.execute({ site: 'kerching', dealId, email })();

describe('RequestBackInStockAlert', () => {
  it('keeps the address once for a sold-out deal, saying so each time', async () => {
    const b = bed();
    expect(await ask(b, '7')).toEqual(E.right({ message: BACK_IN_STOCK_COPY.saved }));
    expect(await ask(b, 7, 'jane@example.co.uk')).toEqual(E.right({ message: BACK_IN_STOCK_COPY.saved }));
    expect(b.alerts.alerts).toEqual([
      { site: 'kerching', dealId: 7, email: 'jane@example.co.uk', requestedAt: A_DEAL_NOW.getTime() },
    ]);
  });

  it('refuses a deal on sale, an unknown or unopened deal, another site, a bad address, and keeps nothing', async () => {
    const b = bed();
    expect(await ask(b, 8)).toEqual(E.left(expect.objectContaining({ code: 'ALERT.NOT_SOLD_OUT' })));
    expect(await ask(b, 9)).toEqual(E.left(expect.objectContaining({ code: 'DEAL.NOT_FOUND' })));
    expect(await ask(b, 404)).toEqual(E.left(expect.objectContaining({ code: 'DEAL.NOT_FOUND' })));
    expect(await b.request.execute({ site: 'kerchingie', dealId: 7, email: 'jane@example.co.uk' })()).toEqual(
      E.left(expect.objectContaining({ code: 'DEAL.NOT_FOUND' })),
    );
    expect(await ask(b, 7, 'jane@')).toEqual(E.left(expect.objectContaining({ code: 'ACCOUNT.FORM_INVALID' })));
    expect(await ask(b, 'seven')).toEqual(E.left(expect.objectContaining({ code: 'ALERT.DEAL_INVALID' })));
    expect(b.alerts.alerts).toEqual([]);
  });

  it('refuses a sold-out deal whose sale is over', async () => {
    const b = bed([soldOut(lashes)], new Date(lashes.closingDate.getTime() + 2 * DAY));
    expect(await ask(b, 7)).toEqual(E.left(expect.objectContaining({ code: 'ALERT.DEAL_ENDED' })));
  });

  it(`lets one address wait on at most ${BACK_IN_STOCK_ALERT_LIMIT} deals of a site`, async () => {
    const deals = Array.from({ length: BACK_IN_STOCK_ALERT_LIMIT + 1 }, (_, i) =>
      soldOut(aDealDetail({ id: 100 + i, products: [aDealDetailProduct({ id: 1000 + i })] })),
    );
    const b = bed(deals);
    for (const deal of deals.slice(0, -1)) expect(E.isRight(await ask(b, deal.id))).toBe(true);
    expect(await ask(b, 100 + BACK_IN_STOCK_ALERT_LIMIT)).toEqual(
      E.left(expect.objectContaining({ code: 'ALERT.LIMIT_REACHED', message: BACK_IN_STOCK_COPY.tooMany })),
    );
    expect(E.isRight(await ask(b, 100 + BACK_IN_STOCK_ALERT_LIMIT, 'other@example.co.uk'))).toBe(true);
  });

  it('answers a store outage as one, keeping nothing', async () => {
    const b = bed();
    b.alerts.failing = true;
    expect(await ask(b, 7)).toEqual(E.left(expect.objectContaining({ code: 'ALERT.STORE_UNAVAILABLE' })));
  });
});

describe('SendBackInStockAlerts (the job)', () => {
  it('waits while the deal is sold out, then sends each address one email and forgets it', async () => {
    const b = bed();
    await ask(b, 7);
    await ask(b, 7, 'sam@example.ie');
    expect(await b.sender([soldOut(lashes)]).execute()()).toEqual(E.right({ sent: 0, dropped: 0, failed: 0 }));
    expect(b.store.outbox).toEqual([]);

    expect(await b.sender([lashes]).execute()()).toEqual(E.right({ sent: 2, dropped: 0, failed: 0 }));
    expect(b.store.outbox.map((m) => [m.to, m.kind, m.site])).toEqual([
      ['jane@example.co.uk', 'back_in_stock', 'kerching'],
      ['sam@example.ie', 'back_in_stock', 'kerching'],
    ]);
    expect(b.store.outbox[0]?.text).toContain(
      'https://kerching.example/deal/london/beauty-and-spa/lashes-and-brows/7/lash-lift',
    );
    expect(b.alerts.alerts).toEqual([]);
    expect(await b.sender([lashes]).execute()()).toEqual(E.right({ sent: 0, dropped: 0, failed: 0 }));
    expect(b.store.outbox).toHaveLength(2);
  });

  it('drops the alerts of a deal that is gone or whose sale is over, sending nothing', async () => {
    const b = bed();
    await ask(b, 7);
    const later = new Date(lashes.closingDate.getTime() + 2 * DAY);
    expect(await b.sender([soldOut(lashes)], later).execute()()).toEqual(E.right({ sent: 0, dropped: 1, failed: 0 }));
    await ask(b, 7);
    expect(await b.sender([]).execute()()).toEqual(E.right({ sent: 0, dropped: 1, failed: 0 }));
    expect(b.store.outbox).toEqual([]);
  });

  it('looks at every deal waited on, however many pages of them there are', async () => {
    const deals = Array.from({ length: ALERT_DEALS_PER_PAGE + 3 }, (_, i) =>
      aDealDetail({ id: 1000 + i, products: [aDealDetailProduct({ id: 5000 + i })] }),
    );
    const b = bed(deals.map(soldOut));
    for (const [i, deal] of deals.entries()) await ask(b, deal.id, `shopper${i % 15}@example.co.uk`);
    expect(b.alerts.alerts).toHaveLength(deals.length);
    expect(await b.sender(deals).execute()()).toEqual(E.right({ sent: deals.length, dropped: 0, failed: 0 }));
    expect(b.alerts.alerts).toEqual([]);
  });

  it('keeps an alert whose email could not be queued, for a run after its claim lapses', async () => {
    const b = bed();
    await ask(b, 7);
    b.store.failing.add('mailer');
    expect(await b.sender([lashes]).execute()()).toEqual(E.right({ sent: 0, dropped: 0, failed: 1 }));
    expect(b.alerts.alerts).toHaveLength(1);
    b.store.failing.delete('mailer');
    const lapse = A_DEAL_NOW.getTime() + ALERT_CLAIM_MS;
    expect(await b.sender([lashes], new Date(lapse - 1)).execute()()).toEqual(
      E.right({ sent: 0, dropped: 0, failed: 0 }),
    );
    expect(await b.sender([lashes], new Date(lapse)).execute()()).toEqual(E.right({ sent: 1, dropped: 0, failed: 0 }));
    expect(b.store.outbox).toHaveLength(1);
  });

  it('sends each address one email when two runs (two server processes) go at once', async () => {
    const b = bed();
    const shoppers = ['jane@example.co.uk', 'sam@example.ie', 'ali@example.com', 'kim@example.co.uk'];
    for (const email of shoppers) await ask(b, 7, email);
    const runs = await Promise.all([b.sender([lashes]).execute()(), b.sender([lashes]).execute()()]);
    expect(runs.reduce((sent, run) => sent + (E.isRight(run) ? run.right.sent : NaN), 0)).toBe(shoppers.length);
    expect(b.store.outbox.map((m) => m.to).sort()).toEqual([...shoppers].sort());
    expect(b.alerts.alerts).toEqual([]);
  });
});

describe("ListBackInStockAlerts and CancelBackInStockAlert (the shopper's own alerts)", () => {
  const jane = normaliseEmail('jane@example.co.uk');
  const other = soldOut(aDealDetail({ id: 12, title: 'Afternoon Tea', products: [aDealDetailProduct({ id: 121 })] }));

  it('lists the deals the address waits on, the latest first, leaving out deals the catalogue no longer has', async () => {
    const b = bed([soldOut(lashes), other]);
    b.alerts.alerts.push(
      { site: 'kerching', dealId: 7, email: jane, requestedAt: 1 },
      { site: 'kerching', dealId: 12, email: jane, requestedAt: 3 },
      { site: 'kerching', dealId: 404, email: jane, requestedAt: 2 },
      { site: 'kerching', dealId: 7, email: normaliseEmail('sam@example.ie'), requestedAt: 4 },
    );
    const list = new ListBackInStockAlerts(b.alerts, new InMemoryDealDetails([soldOut(lashes), other]));
    expect(await list.execute('kerching', jane)()).toEqual(
      E.right([
        { dealId: 12, requestedAt: 3, title: 'Afternoon Tea', urlPath: other.urlPath },
        { dealId: 7, requestedAt: 1, title: 'Lash Lift and Tint', urlPath: lashes.urlPath },
      ]),
    );
    expect(await list.execute('kerchingie', jane)()).toEqual(E.right([]));
    b.alerts.failing = true;
    expect(await list.execute('kerching', jane)()).toEqual(
      E.left(expect.objectContaining({ code: 'ALERT.STORE_UNAVAILABLE' })),
    );
  });

  it("stops one of the address's own alerts, the same answer when it is already gone, refusing a bad deal id", async () => {
    const b = bed();
    await ask(b, 7);
    await ask(b, 7, 'sam@example.ie');
    const cancel = new CancelBackInStockAlert(b.alerts);
    const stopped = E.right({ message: BACK_IN_STOCK_COPY.stopped });
    expect(await cancel.execute({ site: 'kerching', email: jane, dealId: '7' })()).toEqual(stopped);
    expect(b.alerts.alerts.map((a) => a.email)).toEqual(['sam@example.ie']);
    expect(await cancel.execute({ site: 'kerching', email: jane, dealId: 7 })()).toEqual(stopped);
    expect(await cancel.execute({ site: 'kerching', email: jane, dealId: 'x' })()).toEqual(
      E.left(expect.objectContaining({ code: 'ALERT.DEAL_INVALID' })),
    );
    expect(b.alerts.alerts).toHaveLength(1);
  });
});
