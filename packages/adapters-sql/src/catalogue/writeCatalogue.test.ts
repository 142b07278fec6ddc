import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, aDealRow, smallCatalogue, testDatabases } from '../testing/index';
import type { SqlClient } from '../sqlClient';
import type { CatalogueData } from './catalogueData';
import { BULK_LOAD_ROWS, catalogueIsEmpty, replaceCatalogue, writeCatalogue } from './writeCatalogue';

const manyDeals = (count: number, first = 1): CatalogueData =>
  smallCatalogue(Array.from({ length: count }, (_, i) => aDealRow(first + i, { tags: [`t${i % 7}`] })));

const schemaOf = async (db: SqlClient) => ({
  indexes: (
    await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('deal', 'product', 'review') ORDER BY 1`,
    )
  ).map((r) => r.indexname),
  foreignKeys: (
    await db.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('deal'::regclass, 'product'::regclass, 'review'::regclass) ORDER BY 1`,
    )
  ).map((r) => r.conname),
});

describe.each(testDatabases())('writing catalogues on $name', ({ open }) => {
  let db: SqlClient;
  beforeEach(async () => {
    db = await open();
  });
  afterEach(async () => db.close());

  it('writes every field and reads it back as written', async () => {
    const deal = aDealRow(7, {
      tags: ['date-night', "o'brien"],
      imageIds: ['spa-1', 'spa-2'],
      evergreen: true,
      urlPath: '/deal/london/restaurants/e/7/x',
      vipPriceMinor: null,
      depositPriceMinor: 2500,
      nights: 2,
      reviewAverage: 4.25,
      searchText: 'Soho "quoted" \\ text',
    });
    await writeCatalogue(db, {
      ...smallCatalogue([deal]),
      reviews: [
        { id: 1, dealId: 7, rating: 5, author: 'Aoife B.', title: 'Great', body: 'Lovely.', createdAt: FIXED_NOW },
      ],
      guides: [{ siteKey: 'kerching', slug: 'hub', title: 'Guides', summary: '', body: '', dealIds: [7] }],
    });
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT tags, image_ids, evergreen, vip_price_minor, deposit_price_minor, nights, review_average, search_text,
              opens_at, url_path FROM deal WHERE id = 7`,
    );
    expect(row).toMatchObject({
      tags: ['date-night', "o'brien"],
      image_ids: ['spa-1', 'spa-2'],
      evergreen: true,
      vip_price_minor: null,
      deposit_price_minor: 2500,
      nights: 2,
      review_average: 4.25,
      search_text: 'Soho "quoted" \\ text',
      url_path: '/deal/london/restaurants/e/7/x',
    });
    expect(new Date(String(row?.['opens_at'])).getTime()).toBe(deal.opensAt.getTime());
    const [guide] = await db.query<{ deal_ids: number[] }>('SELECT deal_ids FROM guide');
    expect(guide?.deal_ids).toEqual([7]);
  });

  it('loads a large catalogue with its foreign keys and indexes set aside, and restores them', async () => {
    const before = await schemaOf(db);
    await writeCatalogue(db, manyDeals(BULK_LOAD_ROWS + 50));
    expect(await schemaOf(db)).toEqual(before);
    const [count] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deal WHERE search @@ plainto_tsquery('english', 'headline')`,
    );
    expect(count?.n).toBe(BULK_LOAD_ROWS + 50);
  });

  it('writes nothing, and keeps its checks, when a large load breaks a reference', async () => {
    const before = await schemaOf(db);
    const data = manyDeals(BULK_LOAD_ROWS + 10);
    const broken = { ...data, deals: data.deals.map((d, i) => (i === 500 ? { ...d, merchantId: 999 } : d)) };
    await expect(writeCatalogue(db, broken)).rejects.toThrow();
    expect(await catalogueIsEmpty(db)).toBe(true);
    expect(await schemaOf(db)).toEqual(before);
  });

  it('replaces the catalogue there is, in one go', async () => {
    await writeCatalogue(db, manyDeals(3));
    await replaceCatalogue(db, manyDeals(2, 100));
    const ids = await db.query<{ id: number }>('SELECT id FROM deal ORDER BY id');
    expect(ids.map((r) => r.id)).toEqual([100, 101]);
    const broken = manyDeals(1, 200);
    const product = broken.products[0];
    if (product === undefined) throw new Error('expected a product');
    await expect(
      replaceCatalogue(db, { ...broken, products: [...broken.products, { ...product, id: 1, dealId: 9 }] }),
    ).rejects.toThrow();
    expect((await db.query<{ id: number }>('SELECT id FROM deal ORDER BY id')).map((r) => r.id)).toEqual([100, 101]);
  });
});
