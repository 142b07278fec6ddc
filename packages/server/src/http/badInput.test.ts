/**
 * Bad input at the edge (issue 40, item 10) on PGlite and PostgreSQL: text no database can store (a
 * NUL, a lone surrogate) in a purchase field, whether it comes in a JSON body, the address or the
 * basket cookie, is a 400 with a message and writes nothing; a body over its limit is a 413 before
 * it is read in full, with or without a Content-Length.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { type SqlClient, writeCatalogue } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { parseCookieHeader, readServerCookie } from '@kerching/adapters-storage';
import { DEFAULT_ACCOUNTS_OPTIONS } from '../composition/accounts';
import { createContainer, serverServices } from '../composition/container';
import { SCRYPT_DEFAULTS } from '@kerching/adapters-node';
import { createApp } from './app';
import { isRefusedText } from './errors';
import { ApiClient, CSRF_BROWSER_ID, CSRF_HEADERS, TEST_CSRF_SECRET, type Answer } from './testing/apiClient';

/** The test browser's anti-forgery token, bound to its browser id (csrf.ts). */
const CSRF_TOKEN = CSRF_HEADERS['x-csrf-token'];
import { dataOf, errorOf, registerShopper } from './testing/shoppers';

const PRODUCT = 10;
const clock = { now: () => FIXED_NOW };

/** Rows of every table a purchase call could write. */
const WRITTEN = ['basket', 'basket_line', 'purchase_order', 'order_line', 'promotion_redemption', 'voucher_refund'];

/**
 * The app with a stand-in for the basket page: it reads the basket cookie and asks for that basket,
 * as the real page does (packages/web/app/routes/basket.tsx).
 */
const appWithBasketPage = (db: SqlClient) =>
  createApp({
    log: pino({ level: 'silent' }),
    services: serverServices(
      createContainer(db, clock, {
        accounts: { ...DEFAULT_ACCOUNTS_OPTIONS, scrypt: { ...SCRYPT_DEFAULTS, logN: 10 } },
      }),
    ),
    sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    csrfSecret: TEST_CSRF_SECRET,
    web: {
      clientDir: '.',
      handler: async (request, context) => {
        const token = readServerCookie(parseCookieHeader(request.headers.get('cookie') ?? ''), 'basket');
        if (O.isNone(token)) return new Response('no basket', { status: 200 });
        const basket = await context.services.purchase.getBasket.execute({
          key: {
            _tag: 'Token',
            token: token.value,
            shopper: O.map(({ account }: { account: { id: string } }) => account.id)(context.viewer),
          },
          giftPacks: false,
        })();
        return E.isRight(basket)
          ? new Response('basket', { status: 200 })
          : new Response(basket.left.code, { status: basket.left.code === 'PURCHASE.UNAVAILABLE' ? 503 : 404 });
      },
    },
  });

const expect400 = (answer: Answer, field: RegExp) => {
  expect(answer.status, JSON.stringify(answer.body)).toBe(400);
  expect(errorOf(answer).code).toBe('REQUEST.INVALID');
  expect(errorOf(answer).message).toMatch(field);
};

describe.each(testDatabases())('text no database can store, and oversized bodies, on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof appWithBasketPage>;
  let shopper: ApiClient;
  let basketToken: string;

  const counts = async (): Promise<Record<string, number>> =>
    Object.fromEntries(
      await Promise.all(
        WRITTEN.map(async (table) => {
          const rows = await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`);
          return [table, Number(rows[0]?.n ?? 0)] as const;
        }),
      ),
    );

  /** `call` answers 400 naming the problem and writes nothing. */
  const refusedWithoutWriting = async (call: () => Promise<Answer>, field: RegExp) => {
    const before = await counts();
    expect400(await call(), field);
    expect(await counts()).toEqual(before);
  };

  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, smallCatalogue([aDealRow(1, { priceMinor: 1000 })]));
    app = appWithBasketPage(db);
    shopper = await registerShopper(new ApiClient(app));
    const basket = await shopper.post('/v1/basket', { products: [{ productId: PRODUCT, quantity: 1 }] });
    expect(basket.status).toBe(201);
    basketToken = dataOf<{ id: string }>(basket).id;
  }, 120_000);
  afterAll(async () => db.close());

  it('a NUL in a promo code, in the body or the query, is a 400 that names it', async () => {
    await refusedWithoutWriting(
      () => shopper.post('/v1/promocode', { basketToken, promoCode: 'SAVE\u00001' }),
      /promoCode: expected text with no NUL characters/,
    );
    await refusedWithoutWriting(
      () => shopper.get(`/v1/checkout/${basketToken}?promoCode=SAVE%001`),
      /the query must contain no NUL characters/,
    );
  });

  it('a NUL in a basket token, in the body, the path or the basket cookie, is a 400', async () => {
    await refusedWithoutWriting(
      () => shopper.post('/v1/promocode', { basketToken: `${basketToken}\u0000`, promoCode: 'SAVE1' }),
      /basketToken: expected text with no NUL characters/,
    );
    await refusedWithoutWriting(
      () =>
        shopper.call(
          'POST',
          '/v1/checkout',
          { basketToken: `\u0000${basketToken}`, cashAmount: 1000, walletUsed: 0, paymentToken: 'tok' },
          { headers: { 'idempotency-key': 'nul-basket-token' } },
        ),
      /basketToken: expected text with no NUL characters/,
    );
    await refusedWithoutWriting(
      () => shopper.post(`/v1/basket/${basketToken}%00/product`, { productId: PRODUCT, quantity: 1 }),
      /the address must contain no NUL characters/,
    );
    await refusedWithoutWriting(
      () => shopper.get(`/v1/basket/%00${basketToken}`),
      /the address must contain no NUL characters/,
    );
    const page = new ApiClient(app);
    page.cookies.set('kc_basket', `${basketToken}%00`);
    await refusedWithoutWriting(() => page.get('/basket'), /the kc_basket cookie must contain no NUL characters/);
  });

  it('a NUL in a voucher code is a 400', async () => {
    await refusedWithoutWriting(
      () => shopper.post('/v1/voucher/pmv/refund', { voucherCode: 'V\u0000', reason: 'Changed my mind' }),
      /voucherCode: expected text with no NUL characters/,
    );
  });

  it('a NUL in a delivery option is a 400', async () => {
    await refusedWithoutWriting(
      () => shopper.patch(`/v1/basket/${basketToken}/product/${PRODUCT}`, { deliveryOptionType: 'post\u0000' }),
      /deliveryOptionType(\.0)?: expected text with no NUL characters/,
    );
  });

  it('a lone surrogate, or another control character, is a 400 too', async () => {
    await refusedWithoutWriting(
      () => shopper.post('/v1/promocode', { basketToken, promoCode: 'SAVE\ud8001' }),
      /promoCode: expected text with no lone surrogates/,
    );
    await refusedWithoutWriting(
      () => shopper.post('/v1/promocode', { basketToken, promoCode: 'SAVE\n1' }),
      /promoCode: expected text with no control characters/,
    );
    await refusedWithoutWriting(
      () => shopper.post('/v1/voucher/pmv/refund', { voucherCode: 'V1', reason: 'Changed\u0007' }),
      /reason: expected text with no control characters/,
    );
  });

  it('a form field with a NUL is a 400 before the page reads it', async () => {
    const answer = await app.request('/basket', {
      method: 'POST',
      headers: {
        host: 'kerching.localhost:3000',
        cookie: `kc_csrf=${CSRF_BROWSER_ID}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `_csrf=${CSRF_TOKEN}&promoCode=SAVE%001`,
    });
    expect(answer.status).toBe(400);
    expect(((await answer.json()) as { error: { message: string } }).error.message).toMatch(
      /the form field "promoCode" must contain no NUL characters/,
    );
    // A text area sends its line breaks as CR LF: a form may hold them (the page answers).
    const lines = await app.request('/basket', {
      method: 'POST',
      headers: {
        host: 'kerching.localhost:3000',
        cookie: `kc_csrf=${CSRF_BROWSER_ID}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: `_csrf=${CSRF_TOKEN}&message=line%20one%0D%0Aline%20two%09end`,
    });
    expect(lines.status).toBe(200);
  });

  it('the same calls with good text still work', async () => {
    const promo = await shopper.post('/v1/promocode', { basketToken, promoCode: 'NOSUCHCODE' });
    expect(promo.status).toBe(400);
    expect(errorOf(promo).code).toMatch(/^PROMO\./);
    expect((await shopper.get(`/v1/basket/${basketToken}`)).status).toBe(200);
    // The basket is the signed-in shopper's: the page reads it for their session (ADR 50).
    shopper.cookies.set('kc_basket', basketToken);
    expect((await shopper.get('/basket')).status).toBe(200);
  });

  const bigJson = (bytes: number) => JSON.stringify({ basketToken, promoCode: 'x'.repeat(bytes) });
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    app.request('/v1/promocode', {
      method: 'POST',
      headers: {
        host: 'kerching.localhost:3000',
        cookie: `kc_csrf=${CSRF_BROWSER_ID}`,
        'x-csrf-token': CSRF_TOKEN,
        'content-type': 'application/json',
        ...headers,
      },
      body,
      duplex: 'half',
    } as RequestInit);

  it('a 65 KB JSON body is a 413, with or without its Content-Length', async () => {
    const body = bigJson(65 * 1024);
    const withLength = await post(body, { 'content-length': String(Buffer.byteLength(body)) });
    expect(withLength.status).toBe(413);
    expect(((await withLength.json()) as { error: { code: string } }).error.code).toBe('REQUEST.TOO_LARGE');
    expect((await post(body)).status).toBe(413);
    // Just under the limit: read and answered (the code is unknown).
    expect((await post(bigJson(60 * 1024))).status).toBe(400);
  });

  it('a chunked body without a Content-Length is a 413 once it passes the limit, unread beyond it', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(8190)}",`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"promoCode":['));
      },
      pull(controller) {
        // An endless body: only a limit that stops reading ends this request.
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const answer = await post(stream, { 'transfer-encoding': 'chunked' });
    expect(answer.status).toBe(413);
    expect(sent).toBeLessThan(128 * 1024);
  });

  it('text the database itself refuses is recognised as bad input, not an outage (the last line of defence)', async () => {
    const refusal = await db.query('SELECT $1::text AS t', ['a\u0000b']).then(
      () => 'accepted',
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    expect(isRefusedText(refusal), refusal).toBe(true);
    expect(isRefusedText('connection terminated unexpectedly')).toBe(false);
  });
});
