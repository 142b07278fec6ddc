/** Shoppers for the HTTP tests: registered through the API, buying by card through the API. */
import { afterAll, beforeAll, expect } from 'vitest';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue } from '@kerching/adapters-sql/testing';
import type { Clock } from '@kerching/ports';
import { type Answer, type ApiClient, testApp } from './apiClient';

let counter = 0;

export const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;
export const errorOf = (answer: Answer) => (answer.body as { error: { code: string; message: string } }).error;

/**
 * `client` with a new account, signed in. Remembered, so the session outlives the 14-day windows
 * some tests move the clock through.
 */
export const registerShopper = async (client: ApiClient, firstName = 'Sam'): Promise<ApiClient> => {
  const email = `${firstName.toLowerCase()}-${Date.now()}-${(counter += 1)}@example.co.uk`;
  const answer = await client.post('/v1/register', {
    requestRegistration: {
      email,
      password: 'shopper-secret',
      confirmPassword: 'shopper-secret',
      firstName,
      rememberMe: true,
    },
  });
  expect(answer.status).toBe(200);
  return client;
};

/** Buys `quantity` of a product by card, paying `cashAmount` (and `walletUsed` from the wallet). */
export const buyByCard = async (
  client: ApiClient,
  order: {
    readonly productId: number;
    readonly quantity?: number;
    readonly cashAmount: number;
    readonly walletUsed?: number;
  },
): Promise<{ readonly orderId: string }> => {
  const basket = await client.post('/v1/basket', {
    products: [{ productId: order.productId, quantity: order.quantity ?? 1 }],
  });
  const card = await client.post('/v1/payments/card-token', {
    number: '4111 1111 1111 1111',
    expiry: '12/30',
    cvv: '123',
    postalCode: 'SW1A 1AA',
  });
  const walletUsed = order.walletUsed ?? 0;
  const placed = await client.call(
    'POST',
    '/v1/checkout',
    {
      basketToken: dataOf<{ id: string }>(basket).id,
      paymentToken: dataOf<{ paymentToken: string }>(card).paymentToken,
      cashAmount: order.cashAmount,
      walletUsed,
      ...(walletUsed > 0 ? { useWallet: true } : {}),
    },
    { headers: { 'idempotency-key': `test-order-${(counter += 1)}` } },
  );
  expect(placed.status).toBe(201);
  return { orderId: dataOf<{ orderId: string }>(placed).orderId };
};

/** The product the one-deal shop sells (deal 1's first product in the test catalogue). */
export const ONE_DEAL_PRODUCT = 10;

/**
 * The app over a catalogue of one deal priced `priceMinor`, open for 400 days from FIXED_NOW, with
 * the test's own clock: a shop for tests about what happens after a purchase.
 */
const oneDealShop = async (db: SqlClient, priceMinor: number, clock: Clock): Promise<ReturnType<typeof testApp>> => {
  await writeCatalogue(
    db,
    smallCatalogue([aDealRow(1, { priceMinor, closingAt: new Date(FIXED_NOW.getTime() + 400 * 86_400_000) })]),
  );
  return testApp(db, pino({ level: 'silent' }), clock);
};

/**
 * The one-deal shop of one describe block on one database: opened before the block's tests, closed
 * after them, on a clock the tests move (`shop.now`, milliseconds from FIXED_NOW). Create it at the
 * top of the block; a block's own `beforeAll` runs after the shop is open.
 */
export class OneDealShopFixture {
  now = FIXED_NOW.getTime();
  #db: SqlClient | undefined;
  #app: ReturnType<typeof testApp> | undefined;

  constructor(open: () => Promise<SqlClient>, priceMinor: number) {
    beforeAll(async () => {
      this.#db = await open();
      this.#app = await oneDealShop(this.#db, priceMinor, { now: () => new Date(this.now) });
    }, 120_000);
    afterAll(async () => this.#db?.close());
  }

  get db(): SqlClient {
    if (this.#db === undefined) throw new Error('the shop opens in beforeAll');
    return this.#db;
  }

  get app(): ReturnType<typeof testApp> {
    if (this.#app === undefined) throw new Error('the shop opens in beforeAll');
    return this.#app;
  }
}
