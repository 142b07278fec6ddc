import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { plainSearchInput, searchRequest } from '@kerching/domain/search';
import { replaceCatalogue, writeCatalogue } from '../catalogue/writeCatalogue';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { FIXED_NOW } from '../testing/fixtures';
import { SEARCH_DEALS, searchCatalogue } from '../testing/searchFixtures';
import { databaseBefore } from '../testing/upgrades';
import { SqlDealSearch } from './sqlDealSearch';

const clock = { now: () => FIXED_NOW };

/** The ids full-text search finds on kerching for `q`, in id order. */
const found = async (db: SqlClient, q: string): Promise<number[]> => {
  const request = searchRequest(plainSearchInput('kerching', q));
  if (E.isLeft(request)) throw new Error(request.left.detail);
  const result = await new SqlDealSearch(db, clock).matching(request.right, { kind: 'fullText', text: q })();
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return result.right.deals.map((d) => d.id).sort((a, b) => a - b);
};

const rowCounts = async (db: SqlClient): Promise<{ deals: number; rows: number }> =>
  (
    await db.query<{ deals: number; rows: number }>(
      'SELECT (SELECT count(*)::int FROM deal) AS deals, (SELECT count(*)::int FROM deal_search_row) AS rows',
    )
  )[0] ?? { deals: -1, rows: -1 };

describe.each(testDatabases())("the deals' search rows (0026) on $name", ({ open }) => {
  let db: SqlClient;
  beforeEach(async () => {
    db = await open();
    await writeCatalogue(db, searchCatalogue());
  });
  afterEach(async () => db.close());

  it('holds a row for every deal written', async () => {
    expect(await rowCounts(db)).toEqual({ deals: SEARCH_DEALS.length, rows: SEARCH_DEALS.length });
    expect(await found(db, 'massage')).toEqual([10, 11, 17, 19]);
  });

  it('follows every change to a deal: its words, its closing, its price and its popularity', async () => {
    await db.query(
      `UPDATE deal SET title = 'Hot Stone Therapy for Two', headline = 'Warm stones', search_text = '' WHERE id = 11`,
    );
    expect(await found(db, 'massage')).toEqual([10, 17, 19]);
    expect(await found(db, 'therapy')).toEqual([11]);

    await db.query('UPDATE deal SET closing_at = $1 WHERE id = 10', [new Date(FIXED_NOW.getTime() - 1000)]);
    expect(await found(db, 'massage')).toEqual([17, 19]);

    await db.query('UPDATE deal SET price_minor = 123, popularity = 7 WHERE id = 19');
    const [copy] = await db.query<{ price_minor: number; popularity: number }>(
      'SELECT price_minor, popularity FROM deal_search_row WHERE id = 19',
    );
    expect(copy).toEqual({ price_minor: 123, popularity: 7 });
  });

  it('loses the rows of deals a new catalogue leaves out', async () => {
    const all = searchCatalogue();
    const kept = (dealId: number): boolean => dealId !== 10 && dealId !== 11;
    await replaceCatalogue(db, {
      ...all,
      deals: all.deals.filter((d) => kept(d.id)),
      products: all.products.filter((p) => kept(p.dealId)),
      reviews: (all.reviews ?? []).filter((r) => kept(r.dealId)),
    });
    expect(await rowCounts(db)).toEqual({ deals: SEARCH_DEALS.length - 2, rows: SEARCH_DEALS.length - 2 });
    expect(await found(db, 'massage')).toEqual([17, 19]);
  });
});

/**
 * The rows of a database as it was before migration 0026, written in that schema's own columns
 * (the catalogue writer of today writes columns later migrations add).
 */
const OLD_CATALOGUE = `
  INSERT INTO site (key, brand_slug, display_name, country_code, currency)
    VALUES ('kerching', 'kerching', 'Kerching', 'gb', 'GBP');
  INSERT INTO location (id, site_key, name, short_name, country_code, lat, lon)
    VALUES (1, 'kerching', 'London', 'london', 'gb', 51.5, -0.12);
  INSERT INTO category (id, parent_id, short_name, name) VALUES (1, NULL, 'beauty-and-spa', 'Beauty & Spa');
  INSERT INTO merchant (id, name, display_name, address, lat, lon) VALUES (1, 'Serenity Spa', 'Serenity Spa', '1 High St', 51.5, -0.12);
  INSERT INTO deal (id, site_key, location_id, category_id, merchant_id, url_path, title, headline, price_minor,
                    original_price_minor, currency, image_id, opens_at, closing_at, created_at, updated_at)
  SELECT n, 'kerching', 1, 1, 1, '/deal/london/beauty-and-spa/' || n || '/d', title, title, 2500, 5000, 'GBP', 'spa-1',
         '2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00Z'
    FROM (VALUES (1, 'Full-Body Massage at Serenity Spa'), (2, 'Hot Stone Massage'), (3, 'Luxury Facial')) AS t(n, title);
`;

describe('migration 0026_deal_search_row', () => {
  it('copies the deals a database already has, so search finds them straight after the upgrade', async () => {
    const { db, runIt } = await databaseBefore('0026_deal_search_row');
    try {
      await db.exec(OLD_CATALOGUE);
      expect(await runIt()).toEqual(['0026_deal_search_row']);
      expect(await rowCounts(db)).toEqual({ deals: 3, rows: 3 });
      const request = searchRequest(plainSearchInput('kerching', 'massage'));
      if (E.isLeft(request)) throw new Error(request.left.detail);
      const massages = await new SqlDealSearch(db, clock).matching(request.right, {
        kind: 'fullText',
        text: 'massage',
      })();
      expect(E.isRight(massages) && massages.right.count).toBe(2);
    } finally {
      await db.close();
    }
  });
});
