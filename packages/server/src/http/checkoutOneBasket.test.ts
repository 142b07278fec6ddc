/**
 * One basket, one order through `POST /v1/checkout` (issue 40 item 1), on PGlite and PostgreSQL:
 * two tabs (or retries with fresh keys) checking out one basket at once each send their own
 * Idempotency-Key and payment token; one order is placed, the others get the basket-stale answer
 * (422, the client's "make a new basket" recovery). payments/oneBasketOneOrder.test.ts counts the
 * charges at the gateway.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { ApiClient, type Answer, testApp } from './testing/apiClient';

const PRICE = 1000;
const PRODUCT = 10;
const TABS = 10;
const clock = { now: () => FIXED_NOW };
const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;

describe.each(testDatabases())('checkouts of one basket on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, smallCatalogue([aDealRow(1, { priceMinor: PRICE })]));
    app = testApp(db, pino({ level: 'silent' }), clock);
  }, 120_000);
  afterAll(async () => db.close());

  it(`${TABS} concurrent checkouts of one basket with their own keys: one 201, the others 422 basket-stale`, async () => {
    const client = new ApiClient(app);
    const registered = await client.post('/v1/register', {
      requestRegistration: {
        email: `tabs-${Date.now()}@example.co.uk`,
        password: 'buyer-secret',
        confirmPassword: 'buyer-secret',
        firstName: 'Jo',
        lastName: 'Bloggs',
      },
    });
    expect(registered.status).toBe(200);
    const created = await client.post('/v1/basket', { products: [{ productId: PRODUCT, quantity: 1 }] });
    const basketToken = dataOf<{ id: string }>(created).id;
    const paymentTokens: string[] = [];
    for (let tab = 0; tab < TABS; tab += 1) {
      const card = await client.post('/v1/payments/card-token', {
        number: '4111 1111 1111 1111',
        expiry: '12/30',
        cvv: '123',
        postalCode: 'SW1A 1AA',
      });
      paymentTokens.push(dataOf<{ paymentToken: string }>(card).paymentToken);
    }
    const answers = await Promise.all(
      paymentTokens.map((paymentToken, tab) =>
        client.call(
          'POST',
          '/v1/checkout',
          { basketToken, paymentToken, cashAmount: PRICE, walletUsed: 0 },
          { headers: { 'idempotency-key': `tab-${tab}-checkout-key` } },
        ),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const refused = answers.filter((a) => a.status !== 201);
    const errorOf = (a: Answer) => (a.body as { error?: { code: string; message: string } }).error;
    expect(new Set(refused.map((a) => JSON.stringify([a.status, errorOf(a)])))).toEqual(
      new Set([
        JSON.stringify([
          422,
          { code: 'CHECKOUT.BASKET_STALE', message: 'The products in your basket are no longer reserved for you' },
        ]),
      ]),
    );
    const [row] = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM purchase_order WHERE basket_token = $1',
      [basketToken],
    );
    expect(Number(row?.n)).toBe(1);
  }, 60_000);
});
