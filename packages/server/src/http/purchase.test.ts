/**
 * Contract tests of the purchase calls (issue 6) on PGlite and PostgreSQL: baskets, checkout view,
 * promo codes, orders with idempotency, confirmations, vouchers, and the payment provider's
 * endpoints. Status and body shape of each; the spec's messages where a rule says no.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, calendarDayRows, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { PASSENGER_DETAILS_INVALID_MESSAGE } from '@kerching/domain/checkout';
import { containsCardNumber } from '@kerching/domain/payment';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { DiscountCodesResponseCodec } from '@kerching/contract/purchase';
import type { PlaceOrder, PlaceOrderInput } from '@kerching/application';
import { createContainer, serverServices } from '../composition/container';
import { createApp } from './app';
import { ApiClient, type Answer, RELAXED_REQUEST_LIMITS, testApp, TEST_CSRF_SECRET } from './testing/apiClient';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';

const PRODUCT = 10;
const IRISH_PRODUCT = 20;
const PRICE = 1000;
const TRAVEL_PRODUCT = 30;
const CALENDAR_PRODUCT = 40;
const FEE_PRODUCT = 50;
const POSTED_PRODUCT = 60;
const POSTAGE = 399;
const ADMIN_FEE = 195;
const clock = { now: () => FIXED_NOW };
/** Two-night stays arriving any day of June 2026, £150 (£180 on the 5th); the 10th sold out. */
const STAY_PRICE = 15_000;
const JUNE = calendarDayRows('2026-06-01', 30, (date) => ({
  minPriceMinor: date === '2026-06-05' ? 18_000 : STAY_PRICE,
  soldOut: date === '2026-06-10',
}));

let counter = 0;
const uniqueEmail = (label: string) => `${label}-${Date.now()}-${(counter += 1)}@example.co.uk`;

interface BasketData {
  readonly id: string;
  readonly customerId: string | null;
  readonly quantity: string;
  readonly products: ReadonlyArray<{ readonly id: number; readonly quantity: number; readonly price: number }>;
}
const dataOf = <A>(answer: Answer): A => (answer.body as { data: A }).data;
const errorOf = (answer: Answer) => (answer.body as { error: { code: string; message: string } }).error;

describe.each(testDatabases())('the purchase calls on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof testApp>;
  beforeAll(async () => {
    db = await open();
    const base = smallCatalogue([
      aDealRow(1, { priceMinor: PRICE }),
      aDealRow(2, {
        priceMinor: PRICE,
        siteKey: 'kerchingie',
        locationId: 2,
        currency: 'EUR',
        urlPath: '/deal/dublin/x/2/y',
      }),
      aDealRow(3, { priceMinor: PRICE, isTravel: true, urlPath: '/deal/escapes/x/3/y' }),
      aDealRow(4, {
        priceMinor: PRICE,
        isTravel: true,
        dealType: 'calendar',
        displayType: 'calendar',
        urlPath: '/deal/escapes/x/4/z',
      }),
      aDealRow(5, { priceMinor: PRICE, urlPath: '/deal/london/x/5/fee' }),
      aDealRow(6, {
        priceMinor: PRICE,
        urlPath: '/deal/shop/x/6/parcel',
        deliveryType: 'other',
        minPostagePriceMinor: POSTAGE,
      }),
    ]);
    // Deal 5's product carries an admin fee on each unit; deal 4's is sold by date (June 2026).
    await writeCatalogue(db, {
      ...base,
      products: base.products.map((p) => {
        if (p.id === FEE_PRODUCT) return { ...p, adminFeeMinor: ADMIN_FEE };
        if (p.id === CALENDAR_PRODUCT) return { ...p, calendar: JUNE };
        return p;
      }),
    });
    await db.query(
      `INSERT INTO promotion (code, site_key, kind, amount_minor, expires_at, single_use_per_customer, max_uses, listed)
       VALUES ('SAVE1', 'kerching', 'fixed', 100, $1, true, NULL, true),
              ('SAVE1', 'kerchingie', 'fixed', 200, $3, true, NULL, true),
              ('GONE', 'kerching', 'fixed', 100, $2, true, NULL, true),
              ('SECRET', 'kerching', 'fixed', 300, $1, false, NULL, false),
              ('USEDUP', 'kerching', 'fixed', 300, $1, false, 0, true)`,
      [
        new Date(FIXED_NOW.getTime() + 86_400_000).toISOString(),
        new Date(FIXED_NOW.getTime() - 86_400_000).toISOString(),
        new Date(FIXED_NOW.getTime() + 2 * 86_400_000).toISOString(),
      ],
    );
    await db.query(
      `INSERT INTO promotion (code, site_key, kind, percent, expires_at, single_use_per_customer, minimum_spend_minor, listed)
       VALUES ('SOON10', 'kerching', 'percentage', 10, $1, false, 4000, true)`,
      [new Date(FIXED_NOW.getTime() + 3_600_000).toISOString()],
    );
    app = testApp(db, pino({ level: 'silent' }), clock);
  }, 120_000);
  afterAll(async () => db.close());

  const shopper = async (host?: string) => {
    const client = new ApiClient(app, host);
    const email = uniqueEmail('buyer');
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
    return client;
  };
  const newBasket = async (client: ApiClient, productId = PRODUCT, quantity = 1): Promise<string> => {
    const created = await client.post('/v1/basket', { products: [{ productId, quantity }] });
    expect(created.status).toBe(201);
    return dataOf<BasketData>(created).id;
  };
  const cardToken = async (client: ApiClient, number = '4111 1111 1111 1111'): Promise<Answer> =>
    client.post('/v1/payments/card-token', { number, expiry: '12/30', cvv: '123', postalCode: 'SW1A 1AA' });
  /** Places an order; `key` null sends no Idempotency-Key. */
  const order = (
    client: ApiClient,
    body: Record<string, unknown>,
    key: string | null = `key-${(counter += 1)}-order`,
  ) => client.call('POST', '/v1/checkout', body, key === null ? {} : { headers: { 'idempotency-key': key } });

  it('creates a basket (token in the Location header), reads, adds, patches, removes and replaces', async () => {
    const client = new ApiClient(app);
    const created = await client.post('/v1/basket', {
      eligibleForVip: false,
      products: [{ productId: PRODUCT, quantity: 1 }],
    });
    expect(created.status).toBe(201);
    const token = dataOf<BasketData>(created).id;
    expect(created.headers.get('location')).toBe(`/v1/basket/${token}`);
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect(dataOf<BasketData>(created)).toMatchObject({
      customerId: null,
      products: [{ id: PRODUCT, quantity: 1, price: PRICE }],
    });

    expect(dataOf<BasketData>(await client.get(`/v1/basket/${token}?giftPacks=true`)).quantity).toBe('1');
    const added = await client.post(`/v1/basket/${token}/product`, { productId: PRODUCT, quantity: 1 });
    expect(dataOf<BasketData>(added).products).toMatchObject([{ id: PRODUCT, quantity: 2 }]);
    const patched = await client.patch(`/v1/basket/${token}/product/${PRODUCT}`, { quantity: 3, giftWrap: 1 });
    expect(dataOf<BasketData>(patched).products).toMatchObject([{ id: PRODUCT, quantity: 3 }]);
    const addon = await client.post(`/v1/basket/${token}/addon`, { addonType: 'VVE', productId: PRODUCT, quantity: 1 });
    expect(addon.status).toBe(200);
    const removed = await client.delete(`/v1/basket/${token}/product/${PRODUCT}`);
    expect(dataOf<BasketData>(removed).products).toEqual([]);
    // Emptied, its checkout says so in the spec's words.
    const empty = await client.get(`/v1/checkout/${token}`);
    expect(empty.status).toBe(422);
    expect(errorOf(empty).message).toBe('You have no purchasable products in your basket.');
    const replaced = await client.put(`/v1/basket/${token}`, { products: [{ productId: PRODUCT, quantity: 2 }] });
    expect(dataOf<BasketData>(replaced).products).toMatchObject([{ id: PRODUCT, quantity: 2 }]);
    expect(dataOf<BasketData>(await client.delete(`/v1/basket/${token}/product`)).products).toEqual([]);
  });

  it('answers bad basket input with 4xx and a message, never a 500', async () => {
    const client = new ApiClient(app);
    const token = await newBasket(client);
    const overCap = await client.patch(`/v1/basket/${token}/product/${PRODUCT}`, { quantity: 6 });
    expect(overCap.status).toBe(409);
    expect(errorOf(overCap)).toMatchObject({
      code: 'BASKET.MAX_QUANTITY_EXCEEDED',
      message: expect.stringMatching(/\S/),
    });
    expect(errorOf(await client.patch(`/v1/basket/${token}/product/${PRODUCT}`, { quantity: 'lots' })).code).toBe(
      'REQUEST.INVALID',
    );
    const unknownProduct = await client.post(`/v1/basket/${token}/product`, { productId: 999, quantity: 1 });
    expect(unknownProduct).toMatchObject({ status: 409, body: { error: { code: 'BASKET.PRODUCT_UNAVAILABLE' } } });
    expect((await client.get('/v1/basket/no-such-basket-token-0000000')).status).toBe(404);
    expect((await client.patch(`/v1/basket/${token}/product/abc`, { quantity: 1 })).status).toBe(400);
  });

  it('refuses a calendar deal without check-in and check-out dates, with a 400 and the message, writing nothing', async () => {
    const client = new ApiClient(app);
    const token = await newBasket(client);
    const datesMessage = 'Please choose your check-in and check-out dates.';
    const added = await client.post(`/v1/basket/${token}/product`, { productId: CALENDAR_PRODUCT, quantity: 1 });
    expect(added).toMatchObject({
      status: 400,
      body: { error: { code: 'CALENDAR.DATES_REQUIRED', message: datesMessage } },
    });
    const replaced = await client.put(`/v1/basket/${token}`, {
      products: [{ productId: CALENDAR_PRODUCT, quantity: 1 }],
    });
    expect(replaced).toMatchObject({ status: 400, body: { error: { code: 'CALENDAR.DATES_REQUIRED' } } });
    const basket = dataOf<BasketData>(await client.get(`/v1/basket/${token}`));
    expect(basket.products.map((p) => [p.id, p.quantity])).toEqual([[PRODUCT, 1]]);
    const created = await client.post('/v1/basket', { products: [{ productId: CALENDAR_PRODUCT, quantity: 1 }] });
    expect(created).toMatchObject({
      status: 400,
      body: { error: { code: 'CALENDAR.DATES_REQUIRED', message: datesMessage } },
    });
  });

  it('books a stay of a calendar deal at its price, refuses dates the calendar does not allow, and orders it', async () => {
    const client = await shopper();
    const stay = { checkInDate: '2026-06-05', checkOutDate: '2026-06-07' };
    const created = await client.post('/v1/basket', {
      products: [{ productId: CALENDAR_PRODUCT, quantity: 1, ...stay }],
    });
    expect(created.status).toBe(201);
    const token = dataOf<BasketData>(created).id;
    expect(dataOf<{ products: readonly unknown[] }>(created).products).toEqual([
      expect.objectContaining({
        id: CALENDAR_PRODUCT,
        price: 18_000,
        checkInDate: '2026-06-05',
        checkOutDate: '2026-06-07',
        numberOfNights: 2,
      }),
    ]);
    const unavailable = 'Sorry, your dates are no longer available. Please choose other dates.';
    for (const dates of [
      { checkInDate: '2026-06-10', checkOutDate: '2026-06-12' },
      { checkInDate: '2026-06-05', checkOutDate: '2026-06-08' },
      { checkInDate: '2026-07-05', checkOutDate: '2026-07-07' },
    ]) {
      const refused = await client.post(`/v1/basket/${token}/product`, {
        productId: CALENDAR_PRODUCT,
        quantity: 1,
        ...dates,
      });
      expect(refused).toMatchObject({
        status: 409,
        body: { error: { code: 'CALENDAR.STAY_UNAVAILABLE', message: unavailable } },
      });
    }
    const shapeless = await client.post(`/v1/basket/${token}/product`, {
      productId: CALENDAR_PRODUCT,
      quantity: 1,
      checkInDate: '2026-06-07T00:00:00Z',
      checkOutDate: 7,
    });
    expect(shapeless.status).toBe(400);
    // Nothing refused was written: the first stay is still the basket's.
    const kept = dataOf<{ products: ReadonlyArray<{ checkInDate: string; price: number }> }>(
      await client.get(`/v1/basket/${token}`),
    );
    expect(kept.products.map((p) => [p.checkInDate, p.price])).toEqual([['2026-06-05', 18_000]]);
    // Other dates replace the stay, at their own price.
    const moved = await client.post(`/v1/basket/${token}/product`, {
      productId: CALENDAR_PRODUCT,
      quantity: 1,
      checkInDate: '2026-06-15',
      checkOutDate: '2026-06-17',
    });
    expect(dataOf<{ products: ReadonlyArray<{ quantity: number; price: number }> }>(moved).products).toEqual([
      expect.objectContaining({ quantity: 1, price: STAY_PRICE, checkInDate: '2026-06-15' }),
    ]);
    const checkout = dataOf<{ orderSummary: { totalOrderAmount: number } }>(await client.get(`/v1/checkout/${token}`));
    expect(checkout.orderSummary.totalOrderAmount).toBe(STAY_PRICE);

    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client)).paymentToken;
    const placed = await order(client, {
      basketToken: token,
      paymentToken,
      cashAmount: STAY_PRICE,
      walletUsed: 0,
      passengers: [
        { title: 'Mr', firstNames: 'Sam', lastName: 'Hale', dateOfBirth: { day: '3', month: '4', year: '1980' } },
      ],
    });
    expect(placed.status).toBe(201);
    expect(dataOf<{ lines: readonly unknown[] }>(placed).lines).toEqual([
      expect.objectContaining({ productId: CALENDAR_PRODUCT, stay: { checkIn: '2026-06-15', checkOut: '2026-06-17' } }),
    ]);
  });

  it('a signed-in shopper reads their basket by customer token, never another customer’s', async () => {
    const client = await shopper();
    const anonymous = new ApiClient(app);
    const token = await newBasket(anonymous);
    const linked = await client.patch(`/v1/basket/${token}`);
    expect(dataOf<BasketData>(linked).customerId).not.toBeNull();
    const own = client.cookies.get('kc_customer_token') ?? '';
    expect(dataOf<BasketData>(await client.get(`/v1/basket?customerToken=${own}&giftPacks=true`)).id).toBe(token);
    const other = await shopper();
    expect((await other.get(`/v1/basket?customerToken=${own}`)).status).toBe(403);
    expect((await anonymous.get(`/v1/basket?customerToken=${own}`)).status).toBe(401);
    expect((await other.post('/v1/basket', { customerToken: own, products: [] })).status).toBe(403);
  });

  it('the checkout view: summary, payment options by eligibility (no Clearpay in Ireland), 422 for a gone basket', async () => {
    const client = new ApiClient(app);
    const token = await newBasket(client, PRODUCT, 2);
    const view = await client.get(`/v1/checkout/${token}?wallet=false&giftPacks=true&timestamp=1&timerElapsed=0`);
    expect(view.status).toBe(200);
    const data = dataOf<{
      orderSummary: { totalOrderAmount: number; cashAmount: number };
      paymentOptions: string[];
      currency: string;
    }>(view);
    expect(data.orderSummary).toMatchObject({ totalOrderAmount: 2 * PRICE, cashAmount: 2 * PRICE });
    expect(data.currency).toBe('GBP');
    expect(data.paymentOptions.length).toBeGreaterThan(0);

    const irish = new ApiClient(app, 'kerchingie.localhost:3000');
    const irishToken = await newBasket(irish, IRISH_PRODUCT);
    const irishView = dataOf<{ paymentOptions: string[]; currency: string }>(
      await irish.get(`/v1/checkout/${irishToken}`),
    );
    expect(irishView.currency).toBe('EUR');
    expect(JSON.stringify(irishView.paymentOptions).toLowerCase()).not.toContain('clearpay');

    const gone = await client.get('/v1/checkout/no-such-basket-token-0000000');
    expect(gone.status).toBe(422);
    expect(errorOf(gone).message).toMatch(/\S/);
  });

  it('promo codes: applied, or refused as expired with the spec message', async () => {
    const client = await shopper();
    const token = await newBasket(client);
    const applied = await client.post('/v1/promocode', { basketToken: token, promoCode: 'save1' });
    expect(applied).toMatchObject({ status: 200, body: { data: { discountMinor: 100 } } });
    const expired = await client.post('/v1/promocode', { basketToken: token, promoCode: 'GONE' });
    expect(expired.status).toBe(400);
    expect(errorOf(expired)).toMatchObject({ code: 'PROMO.EXPIRED', message: expect.stringMatching(/\S/) });
  });

  it("a code is its own site's: the same code takes each site's amount, and is used up per site", async () => {
    const irish = await shopper('kerchingie.localhost:3000');
    const irishToken = await newBasket(irish, IRISH_PRODUCT);
    const irishApplied = await irish.post('/v1/promocode', { basketToken: irishToken, promoCode: 'SAVE1' });
    expect(irishApplied).toMatchObject({ status: 200, body: { data: { discountMinor: 200 } } });
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(irish)).paymentToken;
    const placed = await order(irish, {
      basketToken: irishToken,
      paymentToken,
      promoCode: 'SAVE1',
      cashAmount: PRICE - 200,
      walletUsed: 0,
    });
    expect(placed.status).toBe(201);
    const redeemed = await db.query<{ site_key: string; code: string }>(
      "SELECT site_key, code FROM promotion_redemption WHERE code = 'SAVE1'",
    );
    expect(redeemed).toEqual([{ site_key: 'kerchingie', code: 'SAVE1' }]);
    const uk = await db.query<{ site_key: string; uses: number }>(
      "SELECT site_key, uses FROM promotion WHERE code = 'SAVE1' ORDER BY site_key",
    );
    expect(uk).toEqual([
      { site_key: 'kerching', uses: 0 },
      { site_key: 'kerchingie', uses: 1 },
    ]);
    const again = await irish.post('/v1/promocode', {
      basketToken: await newBasket(irish, IRISH_PRODUCT),
      promoCode: 'SAVE1',
    });
    expect(errorOf(again).code).toBe('PROMO.ALREADY_USED');
    const listed = dataOf<{ codes: { code: string; usedByShopper: boolean }[] }>(await irish.get('/v1/discount-codes'));
    expect(listed.codes).toMatchObject([{ code: 'SAVE1', usedByShopper: true }]);
  });

  it("GET /v1/discount-codes: the site's listed codes still working, ending soonest first", async () => {
    const uk = await new ApiClient(app).get('/v1/discount-codes');
    expect(uk.status).toBe(200);
    const decoded = DiscountCodesResponseCodec.decode(uk.body);
    expect(E.isRight(decoded)).toBe(true);
    expect(uk.body).toEqual({
      data: {
        currency: 'GBP',
        codes: [
          {
            code: 'SOON10',
            discount: { kind: 'percentage', percent: 10 },
            expiresAt: new Date(FIXED_NOW.getTime() + 3_600_000).toISOString(),
            minimumSpendMinor: 4000,
            selectedDealsOnly: false,
            oncePerShopper: false,
            marketing: false,
            usedByShopper: false,
          },
          {
            code: 'SAVE1',
            discount: { kind: 'fixed', amountMinor: 100 },
            expiresAt: new Date(FIXED_NOW.getTime() + 86_400_000).toISOString(),
            minimumSpendMinor: 0,
            selectedDealsOnly: false,
            oncePerShopper: true,
            marketing: false,
            usedByShopper: false,
          },
        ],
      },
    });
    const irish = dataOf<{ currency: string; codes: { code: string; discount: unknown }[] }>(
      await new ApiClient(app, 'kerchingie.localhost:3000').get('/v1/discount-codes'),
    );
    expect(irish.currency).toBe('EUR');
    expect(irish.codes.map((c) => [c.code, c.discount])).toEqual([['SAVE1', { kind: 'fixed', amountMinor: 200 }]]);
  });

  it('places an order by card once per idempotency key, with a confirmation and one voucher per unit', async () => {
    const client = await shopper();
    const token = await newBasket(client, PRODUCT, 2);
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client)).paymentToken;
    const body = { basketToken: token, paymentToken, cashAmount: 2 * PRICE, walletUsed: 0 };
    const first = await order(client, body, 'same-key-12345678');
    expect(first.status).toBe(201);
    const confirmation = dataOf<{
      orderId: string;
      productOrder: { id: string; quantity: number };
      lines: Array<{ voucherCodes: string[] }>;
    }>(first);
    expect(confirmation.productOrder.quantity).toBe(2);
    expect(confirmation.lines[0]?.voucherCodes).toHaveLength(2);
    const again = await order(client, body, 'same-key-12345678');
    expect(again.body).toEqual(first.body);
    const orders = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM purchase_order WHERE id = $1', [
      confirmation.orderId,
    ]);
    expect(Number(orders[0]?.n)).toBe(1);

    expect(await client.get(`/v1/orders/${confirmation.orderId}/confirmation`)).toMatchObject({
      status: 200,
      body: { data: { orderId: confirmation.orderId } },
    });
    const vouchers = dataOf<Array<{ code: string; orderId: string }>>(await client.get('/v1/voucher'));
    expect(vouchers.filter((v) => v.orderId === confirmation.orderId)).toHaveLength(2);
    const other = await shopper();
    expect((await other.get(`/v1/orders/${confirmation.orderId}/confirmation`)).status).toBe(404);
    expect(dataOf<unknown[]>(await other.get('/v1/voucher'))).toEqual([]);
  });

  it("a product's admin fee is in its basket line, the checkout total, what is charged and the voucher's price", async () => {
    const client = await shopper();
    const token = await newBasket(client, FEE_PRODUCT, 2);
    const basket = dataOf<{ products: Array<{ price: number; adminFee: number }> }>(
      await client.get(`/v1/basket/${token}`),
    );
    expect(basket.products[0]).toMatchObject({ price: PRICE, adminFee: ADMIN_FEE, lineTotal: 2 * (PRICE + ADMIN_FEE) });
    const due = 2 * (PRICE + ADMIN_FEE);
    const view = dataOf<{ orderSummary: { totalOrderAmount: number; cashAmount: number } }>(
      await client.get(`/v1/checkout/${token}`),
    );
    expect(view.orderSummary).toMatchObject({ totalOrderAmount: due, cashAmount: due });
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client)).paymentToken;
    // Paying the price without the fee is refused: the amount must be what is due.
    const short = await order(client, { basketToken: token, paymentToken, cashAmount: 2 * PRICE, walletUsed: 0 });
    expect(short.status).toBeGreaterThanOrEqual(400);
    expect(short.status).toBeLessThan(500);
    const placed = await order(client, { basketToken: token, paymentToken, cashAmount: due, walletUsed: 0 });
    expect(placed.status).toBe(201);
    const confirmation = dataOf<{ totalOrderAmount: number; lines: Array<{ unitPriceMinor: number }> }>(placed);
    expect(confirmation.totalOrderAmount).toBe(due);
    expect(confirmation.lines[0]?.unitPriceMinor).toBe(PRICE + ADMIN_FEE);
  });

  it("a delivered deal's postage is charged once a line, in the basket and the checkout total", async () => {
    const client = await shopper();
    const token = await newBasket(client, POSTED_PRODUCT, 2);
    const basket = dataOf<{ products: Array<{ price: number; postagePrice: number }> }>(
      await client.get(`/v1/basket/${token}`),
    );
    expect(basket.products[0]).toMatchObject({ price: PRICE, postagePrice: POSTAGE, lineTotal: 2 * PRICE + POSTAGE });
    const view = dataOf<{ orderSummary: { totalOrderAmount: number } }>(await client.get(`/v1/checkout/${token}`));
    expect(view.orderSummary.totalOrderAmount).toBe(2 * PRICE + POSTAGE);
    // A deal that is not delivered has none.
    const plain = await newBasket(client, PRODUCT, 2);
    expect(
      dataOf<{ products: Array<{ postagePrice: number }> }>(await client.get(`/v1/basket/${plain}`)).products[0],
    ).toMatchObject({ postagePrice: 0 });
  });

  it('a travel order needs the lead passenger: 400 with its message without one, 201 with one', async () => {
    const client = await shopper();
    const token = await newBasket(client, TRAVEL_PRODUCT);
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client)).paymentToken;
    const body = { basketToken: token, paymentToken, cashAmount: PRICE, walletUsed: 0 };
    const lead = {
      title: 'Miss',
      firstNames: 'Ella',
      lastName: 'Reid',
      dateOfBirth: { day: '2', month: '12', year: '1999' },
    };

    const without = await order(client, body);
    expect(without.status).toBe(400);
    expect(errorOf(without)).toEqual({
      code: 'CHECKOUT.PASSENGER_DETAILS_INVALID',
      message: PASSENGER_DETAILS_INVALID_MESSAGE,
    });
    const unborn = await order(client, {
      ...body,
      passengers: [{ ...lead, dateOfBirth: { day: '1', month: '1', year: '2099' } }],
    });
    expect(errorOf(unborn).code).toBe('CHECKOUT.PASSENGER_DETAILS_INVALID');
    const shapeless = await order(client, { ...body, passengers: [{ title: 'Miss' }] });
    expect(shapeless.status).toBe(400);
    const tooMany = await order(client, { ...body, passengers: Array.from({ length: 10 }, () => lead) });
    expect(tooMany.status).toBe(400);

    const placed = await order(client, { ...body, passengers: [lead] });
    expect(placed.status).toBe(201);
    const [row] = await db.query<{ n: number | string }>(
      'SELECT count(*) AS n FROM order_passenger WHERE order_id = $1',
      [dataOf<{ orderId: string }>(placed).orderId],
    );
    expect(Number(row?.n)).toBe(1);
  });

  it('buy again lists the deals the shopper bought that are still on sale; a visitor gets 401', async () => {
    expect((await new ApiClient(app).get('/v1/buy-again/deals')).status).toBe(401);
    const client = await shopper();
    expect(dataOf<{ deals: unknown[] }>(await client.get('/v1/buy-again/deals')).deals).toEqual([]);
    const token = await newBasket(client);
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client)).paymentToken;
    expect((await order(client, { basketToken: token, paymentToken, cashAmount: PRICE, walletUsed: 0 })).status).toBe(
      201,
    );
    const bought = dataOf<{ deals: Array<{ id: number }> }>(await client.get('/v1/buy-again/deals')).deals;
    expect(bought.map((deal) => deal.id)).toEqual([1]);
    // Another site's buy again is its own.
    const irish = dataOf<{ deals: unknown[] }>(
      await client.call('GET', '/v1/buy-again/deals', undefined, { headers: { host: 'kerchingie.localhost:3000' } }),
    );
    expect(irish.deals).toEqual([]);
  });

  it('a declined card answers the payment message and makes no order', async () => {
    const client = await shopper();
    const token = await newBasket(client);
    const paymentToken = dataOf<{ paymentToken: string }>(await cardToken(client, '4000 0000 0000 0002')).paymentToken;
    const before = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM purchase_order');
    const declined = await order(client, { basketToken: token, paymentToken, cashAmount: PRICE, walletUsed: 0 });
    expect(declined.status).toBe(402);
    expect(errorOf(declined)).toMatchObject({ code: 'PAYMENT.DECLINED_BY_BANK', message: expect.stringMatching(/\S/) });
    const after = await db.query<{ n: number | string }>('SELECT count(*) AS n FROM purchase_order');
    expect(Number(after[0]?.n)).toBe(Number(before[0]?.n));
  });

  it('ordering needs a signed-in shopper and an Idempotency-Key', async () => {
    const anonymous = new ApiClient(app);
    const token = await newBasket(anonymous);
    const body = { basketToken: token, cashAmount: PRICE, walletUsed: 0 };
    expect(await order(anonymous, body)).toMatchObject({
      status: 401,
      body: { error: { code: 'CHECKOUT.LOGIN_REQUIRED' } },
    });
    const client = await shopper();
    expect(await order(client, body, null)).toMatchObject({
      status: 400,
      body: { error: { code: 'CHECKOUT.INPUT_INVALID' } },
    });
    expect((await order(client, { basketToken: token })).status).toBe(400);
  });

  it('no order body carrying a card number gets past the edge (property over fields and spellings)', async () => {
    const client = await shopper();
    const token = await newBasket(client);
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('basketToken', 'paymentToken', 'promoCode', 'note'),
        fc.constantFrom('4111111111111111', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'),
        async (field, number) => {
          const answer = await order(client, { basketToken: token, cashAmount: PRICE, walletUsed: 0, [field]: number });
          expect(answer).toMatchObject({ status: 400, body: { error: { code: 'CHECKOUT.CARD_NUMBER_REFUSED' } } });
        },
      ),
      { numRuns: 20 },
    );
    const asNumber = await order(client, { basketToken: token, cashAmount: 4111111111111111, walletUsed: 0 });
    expect(asNumber.status).toBe(400);
  });

  it('no request body that reaches the order code contains a card number', async () => {
    // The real app, with the order use-case wrapped to record every input it is given.
    const services = serverServices(
      createContainer(db, clock, {
        accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, requestLimits: RELAXED_REQUEST_LIMITS },
      }),
    );
    const reached: PlaceOrderInput[] = [];
    const recording: Pick<PlaceOrder, 'execute'> = {
      execute: (input) => {
        reached.push(input);
        return services.purchase.placeOrder.execute(input);
      },
    };
    const spied = createApp({
      log: pino({ level: 'silent' }),
      services: { ...services, purchase: { ...services.purchase, placeOrder: recording as PlaceOrder } },
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
      csrfSecret: TEST_CSRF_SECRET,
    });
    const client = new ApiClient(spied);
    const registered = await client.post('/v1/register', {
      requestRegistration: { email: uniqueEmail('spy'), password: 'spy-secret', confirmPassword: 'spy-secret' },
    });
    expect(registered.status).toBe(200);
    const token = await newBasket(client);
    const cards = ['4111111111111111', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'];
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...cards), { nil: undefined }),
        fc.constantFrom('paymentToken', 'promoCode', 'basketToken', 'orderLines'),
        async (card, field) => {
          const value = field === 'orderLines' ? [{ note: card ?? 'no card here' }] : (card ?? `ok-${field}-value`);
          await client.call(
            'POST',
            '/v1/checkout',
            { basketToken: token, cashAmount: PRICE, walletUsed: 0, [field]: value },
            { headers: { 'idempotency-key': `spy-${(counter += 1)}-key` } },
          );
        },
      ),
      { numRuns: 40 },
    );
    expect(reached.length).toBeGreaterThan(0);
    for (const input of reached) expect(containsCardNumber(JSON.stringify(input)), JSON.stringify(input)).toBe(false);
  });

  it('the provider endpoints turn card fields, PayPal, wallets, Klarna and Clearpay into tokens', async () => {
    const client = new ApiClient(app);
    const token = (answer: Answer) => dataOf<{ paymentToken: string }>(answer).paymentToken;
    expect(token(await cardToken(client))).toMatch(/^pt_/);
    expect(await cardToken(client, '4111 1111 1111 1112')).toMatchObject({
      status: 402,
      body: { error: { code: 'PAYMENT.CARD_NUMBER_INVALID', message: "Hmm. That card number doesn't look right" } },
    });
    expect(
      token(
        await client.post('/bt/addon', { number: '4111111111111111', expiry: '01/31', cvv: '999', postalCode: 'D02' }),
      ),
    ).toMatch(/^pt_/);
    const approvalId = dataOf<{ approvalId: string }>(
      await client.post('/v1/payments/paypal/approvals', { credit: true }),
    ).approvalId;
    expect(
      token(await client.post('/v1/payments/paypal/approve', { approvalId, payerEmail: 'payer@example.com' })),
    ).toMatch(/^pt_/);
    expect(token(await client.post('/v1/payments/wallet-token', { method: 'apple' }))).toMatch(/^pt_/);
    const sessionId = dataOf<{ sessionId: string }>(await client.post('/kn/sessions', { amount: PRICE })).sessionId;
    expect(token(await client.post('/kn/pay', { sessionId }))).toMatch(/^pt_/);
    const checkoutId = dataOf<{ checkoutId: string }>(await client.post('/cp/checkouts', { amount: PRICE })).checkoutId;
    expect(token(await client.post('/cp/pay', { checkoutId }))).toMatch(/^pt_/);
    expect((await client.post('/cp/pay', { checkoutId })).status).toBe(400);
    expect((await client.post('/v1/payments/wallet-token', { method: 'samsung' })).status).toBe(400);
  });

  it.each([
    ['a past expiry', { expiry: '01/20' }, 'PAYMENT.EXPIRED_CARD', 'Card Expired'],
    [
      'a bad Luhn number',
      { number: '4111111111111112' },
      'PAYMENT.CARD_NUMBER_INVALID',
      "Hmm. That card number doesn't look right",
    ],
    ['a bad month', { expiry: '00/30' }, 'PAYMENT.CARD_EXPIRY_INVALID', 'This expiry date is not valid'],
    [
      'an American Express card',
      { number: '378282246310005' },
      'PAYMENT.AMEX_DINERS_NOT_ACCEPTED',
      'Sorry, we currently only accept Visa and MasterCard',
    ],
    [
      'a Diners card',
      { number: '30569309025904' },
      'PAYMENT.AMEX_DINERS_NOT_ACCEPTED',
      'Sorry, we currently only accept Visa and MasterCard',
    ],
    ['no security code', { cvv: undefined }, 'PAYMENT.SECURITY_CODE_REQUIRED', 'Security code is required'],
    ['an empty security code', { cvv: '' }, 'PAYMENT.SECURITY_CODE_REQUIRED', 'Security code is required'],
    ['no postal code', { postalCode: undefined }, 'PAYMENT.POSTAL_CODE_REQUIRED', 'Postal code is required'],
  ])(
    'the hosted card fields refuse %s as a provider would (spec 1 §5), and no order is placed',
    async (_, change, code, message) => {
      const client = await shopper();
      const token = await newBasket(client);
      const fields = { number: '4111111111111111', expiry: '12/30', cvv: '123', postalCode: 'SW1A 1AA', ...change };
      const refused = await client.post('/v1/payments/card-token', fields);
      expect(refused.status).toBe(402);
      expect(errorOf(refused)).toEqual({ code, message });
      // Without a token the order is not placed, and the basket is still there to pay.
      expect((await order(client, { basketToken: token, cashAmount: PRICE, walletUsed: 0 })).status).toBe(400);
      expect((await client.get(`/v1/checkout/${token}`)).status).toBe(200);
    },
  );

  it('a payment token never carries the card number', async () => {
    const answer = await cardToken(new ApiClient(app));
    expect(containsCardNumber(JSON.stringify(answer.body))).toBe(false);
  });
});
