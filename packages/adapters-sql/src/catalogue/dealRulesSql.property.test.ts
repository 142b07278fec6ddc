/**
 * Each SQL fragment of dealRulesSql.ts against its domain function: generated deals are inserted
 * into a table with the `deal` table's column types, the fragment selects among them, and the
 * selection must be exactly the deals the domain function accepts. On PGlite and PostgreSQL.
 */
import * as fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LISTING_ON_SALE, type OnSaleReading, SEARCH_ON_SALE, onSaleNow, remainingOfCap } from '@kerching/domain/deal';
import { discountPercentage, vipDiscountPrice } from '@kerching/domain/money';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { PRICE_BAND_THRESHOLDS_MINOR } from '@kerching/domain/search';
import { priceBandIndexOf } from '@kerching/domain/search/testing';
import {
  VIP_DISCOUNT_PRICE_SQL,
  discountPercentageSql,
  onSaleNowSql,
  priceBandSql,
  remainingOfCapSql,
} from './dealRulesSql';

interface GeneratedDeal {
  readonly priceMinor: number;
  readonly vipPriceMinor: number | null;
  readonly vipDiscountAllowed: boolean;
  readonly opensAt: number;
  readonly closingAt: number;
  readonly lastChance: boolean;
}

/** The instant every rule is judged at; deals open and close around it, often exactly at it. */
const NOW = Date.parse('2026-06-01T12:00:00.000Z');

const amount = fc.integer({ min: 0, max: 100_000 });
const instant = fc.oneof(fc.constant(NOW), fc.integer({ min: NOW - 3_000, max: NOW + 3_000 }));
const aDeal: fc.Arbitrary<GeneratedDeal> = fc.record({
  priceMinor: amount,
  vipPriceMinor: fc.option(amount, { nil: null }),
  vipDiscountAllowed: fc.boolean(),
  opensAt: instant,
  closingAt: instant,
  lastChance: fc.boolean(),
});
/** Deals whose amounts often tie, so the edges of every comparison are tried. */
const deals = fc.array(
  aDeal.chain((deal) => fc.oneof(fc.constant(deal), fc.constant({ ...deal, vipPriceMinor: deal.priceMinor }))),
  { minLength: 1, maxLength: 30 },
);

const GENERATED = 'generated_deal';

/** Inserts the deals (ids 1..n) and gives the ids `predicate` selects. */
const selected = async (db: SqlClient, rows: readonly GeneratedDeal[], predicate: string): Promise<number[]> => {
  await db.query(`DELETE FROM ${GENERATED}`);
  const params: unknown[] = [];
  const values = rows.map((row, i) => {
    params.push(
      i + 1,
      row.priceMinor,
      row.vipPriceMinor,
      row.vipDiscountAllowed,
      new Date(row.opensAt).toISOString(),
      new Date(row.closingAt).toISOString(),
      row.lastChance,
    );
    const at = i * 7;
    return `(${Array.from({ length: 7 }, (_, k) => `$${at + k + 1}`).join(', ')})`;
  });
  await db.query(
    `INSERT INTO ${GENERATED} (id, price_minor, vip_price_minor, vip_discount_allowed, opens_at, closing_at, last_chance)
     VALUES ${values.join(', ')}`,
    params,
  );
  const found = await db.query<{ id: number }>(
    `SELECT d.id FROM ${GENERATED} d WHERE ${predicate} ORDER BY d.id`,
    predicate.includes('$1') ? [new Date(NOW).toISOString()] : [],
  );
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
      `CREATE TABLE ${GENERATED} AS SELECT id, price_minor, vip_price_minor, vip_discount_allowed, opens_at, closing_at, last_chance FROM deal WHERE false`,
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

  const readings: ReadonlyArray<[string, OnSaleReading]> = [
    ['a listing', LISTING_ON_SALE],
    ['search', SEARCH_ON_SALE],
    ['a preview', { ...LISTING_ON_SALE, preview: true }],
    ['a search preview', { ...SEARCH_ON_SALE, preview: true }],
  ];
  it.each(readings)(
    'onSaleNowSql selects the deals on sale now as %s reads it (domain onSaleNow)',
    async (_, reading) => {
      await fc.assert(
        fc.asyncProperty(deals, async (rows) => {
          const domain = accepted(rows, (d) => onSaleNow(d, NOW, reading));
          expect(await selected(db, rows, onSaleNowSql('$1::timestamptz', reading))).toEqual(domain);
        }),
        { numRuns: 25 },
      );
    },
  );

  it('remainingOfCapSql gives what is left for the day and the week of generated products (domain remainingOfCap)', async () => {
    await db.exec(
      `CREATE TABLE generated_product AS
         SELECT id, remaining_for_day, daily_cap, remaining_for_week, weekly_cap FROM product WHERE false`,
    );
    const count = fc.option(fc.integer({ min: -5, max: 1000 }), { nil: null });
    const product = fc.record({ remainingForDay: count, dailyCap: count, remainingForWeek: count, weeklyCap: count });
    await fc.assert(
      fc.asyncProperty(fc.array(product, { minLength: 1, maxLength: 20 }), async (rows) => {
        await db.query('DELETE FROM generated_product');
        const params = rows.flatMap((r, i) => [i + 1, r.remainingForDay, r.dailyCap, r.remainingForWeek, r.weeklyCap]);
        const values = rows.map((_, i) => `(${[1, 2, 3, 4, 5].map((k) => `$${i * 5 + k}`).join(', ')})`);
        await db.query(
          `INSERT INTO generated_product (id, remaining_for_day, daily_cap, remaining_for_week, weekly_cap)
           VALUES ${values.join(', ')}`,
          params,
        );
        const found = await db.query<{ day: number | null; week: number | null }>(
          `SELECT ${remainingOfCapSql('day', 'p.')} AS day, ${remainingOfCapSql('week', 'p.')} AS week
             FROM generated_product p ORDER BY p.id`,
        );
        expect(found).toEqual(
          rows.map((r) => ({
            day: O.toNullable(remainingOfCap(O.fromNullable(r.remainingForDay), O.fromNullable(r.dailyCap))),
            week: O.toNullable(remainingOfCap(O.fromNullable(r.remainingForWeek), O.fromNullable(r.weeklyCap))),
          })),
        );
      }),
      { numRuns: 25 },
    );
  });

  it('discountPercentageSql gives the percentage shown for generated prices (domain discountPercentage)', async () => {
    await db.exec(`CREATE TABLE generated_price AS SELECT id, price_minor, original_price_minor FROM deal WHERE false`);
    // Prices at and around the original (above it too), none at all, and near the integer limit.
    const minor = fc.oneof(fc.integer({ min: 0, max: 20_000 }), fc.integer({ min: 2_000_000_000, max: 2_147_483_647 }));
    const price = fc.oneof(
      fc.tuple(minor, minor),
      minor.map((original) => [original, original] as const),
      minor.map((price) => [price, 0] as const),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(price, { minLength: 1, maxLength: 30 }), async (rows) => {
        await db.query('DELETE FROM generated_price');
        const params = rows.flatMap(([p, original], i) => [i + 1, p, original]);
        const values = rows.map((_, i) => `($${i * 3 + 1}, $${i * 3 + 2}, $${i * 3 + 3})`);
        await db.query(
          `INSERT INTO generated_price (id, price_minor, original_price_minor) VALUES ${values.join(', ')}`,
          params,
        );
        const found = await db.query<{ pct: number }>(
          `SELECT ${discountPercentageSql('d.')} AS pct FROM generated_price d ORDER BY d.id`,
        );
        expect(found.map((r) => r.pct)).toEqual(rows.map(([p, original]) => discountPercentage(p, original)));
      }),
      { numRuns: 25 },
    );
  });

  it('priceBandSql gives the price band of generated prices (domain price bands)', async () => {
    // Prices on, just below and between the band thresholds, and far above the last.
    const edges = PRICE_BAND_THRESHOLDS_MINOR.flatMap((t) => [t - 1, t, t + 1]);
    const aPrice = fc.oneof(fc.constantFrom(0, ...edges), fc.integer({ min: 0, max: 2_147_483_647 }));
    await fc.assert(
      fc.asyncProperty(fc.array(aPrice, { minLength: 1, maxLength: 30 }), async (prices) => {
        const found = await db.query<{ band: number }>(
          `SELECT ${priceBandSql('$2::int[]', 'p.')} AS band
             FROM unnest($1::int[]) WITH ORDINALITY AS p(price_minor, n) ORDER BY p.n`,
          [prices, PRICE_BAND_THRESHOLDS_MINOR],
        );
        expect(found.map((r) => r.band)).toEqual(prices.map(priceBandIndexOf));
      }),
      { numRuns: 25 },
    );
  });
});
