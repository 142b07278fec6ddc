import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, aDealRow, calendarDayRows, smallCatalogue, testDatabases } from '../testing/index';
import type { SqlClient } from '../sqlClient';
import type { CatalogueData } from './catalogueData';
import { BULK_LOAD_ROWS, analyzeCatalogue, catalogueIsEmpty, replaceCatalogue, writeCatalogue } from './writeCatalogue';

const manyDeals = (count: number, first = 1): CatalogueData =>
  smallCatalogue(Array.from({ length: count }, (_, i) => aDealRow(first + i, { tags: [`t${i % 7}`] })));

/** The catalogue with calendars of `days` days on the products of the first `calendarDeals` deals. */
const withCalendars = (data: CatalogueData, calendarDeals: number, days: number): CatalogueData => ({
  ...data,
  products: data.products.map((p, i) =>
    i < calendarDeals
      ? { ...p, calendar: calendarDayRows('2026-06-01', days, (_, n) => ({ minPriceMinor: p.priceMinor + n })) }
      : p,
  ),
});

const calendarCount = async (db: SqlClient): Promise<number> =>
  (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM product_calendar_day'))[0]?.n ?? -1;

const schemaOf = async (db: SqlClient) => ({
  indexes: (
    await db.query<{ indexname: string }>(
      `SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename IN ('deal', 'deal_search_row', 'product', 'review') ORDER BY 1`,
    )
  ).map((r) => r.indexname),
  foreignKeys: (
    await db.query<{ conname: string }>(
      `SELECT conname FROM pg_constraint WHERE contype = 'f' AND conrelid IN ('deal'::regclass, 'deal_search_row'::regclass, 'product'::regclass, 'review'::regclass) ORDER BY 1`,
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
    const [copied] = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM deal_search_row WHERE search @@ plainto_tsquery('english', 'headline')`,
    );
    expect(copied?.n).toBe(BULK_LOAD_ROWS + 50);
  });

  it('writes nothing, and keeps its checks, when a large load breaks a reference', async () => {
    const before = await schemaOf(db);
    const data = manyDeals(BULK_LOAD_ROWS + 10);
    const broken = { ...data, deals: data.deals.map((d, i) => (i === 500 ? { ...d, merchantId: 999 } : d)) };
    await expect(writeCatalogue(db, broken)).rejects.toThrow();
    expect(await catalogueIsEmpty(db)).toBe(true);
    expect(await schemaOf(db)).toEqual(before);
  });

  it("writes the products' calendar days, every field as written", async () => {
    const data = smallCatalogue([aDealRow(7, { dealType: 'calendar' })]);
    const [product] = data.products;
    if (product === undefined) throw new Error('expected a product');
    await writeCatalogue(db, {
      ...data,
      products: [
        {
          ...product,
          calendar: [
            {
              date: '2026-12-31',
              minPriceMinor: 12900,
              vipPriceMinor: 11900,
              additionalCostText: '+ £10 per person on Saturdays',
              minLengthOfStay: 2,
              maxLengthOfStay: 5,
              openForArrival: false,
              openForDeparture: true,
              openForSale: true,
              soldOut: true,
              vipDiscountAllowed: true,
            },
            {
              date: '2027-01-01',
              minPriceMinor: 0,
              vipPriceMinor: null,
              additionalCostText: null,
              minLengthOfStay: 1,
              maxLengthOfStay: 1,
              openForArrival: true,
              openForDeparture: false,
              openForSale: false,
              soldOut: false,
              vipDiscountAllowed: false,
            },
          ],
        },
      ],
    });
    const rows = await db.query<Record<string, unknown>>(
      `SELECT product_id, day::text AS day, min_price_minor, vip_price_minor, additional_cost_text, min_stay, max_stay,
              open_for_arrival, open_for_departure, open_for_sale, sold_out, vip_discount_allowed
         FROM product_calendar_day ORDER BY day`,
    );
    expect(rows).toEqual([
      {
        product_id: 70,
        day: '2026-12-31',
        min_price_minor: 12900,
        vip_price_minor: 11900,
        additional_cost_text: '+ £10 per person on Saturdays',
        min_stay: 2,
        max_stay: 5,
        open_for_arrival: false,
        open_for_departure: true,
        open_for_sale: true,
        sold_out: true,
        vip_discount_allowed: true,
      },
      {
        product_id: 70,
        day: '2027-01-01',
        min_price_minor: 0,
        vip_price_minor: null,
        additional_cost_text: null,
        min_stay: 1,
        max_stay: 1,
        open_for_arrival: true,
        open_for_departure: false,
        open_for_sale: false,
        sold_out: false,
        vip_discount_allowed: false,
      },
    ]);
  });

  it('writes many calendar days in bulk, and refuses a day that breaks the stay rule', async () => {
    const before = await schemaOf(db);
    await writeCatalogue(db, withCalendars(manyDeals(20), 20, 120));
    expect(await calendarCount(db)).toBe(2400);
    expect(await schemaOf(db)).toEqual(before);
    const data = manyDeals(1, 500);
    const [product] = data.products;
    if (product === undefined) throw new Error('expected a product');
    const broken = calendarDayRows('2026-06-01', 3, (_, n) => (n === 2 ? { minLengthOfStay: 3 } : {}));
    await expect(replaceCatalogue(db, { ...data, products: [{ ...product, calendar: broken }] })).rejects.toThrow();
    expect(await calendarCount(db)).toBe(2400);
  });

  it('replaces the catalogue there is, in one go', async () => {
    await writeCatalogue(db, withCalendars(manyDeals(3), 3, 10));
    await replaceCatalogue(db, withCalendars(manyDeals(2, 100), 1, 5));
    const ids = await db.query<{ id: number }>('SELECT id FROM deal ORDER BY id');
    expect(ids.map((r) => r.id)).toEqual([100, 101]);
    const days = await db.query<{ product_id: number; n: number }>(
      'SELECT product_id, count(*)::int AS n FROM product_calendar_day GROUP BY product_id',
    );
    expect(days).toEqual([{ product_id: 1000, n: 5 }]);
    const broken = manyDeals(1, 200);
    const product = broken.products[0];
    if (product === undefined) throw new Error('expected a product');
    await expect(
      replaceCatalogue(db, { ...broken, products: [...broken.products, { ...product, id: 1, dealId: 9 }] }),
    ).rejects.toThrow();
    expect((await db.query<{ id: number }>('SELECT id FROM deal ORDER BY id')).map((r) => r.id)).toEqual([100, 101]);
  });

  it('gives the planner statistics for the deals it has written', async () => {
    const statisticsOf = async (table: string): Promise<number> =>
      (
        await db.query<{ n: number }>(
          'SELECT count(*)::int AS n FROM pg_stats WHERE schemaname = current_schema() AND tablename = $1',
          [table],
        )
      )[0]?.n ?? -1;
    await writeCatalogue(db, manyDeals(50));
    expect(await statisticsOf('deal')).toBe(0);
    await analyzeCatalogue(db);
    expect(await statisticsOf('deal')).toBeGreaterThan(0);
    expect(await statisticsOf('product')).toBeGreaterThan(0);
  });
});
