import type { SqlClient, SqlExecutor } from '../sqlClient';
import type { CatalogueData } from './catalogueData';

const CHUNK_ROWS = 500;

/** Multi-row INSERT in chunks, so large catalogues stay within the parameter limit. */
const insertRows = async (
  tx: SqlExecutor,
  table: string,
  columns: readonly string[],
  rows: readonly (readonly unknown[])[],
): Promise<void> => {
  for (let start = 0; start < rows.length; start += CHUNK_ROWS) {
    const chunk = rows.slice(start, start + CHUNK_ROWS);
    const params: unknown[] = [];
    const tuples = chunk.map((row) => {
      const placeholders = row.map((value) => {
        params.push(value);
        return `$${params.length}`;
      });
      return `(${placeholders.join(', ')})`;
    });
    await tx.query(`INSERT INTO ${table} (${columns.join(', ')}) VALUES ${tuples.join(', ')}`, params);
  }
};

/** Writes a whole catalogue in one transaction: all of it or nothing. */
export const writeCatalogue = (client: SqlClient, data: CatalogueData): Promise<void> =>
  client.transaction(async (tx) => {
    await insertRows(
      tx,
      'site',
      ['key', 'brand_slug', 'display_name', 'country_code', 'currency'],
      data.sites.map((s) => [s.key, s.brandSlug, s.displayName, s.countryCode, s.currency]),
    );
    await insertRows(
      tx,
      'location',
      ['id', 'site_key', 'name', 'short_name', 'country_code', 'lat', 'lon'],
      data.locations.map((l) => [l.id, l.siteKey, l.name, l.shortName, l.countryCode, l.lat, l.lon]),
    );
    await insertRows(
      tx,
      'category',
      ['id', 'parent_id', 'short_name', 'name', 'canonical_path_type'],
      data.categories.map((c) => [c.id, c.parentId, c.shortName, c.name, c.canonicalPathType]),
    );
    await insertRows(
      tx,
      'merchant',
      ['id', 'name', 'display_name', 'address', 'lat', 'lon'],
      data.merchants.map((m) => [m.id, m.name, m.displayName, m.address, m.lat, m.lon]),
    );
    await insertRows(
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
      ]),
    );
    await insertRows(
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
      ]),
    );
  });

/** True when the database has no deals yet (the demo seed loads only then). */
export const catalogueIsEmpty = async (client: SqlClient): Promise<boolean> => {
  const rows = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM deal');
  return (rows[0]?.n ?? 0) === 0;
};
