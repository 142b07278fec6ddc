/**
 * Order placement under concurrency, on PGlite and PostgreSQL (issue 6): the real use-case over the
 * real SQL adapters and the sandbox gateway. Every attempt is a full PlaceOrder: no exceptions, only
 * error values with stable codes.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { PlaceOrder, type PlaceOrderInput } from '@kerching/application';
import { anonymisedIdentity, normaliseEmail } from '@kerching/domain/account';
import { aDate } from '@kerching/domain/calendar/testing';
import { type SqlClient, SqlUsers, writeCatalogue } from '@kerching/adapters-sql';
import {
  SqlBaskets,
  SqlIdempotencyRecords,
  SqlPromotions,
  SqlPurchaseCatalog,
  SqlPurchaseStore,
  SqlVoucherRefunds,
  SqlWallets,
} from '@kerching/adapters-sql/purchase';
import { SqlProductCalendar } from '@kerching/adapters-sql';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { SANDBOX_GOOD_CARD, SandboxPaymentGateway } from '@kerching/adapters-node';

const PRODUCT = 10;
const PRICE = 1000;

const seed = async (db: SqlClient, customers: number, basketsPerCustomer = 1): Promise<void> => {
  await writeCatalogue(db, smallCatalogue([aDealRow(1, { priceMinor: PRICE })]));
  await db.query(
    `INSERT INTO users (id, email, customer_token, registered_via, created_at, updated_at)
     SELECT 'u' || g, 'u' || g || '@example.com', 'customer-token-' || g, 'standard', $2, $2
       FROM generate_series(1, $1::int) g`,
    [customers, FIXED_NOW.toISOString()],
  );
  await db.query(
    `INSERT INTO basket (token, site_key, customer_id, created_at, updated_at)
     SELECT 'basket-' || c || '-' || b || '-token', 'kerching', 'u' || c, $3, $3
       FROM generate_series(1, $1::int) c, generate_series(1, $2::int) b`,
    [customers, basketsPerCustomer, FIXED_NOW.toISOString()],
  );
  await db.query(
    `INSERT INTO basket_line (basket_token, position, product_id, deal_id, quantity, gifting)
     SELECT token, 0, $1, 1, 1, '{"gift":false,"type":"none"}' FROM basket`,
    [PRODUCT],
  );
};

const count = async (db: SqlClient, sql: string): Promise<number> => {
  const [row] = await db.query<{ n: number | string }>(sql);
  return Number(row?.n ?? -1);
};

describe.each(testDatabases())('PlaceOrder on $name', ({ open }) => {
  let db: SqlClient;
  let gateway: SandboxPaymentGateway;
  let placeOrder: PlaceOrder;

  beforeEach(async () => {
    db = await open();
    gateway = new SandboxPaymentGateway({ now: () => FIXED_NOW });
    placeOrder = new PlaceOrder(
      new SqlBaskets(db),
      new SqlPurchaseCatalog(db, new SqlProductCalendar(db)),
      new SqlPromotions(db),
      new SqlWallets(db),
      new SqlIdempotencyRecords(db),
      new SqlPurchaseStore(db),
      gateway,
      { newId: () => randomUUID() },
      { newToken: () => randomBytes(32).toString('base64url') },
      { now: () => FIXED_NOW },
    );
  });
  afterEach(async () => {
    await db.close();
  });

  const card = (number = '4111 1111 1111 1111'): string => {
    const token = gateway.tokeniseCard({ ...SANDBOX_GOOD_CARD, number });
    if (E.isLeft(token)) throw new Error(token.left.detail);
    return token.right;
  };

  const order = (customer: number, overrides: Partial<PlaceOrderInput> = {}, basket = 1): PlaceOrderInput => ({
    site: 'kerching',
    customer: { id: `u${customer}`, email: normaliseEmail(`u${customer}@example.com`) },
    basketToken: `basket-${customer}-${basket}-token`,
    // Random base64url, as our checkout makes them. (A UUID's dense hex digits can, about once in
    // 3,000 keys, read as a grouped Luhn-valid number, which PlaceOrder rightly refuses.)
    idempotencyKey: `key-${customer}-${basket}-${randomBytes(12).toString('base64url')}`,
    paymentToken: O.some(card()),
    promoCode: O.none,
    useWallet: false,
    cashAmount: PRICE,
    walletUsed: 0,
    passengers: [],
    ...overrides,
  });

  it('sells exactly 100 of 100 units to 1,000 concurrent shoppers, with clean sold-out answers', async () => {
    await seed(db, 1000);
    await db.query('UPDATE product SET total_remaining = 100, purchase_cap = 5 WHERE id = $1', [PRODUCT]);
    const results = await Promise.all(Array.from({ length: 1000 }, (_, i) => placeOrder.execute(order(i + 1))()));
    const sold = results.filter(E.isRight);
    expect(sold).toHaveLength(100);
    const codes = new Set(results.flatMap((r) => (E.isLeft(r) ? [r.left.code] : [])));
    expect([...codes]).toEqual(['DEAL.SOLD_OUT']);
    expect(await count(db, `SELECT total_remaining AS n FROM product WHERE id = ${PRODUCT}`)).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(100);
    expect(await count(db, 'SELECT count(*) AS n FROM voucher')).toBe(100);
    expect(await count(db, "SELECT count(*) AS n FROM mail_outbox WHERE kind = 'order_confirmation'")).toBe(100);
    expect(gateway.captures()).toHaveLength(100);
  }, 60_000);

  it('books a night with 3 rooms left for exactly 3 of 20 concurrent stays, shows it sold out, and a refund frees a room', async () => {
    await seed(db, 20);
    // Deal 1 sold by date: two-night stays at the product's price, ten days from tomorrow; the
    // second night has 3 rooms left, the others 10. Every basket books tomorrow for two nights.
    await db.query("UPDATE deal SET deal_type = 'calendar' WHERE id = 1");
    await db.query(
      `INSERT INTO product_calendar_day (product_id, day, min_price_minor, min_stay, max_stay, open_for_arrival,
                                         open_for_departure, open_for_sale, sold_out, vip_discount_allowed,
                                         rooms_remaining)
       SELECT $1, $2::date + g, $3, 2, 2, true, true, true, false, false, CASE WHEN g = 2 THEN 3 ELSE 10 END
         FROM generate_series(1, 10) g`,
      [PRODUCT, FIXED_NOW.toISOString().slice(0, 10), PRICE],
    );
    await db.query('UPDATE basket_line SET check_in = $1::date + 1, check_out = $1::date + 3', [
      FIXED_NOW.toISOString().slice(0, 10),
    ]);
    const results = await Promise.all(Array.from({ length: 20 }, (_, i) => placeOrder.execute(order(i + 1))()));
    expect(results.filter(E.isRight)).toHaveLength(3);
    const codes = new Set(results.flatMap((r) => (E.isLeft(r) ? [r.left.code] : [])));
    expect([...codes]).toEqual(['CALENDAR.STAY_UNAVAILABLE']);
    const rooms = await db.query<{ g: number; rooms: number }>(
      `SELECT day - $2::date AS g, rooms_remaining AS rooms FROM product_calendar_day
        WHERE product_id = $1 AND day <= $2::date + 3 ORDER BY day`,
      [PRODUCT, FIXED_NOW.toISOString().slice(0, 10)],
    );
    // Nights 1 and 2 booked three times; the check-out day (3) is not a night of the stay.
    expect(rooms.map((r) => [Number(r.g), Number(r.rooms)])).toEqual([
      [1, 7],
      [2, 0],
      [3, 10],
    ]);
    expect(gateway.captures()).toHaveLength(3);
    const calendar = await new SqlProductCalendar(db).days(PRODUCT, aDate('2000-01-01'), aDate('2100-01-01'))();
    const soldOut = E.isRight(calendar) ? calendar.right.filter((d) => d.soldOut).length : -1;
    expect(soldOut).toBe(1);
    // A refunded voucher of one of the stays puts a room back on each of its nights.
    const [sold] = await db.query<{ code: string; customer_id: string }>(
      'SELECT code, customer_id FROM voucher ORDER BY code LIMIT 1',
    );
    if (sold === undefined) throw new Error('expected a voucher');
    const refunded = await new SqlVoucherRefunds(db).refund(
      {
        code: sold.code,
        customerId: sold.customer_id,
        reason: 'plans changed',
        at: FIXED_NOW.getTime(),
        creditExpiresAt: FIXED_NOW.getTime() + 86_400_000,
      },
      () => E.right(PRICE),
    )();
    expect(E.isRight(refunded)).toBe(true);
    const after = await db.query<{ rooms: number }>(
      `SELECT rooms_remaining AS rooms FROM product_calendar_day
        WHERE product_id = $1 AND day BETWEEN $2::date + 1 AND $2::date + 3 ORDER BY day`,
      [PRODUCT, FIXED_NOW.toISOString().slice(0, 10)],
    );
    expect(after.map((r) => Number(r.rooms))).toEqual([8, 1, 10]);
  }, 60_000);

  it('places one order and takes one charge for 50 concurrent requests with one idempotency key', async () => {
    await seed(db, 1);
    const request = order(1, { idempotencyKey: 'checkout-attempt-0001' });
    const results = await Promise.all(
      Array.from({ length: 50 }, () => placeOrder.execute({ ...request, paymentToken: O.some(card()) })()),
    );
    expect(results.every(E.isRight)).toBe(true);
    for (const result of results) expect(result).toEqual(results[0]);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(1);
    expect(gateway.captures()).toHaveLength(1);
    const again = await placeOrder.execute({ ...request, paymentToken: O.some(card()) })();
    expect(again).toEqual(results[0]);
    const reused = await placeOrder.execute({ ...request, cashAmount: 1 })();
    expect(E.isLeft(reused) && reused.left.code).toBe('CHECKOUT.IDEMPOTENCY_KEY_REUSED');
  }, 30_000);

  it('lets a promo limited to one use succeed exactly once out of 100 concurrent attempts', async () => {
    await seed(db, 100);
    await db.query(
      `INSERT INTO promotion (code, site_key, kind, amount_minor, expires_at, single_use_per_customer, max_uses)
       VALUES ('ONCE', 'kerching', 'fixed', 100, $1, true, 1)`,
      [new Date(FIXED_NOW.getTime() + 86_400_000).toISOString()],
    );
    const results = await Promise.all(
      Array.from({ length: 100 }, (_, i) =>
        placeOrder.execute(order(i + 1, { promoCode: O.some('once'), cashAmount: PRICE - 100 }))(),
      ),
    );
    expect(results.filter(E.isRight)).toHaveLength(1);
    const codes = new Set(results.flatMap((r) => (E.isLeft(r) ? [r.left.code] : [])));
    expect([...codes]).toEqual(['PROMO.ALREADY_USED']);
    expect(await count(db, "SELECT uses AS n FROM promotion WHERE code = 'ONCE'")).toBe(1);
    expect(await count(db, 'SELECT count(*) AS n FROM promotion_redemption')).toBe(1);
  }, 30_000);

  it('never takes a wallet below zero under 20 concurrent all-wallet orders', async () => {
    await seed(db, 1, 20);
    const now = FIXED_NOW.getTime();
    const wallets = new SqlWallets(db);
    await wallets.credit('u1', 'GBP', 'refundable', 2 * PRICE + 1, now, now + 30 * 24 * 60 * 60 * 1000)();
    await wallets.credit('u1', 'GBP', 'refundable', 3 * PRICE - 1, now, null)();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        placeOrder.execute(
          order(1, { paymentToken: O.none, useWallet: true, cashAmount: 0, walletUsed: PRICE }, i + 1),
        )(),
      ),
    );
    expect(results.filter(E.isRight)).toHaveLength(5);
    const codes = new Set(results.flatMap((r) => (E.isLeft(r) ? [r.left.code] : [])));
    expect([...codes].every((c) => c === 'WALLET.INSUFFICIENT' || c === 'CHECKOUT.AMOUNT_CHANGED')).toBe(true);
    expect(await count(db, "SELECT sum(remaining_minor) AS n FROM wallet_credit WHERE customer_id = 'u1'")).toBe(0);
    expect(gateway.captures()).toHaveLength(0);
  }, 30_000);

  it('leaves no order and restores inventory when the payment fails', async () => {
    await seed(db, 1);
    await db.query('UPDATE product SET total_remaining = 3, max_per_user = 2 WHERE id = $1', [PRODUCT]);
    const result = await placeOrder.execute(order(1, { paymentToken: O.some(card('4000 0000 0000 0002')) }))();
    expect(E.isLeft(result) && result.left).toMatchObject({ code: 'PAYMENT.DECLINED_BY_BANK' });
    expect(await count(db, `SELECT total_remaining AS n FROM product WHERE id = ${PRODUCT}`)).toBe(3);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM customer_product_purchase')).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM order_idempotency_key')).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM basket WHERE closed_at IS NULL')).toBe(1);
    const retry = await placeOrder.execute(order(1))();
    expect(E.isRight(retry)).toBe(true);
    expect(await count(db, `SELECT total_remaining AS n FROM product WHERE id = ${PRODUCT}`)).toBe(2);
  }, 30_000);

  it('places a travel order only with valid passenger details, keeps them, and forgets them with the account', async () => {
    await seed(db, 1);
    await db.query('UPDATE deal SET is_travel = true WHERE id = 1');
    const lead = {
      title: 'Ms',
      firstNames: ' Aoife ',
      lastName: 'Byrne',
      dateOfBirth: { day: '9', month: '4', year: '1988' },
    };
    const missing = await placeOrder.execute(order(1))();
    expect(E.isLeft(missing) && missing.left.code).toBe('CHECKOUT.PASSENGER_DETAILS_INVALID');
    const badDate = { ...lead, dateOfBirth: { day: '30', month: '2', year: '1988' } };
    const invalid = await placeOrder.execute(order(1, { passengers: [badDate] }))();
    expect(E.isLeft(invalid) && invalid.left.code).toBe('CHECKOUT.PASSENGER_DETAILS_INVALID');
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(0);
    expect(gateway.captures()).toHaveLength(0);

    const placed = await placeOrder.execute(
      order(1, { passengers: [lead, { ...lead, title: 'Mr', firstNames: 'Cian' }] }),
    )();
    expect(E.isRight(placed)).toBe(true);
    const rows = await db.query<{ title: string; first_names: string; last_name: string; born: string }>(
      `SELECT title, first_names, last_name, to_char(date_of_birth, 'YYYY-MM-DD') AS born
         FROM order_passenger ORDER BY position`,
    );
    expect(rows).toEqual([
      { title: 'Ms', first_names: 'Aoife', last_name: 'Byrne', born: '1988-04-09' },
      { title: 'Mr', first_names: 'Cian', last_name: 'Byrne', born: '1988-04-09' },
    ]);
    await db.query('UPDATE users SET deletion_requested_at = $2 WHERE id = $1', ['u1', FIXED_NOW.toISOString()]);
    await new SqlUsers(db).anonymise('u1', anonymisedIdentity('u1'), FIXED_NOW.getTime())();
    expect(await count(db, 'SELECT count(*) AS n FROM order_passenger')).toBe(0);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(1);
  });

  it('keeps no passengers for an order without travel', async () => {
    await seed(db, 1);
    const lead = {
      title: 'Mr',
      firstNames: 'Tom',
      lastName: 'Hale',
      dateOfBirth: { day: '1', month: '1', year: '1970' },
    };
    expect(E.isRight(await placeOrder.execute(order(1, { passengers: [lead] }))())).toBe(true);
    expect(await count(db, 'SELECT count(*) AS n FROM order_passenger')).toBe(0);
  });

  it('serves a customer whose email happens to hold a long number (it is not a request field)', async () => {
    await seed(db, 1);
    const result = await placeOrder.execute(
      order(1, { customer: { id: 'u1', email: normaliseEmail('jane+4111111111111111@example.com') } }),
    )();
    expect(E.isRight(result)).toBe(true);
  });

  it('refuses and never stores a request with a card number in any field', async () => {
    await seed(db, 1);
    const fields = ['basketToken', 'idempotencyKey', 'promoCode', 'paymentToken'] as const;
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fields),
        fc.constantFrom('4111111111111111', '4111 1111 1111 1111', '5555-5555-5555-4444', '378282246310005'),
        fc.string({ maxLength: 6 }).map((s) => s.replace(/\d/g, 'x')),
        async (field, pan, padding) => {
          const value = `${padding}${pan}${padding}`;
          const base = order(1);
          const input: PlaceOrderInput =
            field === 'promoCode' || field === 'paymentToken'
              ? { ...base, [field]: O.some(value) }
              : { ...base, [field]: value };
          const result = await placeOrder.execute(input)();
          expect(E.isLeft(result) && result.left.code).toBe('CHECKOUT.CARD_NUMBER_REFUSED');
        },
      ),
      { numRuns: 25 },
    );
    const stored = await db.query<{ t: string }>(
      `SELECT coalesce(string_agg(x, ' '), '') AS t FROM (
         SELECT confirmation::text AS x FROM purchase_order UNION ALL SELECT body FROM mail_outbox
         UNION ALL SELECT key || request_hash FROM order_idempotency_key UNION ALL SELECT token FROM basket) s`,
    );
    expect(stored[0]?.t ?? '').not.toMatch(/\d{13,19}/);
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(0);
  }, 30_000);
});
