/**
 * Each SQL fragment of dealRulesSql.ts against its domain function: generated deals are inserted
 * into a table with the `deal` table's column types, the fragment selects among them, and the
 * selection must be exactly the deals the domain function accepts. On PGlite and PostgreSQL.
 */
import * as fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vipDiscountPrice } from '@kerching/domain/money';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { VIP_DISCOUNT_PRICE_SQL } from './dealRulesSql';

interface GeneratedDeal {
  readonly priceMinor: number;
  readonly vipPriceMinor: number | null;
  readonly vipDiscountAllowed: boolean;
}

const amount = fc.integer({ min: 0, max: 100_000 });
const aDeal: fc.Arbitrary<GeneratedDeal> = fc.record({
  priceMinor: amount,
  vipPriceMinor: fc.option(amount, { nil: null }),
  vipDiscountAllowed: fc.boolean(),
});
/** Deals whose amounts often tie, so the edges of every comparison are tried. */
const deals = fc.array(
  fc.oneof(
    aDeal,
    amount.chain((price) =>
      fc.record({
        priceMinor: fc.constant(price),
        vipPriceMinor: fc.constant(price),
        vipDiscountAllowed: fc.boolean(),
      }),
    ),
  ),
  { minLength: 1, maxLength: 30 },
);

const GENERATED = 'generated_deal';

/** Inserts the deals (ids 1..n) and gives the ids `predicate` selects. */
const selected = async (db: SqlClient, rows: readonly GeneratedDeal[], predicate: string): Promise<number[]> => {
  await db.query(`DELETE FROM ${GENERATED}`);
  const params: unknown[] = [];
  const values = rows.map((row, i) => {
    params.push(i + 1, row.priceMinor, row.vipPriceMinor, row.vipDiscountAllowed);
    const at = i * 4;
    return `($${at + 1}, $${at + 2}, $${at + 3}, $${at + 4})`;
  });
  await db.query(
    `INSERT INTO ${GENERATED} (id, price_minor, vip_price_minor, vip_discount_allowed) VALUES ${values.join(', ')}`,
    params,
  );
  const found = await db.query<{ id: number }>(`SELECT d.id FROM ${GENERATED} d WHERE ${predicate} ORDER BY d.id`);
  return found.map((r) => r.id);
};

const accepted = (rows: readonly GeneratedDeal[], rule: (deal: GeneratedDeal) => boolean): number[] =>
  rows.flatMap((row, i) => (rule(row) ? [i + 1] : []));

describe.each(testDatabases())('the deal rules written in SQL, on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
    // The deal table's own column types, none of its constraints: only the rules' columns matter.
    await db.exec(
      `CREATE TABLE ${GENERATED} AS SELECT id, price_minor, vip_price_minor, vip_discount_allowed FROM deal WHERE false`,
    );
  });
  afterAll(async () => db.close());

  it('VIP_DISCOUNT_PRICE_SQL selects the deals that offer a VIP discount price (domain vipDiscountPrice)', async () => {
    await fc.assert(
      fc.asyncProperty(deals, async (rows) => {
        const domain = accepted(rows, (d) =>
          O.isSome(
            vipDiscountPrice({
              price: d.priceMinor,
              vipPrice: O.fromNullable(d.vipPriceMinor),
              vipDiscountAllowed: d.vipDiscountAllowed,
            }),
          ),
        );
        expect(await selected(db, rows, VIP_DISCOUNT_PRICE_SQL)).toEqual(domain);
      }),
      { numRuns: 40 },
    );
  });
});
