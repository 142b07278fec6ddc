/**
 * Back-in-stock alerts end to end on PGlite and PostgreSQL (domain backInStockAlert.ts): POST
 * /v1/deal/sold-out-notification on the demo catalogue, then the alert job once a unit is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { BACK_IN_STOCK_COPY } from '@kerching/domain/alerts';
import type { SendBackInStockAlerts } from '@kerching/application/alerts';
import { JOB_KEYS } from '@kerching/application/services';
import { getKey } from '../composition/keys';
import { createContainer, serverServices } from '../composition/container';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from './app';
import { CSRF_HEADERS, TEST_CSRF_SECRET } from './testing/apiClient';
import { type DemoDeal, buyableDemoDeals } from './testing/demoDeals';

const now = new Date('2026-11-22T12:00:00.000Z');
const PATH = '/v1/deal/sold-out-notification';

describe.each(testDatabases())('back-in-stock alerts on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let alerts: { readonly send: SendBackInStockAlerts };
  let soldOut: DemoDeal;
  let onSale: DemoDeal;

  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, demoCatalogue(now));
    const [first, second] = await buyableDemoDeals(db, 'kerching', now, 2);
    if (first === undefined || second === undefined) throw new Error('the demo catalogue has too few deals');
    soldOut = first;
    onSale = second;
    await db.query('UPDATE product SET total_remaining = 0 WHERE deal_id = $1', [soldOut.id]);
    const container = createContainer(db, { now: () => now });
    alerts = { send: getKey(container, JOB_KEYS.sendBackInStockAlerts) };
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(container),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
    });
  }, 120_000);
  afterAll(async () => db.close());

  const post = (body: unknown, host = 'kerching.localhost:3000') =>
    app.request(PATH, {
      method: 'POST',
      headers: {
        host,
        'content-type': 'application/json',
        ...CSRF_HEADERS,
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const waiting = async () =>
    (await db.query<{ email: string }>('SELECT email FROM back_in_stock_alert ORDER BY email')).map((r) => r.email);

  it('keeps the address of a shopper on a sold-out deal, once, answering 201 each time', async () => {
    for (const email of ['Jane@Example.co.uk', 'jane@example.co.uk']) {
      const response = await post({ dealId: soldOut.id, email });
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ message: BACK_IN_STOCK_COPY.saved });
    }
    expect((await post({ dealId: String(soldOut.id), email: 'sam@example.ie' })).status).toBe(201);
    expect(await waiting()).toEqual(['jane@example.co.uk', 'sam@example.ie']);
  });

  it('answers bad input, unknown deals, deals on sale and other sites with 4xx and a sentence, keeping nothing', async () => {
    const cases: ReadonlyArray<readonly [unknown, number, string, string?]> = [
      ['not json', 400, 'REQUEST.INVALID'],
      [{ dealId: soldOut.id }, 400, 'REQUEST.INVALID'],
      [{ dealId: soldOut.id, email: 'jane@' }, 400, 'ACCOUNT.FORM_INVALID'],
      [{ dealId: 'abc', email: 'kim@example.co.uk' }, 400, 'ALERT.DEAL_INVALID', BACK_IN_STOCK_COPY.dealRequired],
      [{ dealId: 99999999, email: 'kim@example.co.uk' }, 404, 'DEAL.NOT_FOUND'],
      [{ dealId: onSale.id, email: 'kim@example.co.uk' }, 409, 'ALERT.NOT_SOLD_OUT', BACK_IN_STOCK_COPY.notSoldOut],
    ];
    for (const [body, status, code, message] of cases) {
      const response = await post(body);
      expect(response.status, JSON.stringify(body)).toBe(status);
      const answer = (await response.json()) as { error: { code: string; message: string } };
      expect(answer.error.code).toBe(code);
      expect(answer.error.message.length).toBeGreaterThan(0);
      if (message !== undefined) expect(answer.error.message).toBe(message);
    }
    const irish = await post({ dealId: soldOut.id, email: 'kim@example.co.uk' }, 'kerchingie.localhost:3000');
    expect(irish.status).toBe(404);
    expect(await waiting()).toEqual(['jane@example.co.uk', 'sam@example.ie']);
  });

  it('the job waits while the deal is sold out, then queues one email each once a unit is back', async () => {
    expect(await alerts.send.execute()()).toEqual(E.right({ sent: 0, dropped: 0, failed: 0 }));
    await db.query('UPDATE product SET total_remaining = 3 WHERE deal_id = $1', [soldOut.id]);
    expect(await alerts.send.execute()()).toEqual(E.right({ sent: 2, dropped: 0, failed: 0 }));
    const mail = await db.query<{ recipient: string; kind: string; body: string }>(
      `SELECT recipient, kind, body FROM mail_outbox WHERE kind = 'back_in_stock' ORDER BY recipient`,
    );
    expect(mail.map((m) => [m.recipient, m.kind])).toEqual([
      ['jane@example.co.uk', 'back_in_stock'],
      ['sam@example.ie', 'back_in_stock'],
    ]);
    expect(mail[0]?.body).toContain(`http://kerching.localhost:3000${soldOut.url_path}`);
    expect(await waiting()).toEqual([]);
    expect(await alerts.send.execute()()).toEqual(E.right({ sent: 0, dropped: 0, failed: 0 }));
  });
});
