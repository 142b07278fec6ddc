/**
 * "Add to basket" for a signed-in shopper runs a constant number of SQL statements, whatever the
 * number of lines in their basket (issue 41 item 2, ADR 61): their basket is read once, the
 * catalogue once, and the lines are saved in one write. The use-cases are built over the SQL
 * stores as the composition builds them, with a client that counts every statement it is given.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { AddToBasket, AddToShoppersBasket, CreateBasket, GetBasket } from '@kerching/application';
import { type SqlClient, type SqlExecutor, SqlProductCalendar, writeCatalogue } from '@kerching/adapters-sql';
import { SqlBaskets, SqlPurchaseCatalog } from '@kerching/adapters-sql/purchase';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '@kerching/adapters-sql/testing';

const SIZES = [1, 5, 20] as const;
const DEALS = Math.max(...SIZES) + 1;

/** The statements a client was given: each query, and each transaction's BEGIN and COMMIT. */
const counting = (db: SqlClient) => {
  const statements: string[] = [];
  const executor = (inner: SqlExecutor): SqlExecutor => ({
    query: (text, params, options) => {
      statements.push(text.replace(/\s+/g, ' ').trim().slice(0, 60));
      return inner.query(text, params, options);
    },
    exec: (text) => {
      statements.push(text.slice(0, 60));
      return inner.exec(text);
    },
  });
  const client: SqlClient = {
    ...executor(db),
    dialect: db.dialect,
    transaction: (work) => {
      statements.push('BEGIN');
      return db.transaction((tx) => work(executor(tx))).finally(() => statements.push('COMMIT'));
    },
    close: () => db.close(),
  };
  return { client, statements };
};

describe.each(testDatabases())('Add to basket for a signed-in shopper on $name', ({ open }) => {
  let db: SqlClient;
  beforeEach(async () => {
    db = await open();
    await writeCatalogue(db, smallCatalogue(Array.from({ length: DEALS }, (_, i) => aDealRow(i + 1))));
    await db.query(
      `INSERT INTO users (id, email, customer_token, registered_via, created_at, updated_at)
       SELECT 'u' || g, 'u' || g || '@example.com', 'customer-token-' || g, 'standard', $2, $2
         FROM unnest($1::int[]) g`,
      [[...SIZES], FIXED_NOW.toISOString()],
    );
  });
  afterEach(async () => {
    await db.close();
  });

  it('runs the same number of statements for a basket of 1, 5 and 20 lines', async () => {
    const { client, statements } = counting(db);
    const clock = { now: () => FIXED_NOW };
    let tokens = 0;
    const baskets = new SqlBaskets(client);
    const catalog = new SqlPurchaseCatalog(client, new SqlProductCalendar(client));
    const createBasket = new CreateBasket(
      baskets,
      catalog,
      { newToken: () => `basket-token-${(tokens += 1)}-of-the-test` },
      clock,
    );
    const addToBasket = new AddToBasket(baskets, catalog, clock);
    const addToShoppersBasket = new AddToShoppersBasket(new GetBasket(baskets, catalog), createBasket, addToBasket);

    const counts: number[] = [];
    for (const size of SIZES) {
      const customerId = O.some(`u${size}`);
      const created = await createBasket.execute({
        site: 'kerching',
        customerId,
        eligibleForVip: false,
        products: Array.from({ length: size }, (_, i) => ({ productId: (i + 1) * 10, quantity: 1 })),
      })();
      expect(E.isRight(created)).toBe(true);
      statements.length = 0;
      const added = await addToShoppersBasket.execute({
        site: 'kerching',
        customerId,
        basketToken: O.none,
        eligibleForVip: false,
        product: { productId: DEALS * 10, quantity: 1 },
      })();
      if (E.isLeft(added)) throw new Error(added.left.detail);
      expect(added.right.basket.products).toHaveLength(size + 1);
      expect(added.right.basket.id).toBe(E.isRight(created) ? created.right.id : '');
      counts.push(statements.length);
      // One basket read (its row and its lines), one catalogue read, one save (BEGIN, UPDATE,
      // DELETE, INSERT, COMMIT): listed so that a change to the count says what it ran.
      expect(statements, `a basket of ${size} lines`).toHaveLength(8);
    }
    expect(new Set(counts).size).toBe(1);
  });
});
