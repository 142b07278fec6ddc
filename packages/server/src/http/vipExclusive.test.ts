/**
 * VIP-only products through the /v1 API (issue 40 item 2), on PGlite and PostgreSQL: the deal API
 * says a VIP-exclusive product is not buyable to a non-member, and every basket change (create, add,
 * line update, add-on, replace) and the order refuse it the same way, with the spec's basket
 * message; a VIP member (the account's vip_user, set here in the database: membership is a later
 * issue) buys it. The basket's own eligibleForVip, sent by the client, makes nobody a member.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { ApiClient, type Answer, testApp } from './testing/apiClient';

const PRICE = 1000;
const PRODUCT = 10;
const VIP_PRODUCT = 20;
/** Deal 3's product turns VIP-only while in baskets. */
const LATER_VIP_PRODUCT = 30;
const GONE = { code: 'BASKET.PRODUCT_UNAVAILABLE', message: 'Oops! This item is no longer available' };
const clock = { now: () => FIXED_NOW };

let counter = 0;
const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;
const refusal = (answer: Answer) => ({
  status: answer.status,
  error: (answer.body as { error?: { code: string; message: string } }).error,
});

describe.each(testDatabases())('VIP-only products on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    const base = smallCatalogue([
      aDealRow(1, { priceMinor: PRICE }),
      aDealRow(2, { priceMinor: PRICE, urlPath: '/deal/london/x/2/vip' }),
      aDealRow(3, { priceMinor: PRICE, urlPath: '/deal/london/x/3/later' }),
    ]);
    await writeCatalogue(db, {
      ...base,
      deals: base.deals.map((d) => (d.id === 2 ? { ...d, vipOnly: true } : d)),
      products: base.products.map((p) => (p.id === VIP_PRODUCT ? { ...p, vipExclusive: true } : p)),
    });
    app = testApp(db, pino({ level: 'silent' }), clock);
  }, 120_000);
  afterAll(async () => db.close());

  /** A signed-in shopper; a VIP member when `vip` (their account's flag, set in the database). */
  const shopper = async (vip: boolean): Promise<ApiClient> => {
    const client = new ApiClient(app);
    const email = `vip-${vip}-${Date.now()}-${(counter += 1)}@example.co.uk`;
    const registered = await client.post('/v1/register', {
      requestRegistration: {
        email,
        password: 'buyer-secret',
        confirmPassword: 'buyer-secret',
        firstName: 'Jo',
        lastName: 'Bloggs',
      },
    });
    expect(registered.status).toBe(200);
    if (vip) await db.query('UPDATE users SET vip_user = true WHERE email = $1', [email]);
    return client;
  };
  const basketOf = async (client: ApiClient, productId: number): Promise<string> => {
    const created = await client.post('/v1/basket', { products: [{ productId, quantity: 1 }] });
    expect(created.status).toBe(201);
    return dataOf<{ id: string }>(created).id;
  };
  const checkout = async (client: ApiClient, basketToken: string, cashAmount: number): Promise<Answer> => {
    const card = await client.post('/v1/payments/card-token', {
      number: '4111 1111 1111 1111',
      expiry: '12/30',
      cvv: '123',
      postalCode: 'SW1A 1AA',
    });
    const paymentToken = dataOf<{ paymentToken: string }>(card).paymentToken;
    return client.call(
      'POST',
      '/v1/checkout',
      { basketToken, paymentToken, cashAmount, walletUsed: 0 },
      { headers: { 'idempotency-key': `vip-order-${(counter += 1)}-key` } },
    );
  };
  const orders = async (basketToken: string): Promise<number> => {
    const [row] = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM purchase_order WHERE basket_token = $1',
      [basketToken],
    );
    return Number(row?.n ?? -1);
  };

  it('the deal API says a VIP-only product is not buyable to a shopper who is not a member', async () => {
    const deal = await new ApiClient(app).get('/v1/product-detail-page-deal/2');
    expect(deal.status).toBe(200);
    const products = dataOf<{ products: ReadonlyArray<{ id: number; buyable: boolean }> }>(deal).products;
    expect(products.map((p) => [p.id, p.buyable])).toEqual([[VIP_PRODUCT, false]]);
  });

  it('refuses a VIP-only product to a guest and to a non-member on create, add and replace, even with eligibleForVip', async () => {
    const vipLine = { productId: VIP_PRODUCT, quantity: 1 };
    for (const client of [new ApiClient(app), await shopper(false)]) {
      const created = await client.post('/v1/basket', { eligibleForVip: true, products: [vipLine] });
      expect(refusal(created)).toEqual({ status: 409, error: GONE });
      const token = await basketOf(client, PRODUCT);
      expect(refusal(await client.post(`/v1/basket/${token}/product`, vipLine))).toEqual({ status: 409, error: GONE });
      const replaced = await client.put(`/v1/basket/${token}`, { eligibleForVip: true, products: [vipLine] });
      expect(refusal(replaced)).toEqual({ status: 409, error: GONE });
      // Nothing refused was written.
      const basket = dataOf<{ products: ReadonlyArray<{ id: number }> }>(await client.get(`/v1/basket/${token}`));
      expect(basket.products.map((p) => p.id)).toEqual([PRODUCT]);
    }
  });

  it('a product that became VIP-only in a non-member’s basket is refused on update, add-on and checkout, and nothing is ordered', async () => {
    const client = await shopper(false);
    const token = await basketOf(client, LATER_VIP_PRODUCT);
    await db.query('UPDATE product SET vip_exclusive = true WHERE id = $1', [LATER_VIP_PRODUCT]);
    try {
      const patched = await client.patch(`/v1/basket/${token}/product/${LATER_VIP_PRODUCT}`, { quantity: 2 });
      expect(refusal(patched)).toEqual({ status: 409, error: GONE });
      const addon = await client.post(`/v1/basket/${token}/addon`, {
        addonType: 'VVE',
        productId: LATER_VIP_PRODUCT,
        quantity: 1,
      });
      expect(refusal(addon)).toEqual({ status: 409, error: GONE });
      expect(refusal(await checkout(client, token, PRICE))).toEqual({ status: 409, error: GONE });
      expect(await orders(token)).toBe(0);
      // The checkout page sends the shopper back to a basket they can buy.
      expect((await client.get(`/v1/checkout/${token}`)).status).toBe(422);
    } finally {
      await db.query('UPDATE product SET vip_exclusive = false WHERE id = $1', [LATER_VIP_PRODUCT]);
    }
  });

  it('a VIP member buys a VIP-only product: create, add, update, add-on, replace and checkout', async () => {
    const member = await shopper(true);
    const token = await basketOf(member, VIP_PRODUCT);
    const added = await member.post(`/v1/basket/${token}/product`, { productId: VIP_PRODUCT, quantity: 1 });
    expect(dataOf<{ products: ReadonlyArray<{ id: number; quantity: number }> }>(added).products).toMatchObject([
      { id: VIP_PRODUCT, quantity: 2 },
    ]);
    expect((await member.patch(`/v1/basket/${token}/product/${VIP_PRODUCT}`, { quantity: 3 })).status).toBe(200);
    const addon = await member.post(`/v1/basket/${token}/addon`, {
      addonType: 'VVE',
      productId: VIP_PRODUCT,
      quantity: 1,
    });
    expect(addon.status).toBe(200);
    const replaced = await member.put(`/v1/basket/${token}`, { products: [{ productId: VIP_PRODUCT, quantity: 2 }] });
    expect(replaced.status).toBe(200);
    const placed = await checkout(member, token, 2 * PRICE);
    expect(placed.status).toBe(201);
    expect(await orders(token)).toBe(1);
  });
});
