/** Deals of the demo catalogue for tests that need ones anyone can buy, read from the database. */
import type { SqlClient } from '@kerching/adapters-sql';
import type { SiteKey } from '@kerching/domain/site';

export interface DemoDeal {
  readonly id: number;
  readonly url_path: string;
}

/**
 * The first `count` deals of the site, by id, that anyone can buy at `now` and for two days more:
 * open, not VIP-only, with products, none sold out or at a daily or weekly cap.
 */
export const buyableDemoDeals = async (
  db: SqlClient,
  site: SiteKey,
  now: Date,
  count: number,
): Promise<readonly DemoDeal[]> => {
  const rows = await db.query<DemoDeal>(
    `SELECT id, url_path FROM deal d
      WHERE site_key = $1 AND NOT sold_out AND opens_at <= $2 AND closing_at > $2::timestamptz + interval '2 days'
        AND NOT vip_only AND EXISTS (SELECT 1 FROM product p WHERE p.deal_id = d.id)
        AND NOT EXISTS (SELECT 1 FROM product p WHERE p.deal_id = d.id
                         AND (p.total_remaining = 0 OR p.remaining_for_day = 0 OR p.remaining_for_week = 0))
      ORDER BY id LIMIT $3`,
    [site, now.toISOString(), count],
  );
  if (rows.length < count) throw new Error(`the demo catalogue has fewer than ${count} buyable deals`);
  return rows;
};
