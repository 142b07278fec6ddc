import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { normaliseEmail } from '@kerching/domain/account';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { SqlBackInStockAlerts } from './sqlBackInStockAlerts';

const right = <A>(result: E.Either<unknown, A>): A => {
  if (E.isLeft(result)) throw new Error(JSON.stringify(result.left));
  return result.right;
};
const T0 = Date.parse('2026-11-24T10:00:00Z');
const jane = normaliseEmail('jane@example.co.uk');
const sam = normaliseEmail('sam@example.ie');

describe.each(testDatabases())('SqlBackInStockAlerts on $name', ({ open }) => {
  let db: SqlClient;
  let alerts: SqlBackInStockAlerts;
  beforeAll(async () => {
    db = await open();
    alerts = new SqlBackInStockAlerts(db);
  }, 120_000);
  afterAll(async () => db.close());
  /** The addresses waiting on a deal, claimed or not, as the table holds them. */
  const waitingOn = (deal: { readonly site: string; readonly dealId: number }) =>
    db
      .query<{ email: string }>(
        'SELECT email FROM back_in_stock_alert WHERE site_key = $1 AND deal_id = $2 ORDER BY requested_at, email',
        [deal.site, deal.dealId],
      )
      .then((rows) => rows.map((row) => normaliseEmail(row.email)));

  it('keeps an address once per deal and site, lists the deals a page at a time, and removes sent or dropped alerts', async () => {
    const save = (dealId: number, email = jane, at = T0, site: 'kerching' | 'kerchingie' = 'kerching') =>
      alerts.save({ site, dealId, email, requestedAt: at }, 20)();
    expect(right(await save(2, jane, T0 + 5))).toBe('saved');
    expect(right(await save(1))).toBe('saved');
    expect(right(await save(1, jane, T0 + 9))).toBe('saved');
    expect(right(await save(1, sam, T0 + 1))).toBe('saved');
    expect(right(await save(1, jane, T0, 'kerchingie'))).toBe('saved');

    expect(right(await alerts.dealsWaitedOn(10)())).toEqual([
      { site: 'kerching', dealId: 1 },
      { site: 'kerching', dealId: 2 },
      { site: 'kerchingie', dealId: 1 },
    ]);
    // A page at a time: after the last deal of one page comes the first of the next.
    expect(right(await alerts.dealsWaitedOn(1)())).toEqual([{ site: 'kerching', dealId: 1 }]);
    expect(right(await alerts.dealsWaitedOn(1, { site: 'kerching', dealId: 1 })())).toEqual([
      { site: 'kerching', dealId: 2 },
    ]);
    expect(right(await alerts.dealsWaitedOn(5, { site: 'kerching', dealId: 2 })())).toEqual([
      { site: 'kerchingie', dealId: 1 },
    ]);
    expect(right(await alerts.dealsWaitedOn(5, { site: 'kerchingie', dealId: 1 })())).toEqual([]);
    expect(await waitingOn({ site: 'kerching', dealId: 1 })).toEqual([jane, sam]);

    expect(right(await alerts.remove({ site: 'kerching', dealId: 1 }, [sam])())).toBe(1);
    expect(await waitingOn({ site: 'kerching', dealId: 1 })).toEqual([jane]);
    expect(right(await alerts.remove({ site: 'kerching', dealId: 1 }, [])())).toBe(0);
    expect(right(await alerts.remove({ site: 'kerchingie', dealId: 1 })())).toBe(1);
    expect(right(await alerts.dealsWaitedOn(10)())).toEqual([
      { site: 'kerching', dealId: 1 },
      { site: 'kerching', dealId: 2 },
    ]);
    right(await alerts.remove({ site: 'kerching', dealId: 1 })());
    right(await alerts.remove({ site: 'kerching', dealId: 2 })());
  });

  it('stops an address at the limit of deals on one site, not on another site or for another address', async () => {
    const limit = 3;
    const save = (dealId: number, email = jane, site: 'kerching' | 'kerchingie' = 'kerching') =>
      alerts.save({ site, dealId, email, requestedAt: T0 }, limit)();
    for (const dealId of [11, 12, 13]) expect(right(await save(dealId))).toBe('saved');
    expect(right(await save(14))).toBe('limit');
    // Asking again about a deal already waited on is still "saved".
    expect(right(await save(12))).toBe('saved');
    expect(right(await save(14, sam))).toBe('saved');
    expect(right(await save(14, jane, 'kerchingie'))).toBe('saved');
    expect(await waitingOn({ site: 'kerching', dealId: 14 })).toEqual([sam]);
  });

  it('claims each waiting address for one caller at a time, again once the claim lapses, never after removal', async () => {
    const deal = { site: 'kerching', dealId: 21 } as const;
    const ali = normaliseEmail('ali@example.com');
    for (const [email, at] of [
      [sam, T0 + 2],
      [jane, T0 + 1],
      [ali, T0 + 3],
    ] as const)
      right(await alerts.save({ site: deal.site, dealId: deal.dealId, email, requestedAt: at }, 20)());
    const lease = 60_000;
    // Two claims at the same instant, as two server processes' jobs would make them: on PostgreSQL
    // they run on two connections of the pool, at once.
    const both = await Promise.all([alerts.claim(deal, T0, T0 + lease)(), alerts.claim(deal, T0, T0 + lease)()]);
    const [first, second] = both.map(right);
    expect([...(first ?? []), ...(second ?? [])].sort()).toEqual([ali, jane, sam].sort());
    expect((first ?? []).filter((email) => (second ?? []).includes(email))).toEqual([]);
    // Each in the order the addresses asked.
    for (const claimed of [first ?? [], second ?? []])
      expect(claimed).toEqual([jane, sam, ali].filter((email) => claimed.includes(email)));

    expect(right(await alerts.claim(deal, T0 + lease - 1, T0 + 2 * lease)())).toEqual([]);
    right(await alerts.remove(deal, [jane])());
    expect(right(await alerts.claim(deal, T0 + lease, T0 + 2 * lease)())).toEqual([sam, ali]);
    // Waiting includes the claimed; a new alert is claimable at once.
    expect(await waitingOn(deal)).toEqual([sam, ali]);
    right(await alerts.save({ site: deal.site, dealId: deal.dealId, email: jane, requestedAt: T0 + 9 }, 20)());
    expect(right(await alerts.claim(deal, T0 + lease, T0 + 2 * lease)())).toEqual([jane]);
    right(await alerts.remove(deal)());
  });

  it('lists the deals one address waits on at a site, the latest asked first', async () => {
    const ali = normaliseEmail('ali@example.com');
    for (const [dealId, at, site] of [
      [31, T0, 'kerching'],
      [32, T0 + 2, 'kerching'],
      [33, T0 + 1, 'kerching'],
      [34, T0 + 3, 'kerchingie'],
    ] as const)
      right(await alerts.save({ site, dealId, email: ali, requestedAt: at }, 20)());
    right(await alerts.save({ site: 'kerching', dealId: 35, email: sam, requestedAt: T0 }, 20)());
    expect(right(await alerts.waitedOnBy('kerching', ali)())).toEqual([
      { dealId: 32, requestedAt: T0 + 2 },
      { dealId: 33, requestedAt: T0 + 1 },
      { dealId: 31, requestedAt: T0 },
    ]);
    expect(right(await alerts.waitedOnBy('kerchingie', ali)())).toEqual([{ dealId: 34, requestedAt: T0 + 3 }]);
    expect(right(await alerts.waitedOnBy('kerching', normaliseEmail('nobody@example.com'))())).toEqual([]);
  });

  it('holds the limit when one address asks about many deals at once', async () => {
    const limit = 3;
    const kim = normaliseEmail('kim@example.co.uk');
    // On PostgreSQL the ten requests run on the pool's connections at the same time.
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        alerts.save({ site: 'kerching', dealId: 40 + i, email: kim, requestedAt: T0 + i }, limit)(),
      ),
    );
    const saved = answers.map(right).filter((answer) => answer === 'saved');
    expect(saved).toHaveLength(limit);
    expect(right(await alerts.waitedOnBy('kerching', kim)())).toHaveLength(limit);
  });
});
