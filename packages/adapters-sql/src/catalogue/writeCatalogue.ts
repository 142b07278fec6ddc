import { correctableWords } from '@kerching/domain/search';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import type { CatalogueData, CategoryRow } from './catalogueData';

const CHUNK_ROWS = 2000;

/**
 * Multi-row INSERT in chunks, each chunk one JSON parameter read by `json_to_recordset` with the
 * columns' own types: one parameter per chunk instead of one per value, which PGlite and `pg`
 * pass several times faster, and no parameter limit to stay under.
 */
const insertRows = async (
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> => {
  if (rows.length === 0) return;
  const types = new Map(
    (
      await tx.query<{ name: string; type: string }>(
        `SELECT attname AS name, format_type(atttypid, atttypmod) AS type FROM pg_attribute
          WHERE attrelid = $1::regclass AND attnum > 0 AND NOT attisdropped`,
        [table],
      )
    ).map((c) => [c.name, c.type]),
  );
  const record = columns.map((c) => `${c} ${types.get(c) ?? 'text'}`).join(', ');
  const sql = `INSERT INTO ${table} (${columns.join(', ')})
    SELECT ${columns.join(', ')} FROM json_to_recordset($1::json) AS r(${record})`;
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS).map((row) => {
      const object: Record<string, unknown> = {};
      columns.forEach((column, i) => {
        object[column] = row[i];
      });
      return object;
    });
    await tx.query(sql, [JSON.stringify(chunk)]);
  }
};

/**
 * Above this many rows, a table's foreign keys and secondary indexes are set aside during the load
 * and restored after it: checking every row's references one by one and updating GIN indexes row
 * by row is several times slower than validating and building once.
 */
export const BULK_LOAD_ROWS = 1000;

const quoted = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs `work` with the table's foreign keys and its secondary indexes (those that back no
 * constraint) dropped, then adds them back from their own definitions; the foreign keys are
 * validated over the whole table then. Inside the caller's transaction, so a failure, a broken
 * reference included, restores everything and writes nothing.
 */
const withChecksAfter = async (tx: SqlExecutor, table: string, work: () => Promise<void>): Promise<void> => {
  const indexes = await tx.query<{ indexname: string; indexdef: string }>(
    `SELECT i.indexname, i.indexdef FROM pg_indexes i
      WHERE i.schemaname = current_schema() AND i.tablename = $1
        AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conname = i.indexname)`,
    [table],
  );
  const foreignKeys = await tx.query<{ conname: string; def: string }>(
    `SELECT conname, pg_get_constraintdef(oid) AS def FROM pg_constraint
      WHERE conrelid = $1::regclass AND contype = 'f'`,
    [table],
  );
  for (const fk of foreignKeys) await tx.exec(`ALTER TABLE ${quoted(table)} DROP CONSTRAINT ${quoted(fk.conname)}`);
  for (const index of indexes) await tx.exec(`DROP INDEX ${quoted(index.indexname)}`);
  await work();
  for (const fk of foreignKeys)
    await tx.exec(`ALTER TABLE ${quoted(table)} ADD CONSTRAINT ${quoted(fk.conname)} ${fk.def}`);
  for (const index of indexes) await tx.exec(index.indexdef);
};

const load = (tx: SqlExecutor, table: string, rows: number, work: () => Promise<void>): Promise<void> =>
  rows > BULK_LOAD_ROWS ? withChecksAfter(tx, table, work) : work();

/** The catalogue's tables, those that refer to others first. */
const CATALOGUE_TABLES = [
  'search_word',
  'deal_feed',
  'guide',
  'static_page',
  'review',
  'product_calendar_day',
  'product',
  'deal_search_row',
  'deal',
  'merchant_address',
  'merchant',
  'category',
  'location',
  'site',
];

/**
 * Adds the words of the deals' titles to their sites' vocabularies (migration 0010), counting the
 * deals that use each: one statement, a few thousand rows even for the 100,000-deal seed.
 */
const addSearchWords = async (
  tx: SqlExecutor,
  deals: ReadonlyArray<{ readonly siteKey: string; readonly title: string }>,
): Promise<void> => {
  const counts = new Map<string, { site_key: string; word: string; deals: number }>();
  for (const deal of deals) {
    for (const word of correctableWords(deal.title)) {
      const key = `${deal.siteKey} ${word}`;
      const entry = counts.get(key);
      if (entry === undefined) counts.set(key, { site_key: deal.siteKey, word, deals: 1 });
      else entry.deals += 1;
    }
  }
  if (counts.size === 0) return;
  await tx.query(
    `INSERT INTO search_word (site_key, word, deals)
     SELECT site_key, word, deals FROM json_to_recordset($1::json) AS r(site_key text, word text, deals integer)
     ON CONFLICT (site_key, word) DO UPDATE SET deals = search_word.deals + excluded.deals`,
    [JSON.stringify([...counts.values()])],
  );
};

/** Writes a whole catalogue in one transaction: all of it or nothing. Absent optional fields take the column defaults' values. */
export const writeCatalogue = (client: SqlClient, data: CatalogueData): Promise<void> =>
  client.transaction((tx) => insertCatalogue(tx, data));

/** Deletes the catalogue there is and writes this one, in one transaction: all of it or nothing. */
export const replaceCatalogue = (client: SqlClient, data: CatalogueData): Promise<void> =>
  client.transaction(async (tx) => {
    for (const table of CATALOGUE_TABLES) await tx.query(`DELETE FROM ${table}`);
    await insertCatalogue(tx, data);
  });

/**
 * Gathers the planner's statistics for the catalogue's tables. Run it after a large write: until
 * then PostgreSQL plans with no statistics for the new rows (autovacuum analyses them only later,
 * and PGlite has no autovacuum), and over the 100,000-deal seed a search then takes ten times as
 * long. Outside the write's transaction, so the write is committed whatever happens here.
 */
export const analyzeCatalogue = (client: SqlClient): Promise<void> =>
  client.exec(`ANALYZE ${CATALOGUE_TABLES.join(', ')}`);

/** Inserts a catalogue within the caller's transaction. */
export const insertCatalogue = async (tx: SqlExecutor, data: CatalogueData): Promise<void> => {
  await insertRows(
    tx,
    'site',
    ['key', 'brand_slug', 'display_name', 'country_code', 'currency'],
    data.sites.map((s) => [s.key, s.brandSlug, s.displayName, s.countryCode, s.currency]),
  );
  // Parents first, so the self-references hold.
  const locations = [...data.locations].sort((a, b) => Number(a.parentId != null) - Number(b.parentId != null));
  await insertRows(
    tx,
    'location',
    ['id', 'site_key', 'name', 'short_name', 'country_code', 'lat', 'lon', 'kind', 'parent_id'],
    locations.map((l) => [
      l.id,
      l.siteKey,
      l.name,
      l.shortName,
      l.countryCode,
      l.lat,
      l.lon,
      l.kind ?? 'local',
      l.parentId ?? null,
    ]),
  );
  const categories = [...data.categories].sort(
    (a, b) => Number(a.parentId !== null) - Number(b.parentId !== null) || a.id - b.id,
  );
  for (const level of [0, 1, 2]) {
    const rows = categories.filter((c) => Math.min(depth(c, data.categories), 2) === level);
    await insertRows(
      tx,
      'category',
      ['id', 'parent_id', 'short_name', 'name', 'canonical_path_type', 'sort_order', 'navigation_type'],
      rows.map((c) => [
        c.id,
        c.parentId,
        c.shortName,
        c.name,
        c.canonicalPathType,
        c.sortOrder ?? 0,
        c.navigationType ?? null,
      ]),
    );
  }
  await insertRows(
    tx,
    'merchant',
    ['id', 'name', 'display_name', 'address', 'lat', 'lon', 'town', 'postcode', 'phone', 'website', 'vat_number'],
    data.merchants.map((m) => [
      m.id,
      m.name,
      m.displayName,
      m.address,
      m.lat,
      m.lon,
      m.town ?? '',
      m.postcode ?? '',
      m.phone ?? null,
      m.website ?? null,
      m.vatNumber ?? null,
    ]),
  );
  await insertRows(
    tx,
    'merchant_address',
    ['merchant_id', 'position', 'address', 'town', 'postcode', 'lat', 'lon'],
    data.merchants.flatMap((m) =>
      (m.otherAddresses ?? []).map((a, i) => [m.id, i + 1, a.address, a.town ?? '', a.postcode ?? '', a.lat, a.lon]),
    ),
  );
  const insertDeals = (): Promise<void> =>
    insertRows(
      tx,
      'deal',
      [
        'id',
        'site_key',
        'location_id',
        'category_id',
        'merchant_id',
        'url_path',
        'title',
        'headline',
        'price_minor',
        'original_price_minor',
        'currency',
        'image_id',
        'opens_at',
        'closing_at',
        'sold_out',
        'popularity',
        'created_at',
        'updated_at',
        'subcategory_id',
        'subsubcategory_id',
        'description',
        'fine_print',
        'deal_type',
        'display_type',
        'evergreen',
        'last_chance',
        'enable_buy_closed_deal',
        'early_bird',
        'price_per_person',
        'price_indicative',
        'show_price',
        'show_discount',
        'vip_only',
        'vip_discount_allowed',
        'vip_price_minor',
        'deposit_price_minor',
        'is_travel',
        'nights',
        'gift_packable',
        'click_and_collect',
        'wellness',
        'delivery_type',
        'min_postage_price_minor',
        'purchase_cap',
        'social_cue_claim',
        'review_total',
        'review_average',
        'image_ids',
        'tags',
        'search_text',
      ],
      data.deals.map((d) => [
        d.id,
        d.siteKey,
        d.locationId,
        d.categoryId,
        d.merchantId,
        d.urlPath,
        d.title,
        d.headline,
        d.priceMinor,
        d.originalPriceMinor,
        d.currency,
        d.imageId,
        d.opensAt.toISOString(),
        d.closingAt.toISOString(),
        d.soldOut,
        d.popularity,
        d.createdAt.toISOString(),
        d.createdAt.toISOString(),
        d.subcategoryId ?? null,
        d.subsubcategoryId ?? null,
        d.description ?? '',
        d.finePrint ?? '',
        d.dealType ?? 'default',
        d.displayType ?? 'default',
        d.evergreen ?? false,
        d.lastChance ?? false,
        d.enableBuyClosedDeal ?? false,
        d.earlyBird ?? false,
        d.pricePerPerson ?? false,
        d.priceIndicative ?? false,
        d.showPrice ?? true,
        d.showDiscount ?? true,
        d.vipOnly ?? false,
        d.vipDiscountAllowed ?? false,
        d.vipPriceMinor ?? null,
        d.depositPriceMinor ?? null,
        d.isTravel ?? false,
        d.nights ?? null,
        d.giftPackable ?? false,
        d.clickAndCollect ?? false,
        d.wellness ?? false,
        d.deliveryType ?? 'none',
        d.minPostagePriceMinor ?? 0,
        d.purchaseCap ?? 10,
        d.socialCueClaim ?? null,
        d.reviewTotal ?? 0,
        d.reviewAverage ?? 0,
        [...(d.imageIds ?? [])],
        [...(d.tags ?? [])],
        d.searchText ?? '',
      ]),
    );
  // The deals' triggers copy them into deal_search_row (migration 0026), whose index is set aside too.
  await load(tx, 'deal', data.deals.length, () => load(tx, 'deal_search_row', data.deals.length, insertDeals));
  await addSearchWords(tx, data.deals);
  await load(tx, 'product', data.products.length, () =>
    insertRows(
      tx,
      'product',
      [
        'id',
        'deal_id',
        'friendly_name',
        'price_minor',
        'original_price_minor',
        'vip_price_minor',
        'purchase_cap',
        'total_remaining',
        'sort_order',
        'vip_exclusive',
        'daily_cap',
        'weekly_cap',
        'remaining_for_day',
        'remaining_for_week',
        'max_per_user',
        'admin_fee_minor',
        'total_price_minor',
        'total_bought',
        'nights',
        'gift_pack',
        'best_seller_claim',
      ],
      data.products.map((p) => [
        p.id,
        p.dealId,
        p.friendlyName,
        p.priceMinor,
        p.originalPriceMinor,
        p.vipPriceMinor,
        p.purchaseCap,
        p.totalRemaining,
        p.sortOrder,
        p.vipExclusive ?? false,
        p.dailyCap ?? null,
        p.weeklyCap ?? null,
        p.remainingForDay ?? null,
        p.remainingForWeek ?? null,
        p.maxPerUser ?? null,
        p.adminFeeMinor ?? 0,
        p.totalPriceMinor ?? null,
        p.totalBought ?? 0,
        p.nights ?? null,
        p.giftPack ?? false,
        p.bestSellerClaim ?? null,
      ]),
    ),
  );
  const calendarDays = data.products.flatMap((p) =>
    (p.calendar ?? []).map((d) => [
      p.id,
      d.date,
      d.minPriceMinor,
      d.vipPriceMinor,
      d.additionalCostText,
      d.minLengthOfStay,
      d.maxLengthOfStay,
      d.openForArrival,
      d.openForDeparture,
      d.openForSale,
      d.soldOut,
      d.vipDiscountAllowed,
      d.rooms ?? null,
    ]),
  );
  await load(tx, 'product_calendar_day', calendarDays.length, () =>
    insertRows(
      tx,
      'product_calendar_day',
      [
        'product_id',
        'day',
        'min_price_minor',
        'vip_price_minor',
        'additional_cost_text',
        'min_stay',
        'max_stay',
        'open_for_arrival',
        'open_for_departure',
        'open_for_sale',
        'sold_out',
        'vip_discount_allowed',
        'rooms_remaining',
      ],
      calendarDays,
    ),
  );
  const reviews = data.reviews ?? [];
  await load(tx, 'review', reviews.length, () =>
    insertRows(
      tx,
      'review',
      ['id', 'deal_id', 'rating', 'author', 'title', 'body', 'created_at'],
      reviews.map((r) => [r.id, r.dealId, r.rating, r.author, r.title, r.body, r.createdAt.toISOString()]),
    ),
  );
  await insertRows(
    tx,
    'static_page',
    ['site_key', 'slug', 'title', 'body', 'updated_at'],
    (data.staticPages ?? []).map((p) => [p.siteKey, p.slug, p.title, p.body, p.updatedAt.toISOString()]),
  );
  await insertRows(
    tx,
    'guide',
    ['site_key', 'slug', 'title', 'summary', 'body', 'deal_ids'],
    (data.guides ?? []).map((g) => [g.siteKey, g.slug, g.title, g.summary, g.body, [...g.dealIds]]),
  );
  await insertRows(
    tx,
    'deal_feed',
    [
      'site_key',
      'slug',
      'display_name',
      'description',
      'text',
      'additional_text',
      'redirect_url',
      'listicle_view',
      'category_short_name',
      'location_short_name',
      'search_tag',
      'max_price_minor',
      'page_size',
    ],
    (data.feeds ?? []).map((f) => [
      f.siteKey,
      f.slug,
      f.displayName,
      f.description,
      f.text ?? '',
      f.additionalText ?? '',
      f.redirectUrl ?? null,
      f.listicleView ?? false,
      f.categoryShortName ?? null,
      f.locationShortName ?? null,
      f.searchTag ?? null,
      f.maxPriceMinor ?? null,
      f.pageSize ?? 9,
    ]),
  );
};

/** How deep a category sits: 0 for a top-level category. Cycles and unknown parents count as top level. */
const depth = (category: CategoryRow, all: readonly CategoryRow[], seen = 0): number => {
  if (category.parentId === null || seen > 3) return 0;
  const parent = all.find((c) => c.id === category.parentId);
  return parent === undefined ? 0 : 1 + depth(parent, all, seen + 1);
};

/** True when the database has no deals yet (the demo seed loads only then). */
export const catalogueIsEmpty = async (client: SqlClient): Promise<boolean> => {
  const rows = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM deal');
  return (rows[0]?.n ?? 0) === 0;
};
