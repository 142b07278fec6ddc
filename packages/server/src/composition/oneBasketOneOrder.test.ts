/**
 * One basket, one order (issue 40 item 1), on PGlite and PostgreSQL: many concurrent checkouts of one
 * basket, each with its own idempotency key and payment token (two tabs, or a retry with a fresh
 * key), place exactly one order and charge one card. The others get the basket-stale answer and are
 * never charged. The real use-case over the real SQL adapters; the real sandbox gateway, wrapped to
 * count what reaches it. One database per kind, a fresh basket per repetition.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { PlaceOrder, type PlaceOrderInput } from '@kerching/application';
import { normaliseEmail } from '@kerching/domain/account';
import type { AuthorisationRequest, PaymentGateway } from '@kerching/ports/purchase';
import { type SqlClient, SqlProductCalendar, writeCatalogue } from '@kerching/adapters-sql';
import {
  SqlBaskets,
  SqlIdempotencyRecords,
  SqlPromotions,
  SqlPurchaseCatalog,
  SqlPurchaseStore,
  SqlWallets,
} from '@kerching/adapters-sql/purchase';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';
import { SandboxPaymentGateway } from '@kerching/adapters-node';

const PRODUCT = 10;
const PRICE = 1000;
const CHECKOUTS = 50;
const REPETITIONS = 20;

/** The sandbox gateway as PlaceOrder sees it, counting the authorisations, captures and voids. */
class CountingGateway implements PaymentGateway {
  readonly authorised: string[] = [];
  readonly captured: string[] = [];
  readonly voided: string[] = [];
  constructor(private readonly gateway: PaymentGateway) {}
  describe(paymentToken: string) {
    return this.gateway.describe(paymentToken);
  }
  authorise(request: AuthorisationRequest) {
    return pipe(
      this.gateway.authorise(request),
      TE.map((authorisation) => {
        this.authorised.push(authorisation.authorisationId);
        return authorisation;
      }),
    );
  }
  capture(authorisationId: string) {
    return pipe(
      this.gateway.capture(authorisationId),
      TE.map(() => {
        this.captured.push(authorisationId);
      }),
    );
  }
  void(authorisationId: string) {
    return pipe(
      this.gateway.void(authorisationId),
      TE.map(() => {
        this.voided.push(authorisationId);
      }),
    );
  }
  /** Captured and not voided: money actually taken. */
  charges(): readonly string[] {
    return this.captured.filter((id) => !this.voided.includes(id));
  }
}

const count = async (db: SqlClient, sql: string, params: readonly unknown[] = []): Promise<number> => {
  const [row] = await db.query<{ n: number | string }>(sql, [...params]);
  return Number(row?.n ?? -1);
};

describe.each(testDatabases())('one basket, one order on $name', ({ open }) => {
  let db: SqlClient;
  let sandbox: SandboxPaymentGateway;

  beforeAll(async () => {
    db = await open();
    sandbox = new SandboxPaymentGateway({ now: () => FIXED_NOW });
    await writeCatalogue(db, smallCatalogue([aDealRow(1, { priceMinor: PRICE })]));
    await db.query('UPDATE product SET total_remaining = 100000 WHERE id = $1', [PRODUCT]);
    await db.query(
      `INSERT INTO users (id, email, customer_token, registered_via, created_at, updated_at)
       VALUES ('u1', 'u1@example.com', 'customer-token-1', 'standard', $1, $1)`,
      [FIXED_NOW.toISOString()],
    );
  }, 60_000);
  afterAll(async () => {
    await db.close();
  });

  const freshBasket = async (): Promise<string> => {
    const token = `basket-${randomBytes(16).toString('base64url')}`;
    await db.query(
      `INSERT INTO basket (token, site_key, customer_id, created_at, updated_at) VALUES ($1, 'kerching', 'u1', $2, $2)`,
      [token, FIXED_NOW.toISOString()],
    );
    await db.query(
      `INSERT INTO basket_line (basket_token, position, product_id, deal_id, quantity, gifting)
       VALUES ($1, 0, $2, 1, 1, '{"gift":false,"type":"none"}')`,
      [token, PRODUCT],
    );
    return token;
  };

  const placeOrderWith = (gateway: PaymentGateway) =>
    new PlaceOrder(
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

  /** A fresh payment token, as the device's payment sheet gives one (spec 1 §5 Apple Pay). */
  const card = (): string => sandbox.walletToken('apple');

  const checkout = (basketToken: string): PlaceOrderInput => ({
    site: 'kerching',
    customer: { id: 'u1', email: normaliseEmail('u1@example.com') },
    basketToken,
    idempotencyKey: `key-${randomBytes(12).toString('base64url')}`,
    paymentToken: O.some(card()),
    promoCode: O.none,
    useWallet: false,
    cashAmount: PRICE,
    walletUsed: 0,
    passengers: [],
  });

  it(`places 1 order and takes 1 charge for ${CHECKOUTS} concurrent checkouts of one basket with distinct keys, ${REPETITIONS} times`, async () => {
    for (let repetition = 0; repetition < REPETITIONS; repetition += 1) {
      const gateway = new CountingGateway(sandbox);
      const placeOrder = placeOrderWith(gateway);
      const basket = await freshBasket();
      const results = await Promise.all(
        Array.from({ length: CHECKOUTS }, () => placeOrder.execute(checkout(basket))()),
      );
      const placed = results.filter(E.isRight);
      const refused = results.flatMap((r) => (E.isLeft(r) ? [r.left.code] : []));
      expect({ repetition, placed: placed.length, refused: [...new Set(refused)] }).toEqual({
        repetition,
        placed: 1,
        refused: ['CHECKOUT.BASKET_STALE'],
      });
      expect(await count(db, 'SELECT count(*) AS n FROM purchase_order WHERE basket_token = $1', [basket])).toBe(1);
      // Only the checkout that owns the basket reached the card: one authorisation, one capture.
      expect({ authorised: gateway.authorised.length, charged: gateway.charges().length }).toEqual({
        authorised: 1,
        charged: 1,
      });
      expect(await count(db, 'SELECT count(*) AS n FROM basket WHERE token = $1 AND closed_at IS NULL', [basket])).toBe(
        0,
      );
    }
    expect(await count(db, 'SELECT count(*) AS n FROM purchase_order')).toBe(REPETITIONS);
    expect(await count(db, `SELECT total_bought AS n FROM product WHERE id = ${PRODUCT}`)).toBe(REPETITIONS);
  }, 120_000);

  it('a retry with the winning key still gets the stored answer, a loser retrying its key is stale', async () => {
    const gateway = new CountingGateway(sandbox);
    const placeOrder = placeOrderWith(gateway);
    const basket = await freshBasket();
    const attempts = [checkout(basket), checkout(basket)] as const;
    const results = await Promise.all(attempts.map((attempt) => placeOrder.execute(attempt)()));
    const won = results.findIndex(E.isRight);
    expect(results.filter(E.isRight)).toHaveLength(1);
    const [winner, loser] = won === 0 ? attempts : [attempts[1], attempts[0]];
    const replay = await placeOrder.execute({ ...winner, paymentToken: O.some(card()) })();
    expect(replay).toEqual(results[won]);
    const stale = await placeOrder.execute({ ...loser, paymentToken: O.some(card()) })();
    expect(E.isLeft(stale) && stale.left.code).toBe('CHECKOUT.BASKET_STALE');
    expect(gateway.charges()).toHaveLength(1);
  }, 30_000);

  it('voids the charge of a claimed checkout whose transaction then fails, and leaves the basket open', async () => {
    const gateway = new CountingGateway(sandbox);
    const placeOrder = placeOrderWith(gateway);
    const basket = await freshBasket();
    // The order row cannot be written for this basket: the transaction fails after the capture.
    await db.query(`CREATE FUNCTION refuse_order() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN RAISE EXCEPTION 'order refused by the test'; END $$`);
    await db.query(
      `CREATE TRIGGER refuse_order BEFORE INSERT ON purchase_order FOR EACH ROW
       WHEN (NEW.basket_token = '${basket}') EXECUTE FUNCTION refuse_order()`,
    );
    try {
      const failed = await placeOrder.execute(checkout(basket))();
      expect(E.isLeft(failed) && failed.left.code).toBe('PURCHASE.UNAVAILABLE');
    } finally {
      await db.query('DROP TRIGGER refuse_order ON purchase_order');
      await db.query('DROP FUNCTION refuse_order()');
    }
    expect({ captured: gateway.captured.length, charged: gateway.charges().length }).toEqual({
      captured: 1,
      charged: 0,
    });
    expect(await count(db, 'SELECT count(*) AS n FROM basket WHERE token = $1 AND closed_at IS NULL', [basket])).toBe(
      1,
    );
    const retried = await placeOrder.execute(checkout(basket))();
    expect(E.isRight(retried)).toBe(true);
    expect(gateway.charges()).toHaveLength(1);
  }, 30_000);
});
