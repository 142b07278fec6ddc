/** Wish lists over SQL (ports/wishlist.ts): a list row and one row per saved deal, newest first. */
import * as O from 'fp-ts/Option';
import type { SiteKey } from '@kerching/domain/site';
import type { StoredWishlist, Wishlists } from '@kerching/ports';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { queryOr } from '../queryOr';
import { int, siteKeyOf, timestamp } from '../purchase/sqlSupport';

const sql = queryOr('WISHLIST.UNAVAILABLE');

interface ListRow {
  readonly id: string;
  readonly site_key: string;
  readonly customer_id: string | null;
  readonly deal_ids: ReadonlyArray<number | string> | null;
}

const LIST_SQL = `
  SELECT w.id, w.site_key, w.customer_id,
         array_remove(array_agg(d.deal_id ORDER BY d.added_at DESC, d.deal_id DESC), NULL) AS deal_ids
    FROM wishlist w LEFT JOIN wishlist_deal d ON d.wishlist_id = w.id`;

const listOf = (row: ListRow | undefined): O.Option<StoredWishlist> =>
  row === undefined
    ? O.none
    : O.some({
        id: row.id,
        site: siteKeyOf(row.site_key),
        customerId: O.fromNullable(row.customer_id),
        dealIds: (row.deal_ids ?? []).map(int),
      });

/** Moves a visitor list's deals into `into` (a deal on both keeps its later time) and deletes it. */
const mergeInto = async (tx: SqlExecutor, from: string, into: string, now: number): Promise<void> => {
  await tx.query(
    `INSERT INTO wishlist_deal (wishlist_id, deal_id, added_at)
     SELECT $2, deal_id, added_at FROM wishlist_deal WHERE wishlist_id = $1
     ON CONFLICT (wishlist_id, deal_id) DO UPDATE SET added_at = GREATEST(wishlist_deal.added_at, EXCLUDED.added_at)`,
    [from, into],
  );
  await tx.query('DELETE FROM wishlist WHERE id = $1 AND customer_id IS NULL', [from]);
  await tx.query('UPDATE wishlist SET updated_at = $2 WHERE id = $1', [into, timestamp(now)]);
};

export class SqlWishlists implements Wishlists {
  constructor(private readonly db: SqlClient) {}

  byId(id: string) {
    return sql(async () => {
      const [row] = await this.db.query<ListRow>(`${LIST_SQL} WHERE w.id = $1 GROUP BY w.id`, [id]);
      return listOf(row);
    });
  }

  byCustomer(site: SiteKey, customerId: string) {
    return sql(async () => {
      const [row] = await this.db.query<ListRow>(
        `${LIST_SQL} WHERE w.site_key = $1 AND w.customer_id = $2 GROUP BY w.id`,
        [site, customerId],
      );
      return listOf(row);
    });
  }

  create(list: { readonly id: string; readonly site: SiteKey; readonly customerId: O.Option<string> }, now: number) {
    return sql(async () => {
      await this.db.query(
        `INSERT INTO wishlist (id, site_key, customer_id, created_at, updated_at) VALUES ($1, $2, $3, $4, $4)`,
        [list.id, list.site, O.toNullable(list.customerId), timestamp(now)],
      );
    });
  }

  add(id: string, dealId: number, now: number) {
    return sql(async () => {
      await this.db.transaction(async (tx) => {
        await tx.query(
          `INSERT INTO wishlist_deal (wishlist_id, deal_id, added_at) VALUES ($1, $2, $3)
           ON CONFLICT (wishlist_id, deal_id) DO UPDATE SET added_at = EXCLUDED.added_at`,
          [id, dealId, timestamp(now)],
        );
        await tx.query('UPDATE wishlist SET updated_at = $2 WHERE id = $1', [id, timestamp(now)]);
      });
    });
  }

  remove(id: string, dealId: O.Option<number>) {
    return sql(async () => {
      if (O.isSome(dealId)) {
        await this.db.query('DELETE FROM wishlist_deal WHERE wishlist_id = $1 AND deal_id = $2', [id, dealId.value]);
      } else {
        await this.db.query('DELETE FROM wishlist_deal WHERE wishlist_id = $1', [id]);
      }
    });
  }

  adopt(id: string, site: SiteKey, customerId: string, now: number) {
    const attempt = () =>
      this.db.transaction(async (tx) => {
        const [own] = await tx.query<{ id: string }>(
          'SELECT id FROM wishlist WHERE site_key = $1 AND customer_id = $2 FOR UPDATE',
          [site, customerId],
        );
        if (own !== undefined) {
          if (own.id !== id) await mergeInto(tx, id, own.id, now);
          return own.id;
        }
        const claimed = await tx.query<{ id: string }>(
          `UPDATE wishlist SET customer_id = $3, updated_at = $4
            WHERE id = $1 AND site_key = $2 AND customer_id IS NULL RETURNING id`,
          [id, site, customerId, timestamp(now)],
        );
        if (claimed.length === 0) throw new Error(`wish list ${id} is not a visitor list of ${site}`);
        return id;
      });
    // Two sign-ins of one shopper adopting two lists at once: the second meets the first's list
    // through the unique index, and its retry merges into it.
    return sql(() => attempt().catch(() => attempt()));
  }
}
