/** Promotions as read by the checkout (redeeming is in the order's unit of work). */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type Promotion, fixedOff, normalisePromoCode, percentageOff } from '@kerching/domain/promo';
import type { Promotions } from '@kerching/ports/purchase';
import type { SqlClient } from '../sqlClient';
import { int, millis, sql, timestamp } from './sqlSupport';

interface PromotionRow {
  readonly code: string;
  readonly site_key: string;
  readonly kind: 'percentage' | 'fixed';
  readonly percent: number | null;
  readonly amount_minor: number | null;
  readonly expires_at: Date | string;
  readonly single_use_per_customer: boolean;
  readonly max_uses: number | null;
  readonly uses: number;
  readonly subcategory_ids: readonly number[];
  readonly minimum_spend_minor: number;
  readonly marketing: boolean;
  readonly listed: boolean;
}

const toPromotion = (row: PromotionRow): Promotion => ({
  code: row.code,
  site: row.site_key,
  discount: row.kind === 'percentage' ? percentageOff(int(row.percent ?? 0)) : fixedOff(int(row.amount_minor ?? 0)),
  expiresAt: millis(row.expires_at),
  singleUsePerCustomer: row.single_use_per_customer,
  usesLeft: row.max_uses === null ? O.none : O.some(int(row.max_uses) - int(row.uses)),
  subcategoryIds: row.subcategory_ids.map(int),
  minimumSpendMinor: int(row.minimum_spend_minor),
  marketing: row.marketing,
  listed: row.listed,
});

const COLUMNS = `code, site_key, kind, percent, amount_minor, expires_at, single_use_per_customer, max_uses, uses,
  subcategory_ids, minimum_spend_minor, marketing, listed`;

export class SqlPromotions implements Promotions {
  constructor(private readonly db: SqlClient) {}

  byCode(site: string, code: string) {
    return sql(async () => {
      const [row] = await this.db.query<PromotionRow>(
        `SELECT ${COLUMNS} FROM promotion WHERE site_key = $1 AND code = $2`,
        [site, normalisePromoCode(code)],
      );
      return O.fromNullable(row === undefined ? undefined : toPromotion(row));
    });
  }

  usedByCustomer(site: string, code: string, customerId: string) {
    return sql(async () => {
      const rows = await this.db.query(
        'SELECT 1 FROM promotion_redemption WHERE site_key = $1 AND code = $2 AND customer_id = $3 LIMIT 1',
        [site, normalisePromoCode(code), customerId],
      );
      return rows.length > 0;
    });
  }

  listed(site: string) {
    return sql(async () => {
      const rows = await this.db.query<PromotionRow>(
        `SELECT ${COLUMNS} FROM promotion WHERE site_key = $1 AND listed ORDER BY expires_at, code`,
        [site],
      );
      return rows.map(toPromotion);
    });
  }

  /** Creates or replaces a promotion (demo data, administration); its use count starts at 0. */
  save(promotion: Promotion) {
    const { discount } = promotion;
    return pipe(
      sql(() =>
        this.db.query(
          `INSERT INTO promotion (code, site_key, kind, percent, amount_minor, expires_at, single_use_per_customer,
                                 max_uses, subcategory_ids, minimum_spend_minor, marketing, listed)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
           ON CONFLICT (site_key, code) DO UPDATE SET kind = $3, percent = $4, amount_minor = $5, expires_at = $6,
             single_use_per_customer = $7, max_uses = $8, subcategory_ids = $9, minimum_spend_minor = $10,
             marketing = $11, listed = $12`,
          [
            normalisePromoCode(promotion.code),
            promotion.site,
            discount.kind,
            discount.kind === 'percentage' ? discount.percent : null,
            discount.kind === 'fixed' ? discount.amountMinor : null,
            timestamp(promotion.expiresAt),
            promotion.singleUsePerCustomer,
            O.toNullable(promotion.usesLeft),
            promotion.subcategoryIds,
            promotion.minimumSpendMinor,
            promotion.marketing,
            promotion.listed,
          ],
        ),
      ),
      TE.map(() => undefined),
    );
  }
}
