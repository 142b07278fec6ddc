/** Back-in-stock alerts over SQL (ports/backInStockAlerts.ts): one row per address and deal. */
import type { NormalisedEmail } from '@kerching/domain/account';
import { normaliseEmail } from '@kerching/domain/account';
import type { SiteKey } from '@kerching/domain/site';
import type {
  AlertSaved,
  BackInStockAlertRecord,
  BackInStockAlerts,
  DealWithAlerts,
  WaitingAlert,
} from '@kerching/ports';
import type { SqlClient } from '../sqlClient';
import { queryOr } from '../queryOr';
import { int, millis, siteKeyOf, timestamp } from '../purchase/sqlSupport';

const sql = queryOr('ALERT.STORE_UNAVAILABLE');

export class SqlBackInStockAlerts implements BackInStockAlerts {
  constructor(private readonly db: SqlClient) {}

  /**
   * Saving again is not an error and keeps the first time. One address's requests on a site take
   * turns (a transaction-scoped advisory lock on the site and address), so the count and the
   * insert of one request see every other's and the limit holds however many arrive at once.
   */
  save(alert: BackInStockAlertRecord, limit: number) {
    return sql(() =>
      this.db.transaction(async (tx): Promise<AlertSaved> => {
        await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`back-in-stock:${alert.site}:${alert.email}`]);
        const [waiting] = await tx.query<{ this_deal: number | string; total: number | string }>(
          `SELECT count(*) FILTER (WHERE deal_id = $3) AS this_deal, count(*) AS total
             FROM back_in_stock_alert WHERE site_key = $1 AND email = $2`,
          [alert.site, alert.email, alert.dealId],
        );
        if (waiting !== undefined && int(waiting.this_deal) > 0) return 'saved';
        if (waiting !== undefined && int(waiting.total) >= limit) return 'limit';
        await tx.query(
          `INSERT INTO back_in_stock_alert (site_key, deal_id, email, requested_at) VALUES ($1, $2, $3, $4)
           ON CONFLICT (site_key, deal_id, email) DO NOTHING`,
          [alert.site, alert.dealId, alert.email, timestamp(alert.requestedAt)],
        );
        return 'saved';
      }),
    );
  }

  dealsWaitedOn(limit: number, after?: DealWithAlerts) {
    return sql(async () => {
      const rows = await this.db.query<{ site_key: string; deal_id: number | string }>(
        `SELECT DISTINCT site_key, deal_id FROM back_in_stock_alert
          WHERE (site_key, deal_id) > ($1::text, $2::int)
          ORDER BY site_key, deal_id LIMIT $3`,
        [after?.site ?? '', after?.dealId ?? 0, limit],
      );
      return rows.map((row): DealWithAlerts => ({ site: siteKeyOf(row.site_key), dealId: int(row.deal_id) }));
    });
  }

  waitedOnBy(site: SiteKey, email: NormalisedEmail) {
    return sql(async () => {
      const rows = await this.db.query<{ deal_id: number | string; requested_at: Date | string }>(
        `SELECT deal_id, requested_at FROM back_in_stock_alert
          WHERE site_key = $1 AND email = $2 ORDER BY requested_at DESC, deal_id DESC`,
        [site, email],
      );
      return rows.map((row): WaitingAlert => ({ dealId: int(row.deal_id), requestedAt: millis(row.requested_at) }));
    });
  }

  /**
   * One statement: a row another run is claiming at the same instant is locked, and once that run
   * commits its claim the row no longer matches, so each address goes to one run.
   */
  claim(deal: DealWithAlerts, now: number, until: number) {
    return sql(async () => {
      const rows = await this.db.query<{ email: string }>(
        `WITH claimed AS (
           UPDATE back_in_stock_alert SET claimed_until = $4
            WHERE site_key = $1 AND deal_id = $2 AND (claimed_until IS NULL OR claimed_until <= $3)
            RETURNING email, requested_at)
         SELECT email FROM claimed ORDER BY requested_at, email`,
        [deal.site, deal.dealId, timestamp(now), timestamp(until)],
      );
      return rows.map((row) => normaliseEmail(row.email));
    });
  }

  remove(deal: DealWithAlerts, emails?: ReadonlyArray<NormalisedEmail>) {
    return sql(async () => {
      const rows =
        emails === undefined
          ? await this.db.query<{ email: string }>(
              'DELETE FROM back_in_stock_alert WHERE site_key = $1 AND deal_id = $2 RETURNING email',
              [deal.site, deal.dealId],
            )
          : await this.db.query<{ email: string }>(
              `DELETE FROM back_in_stock_alert WHERE site_key = $1 AND deal_id = $2 AND email = ANY($3::text[])
               RETURNING email`,
              [deal.site, deal.dealId, [...emails]],
            );
      return rows.length;
    });
  }
}
