/**
 * Orders and vouchers as read back: an order's confirmation (stored as JSON), a customer's vouchers,
 * the deals they bought.
 */
import * as O from 'fp-ts/Option';
import type { OrderConfirmation } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type {
  IdempotencyRecords,
  ListedVoucher,
  OrderHistory,
  PurchasedDeals,
  VoucherList,
} from '@kerching/ports/purchase';
import type { SqlClient } from '../sqlClient';
import { currencyOf, int, json, millis, sql } from './sqlSupport';

/** The confirmation as JSON: Options become nullable fields. */
export const confirmationJson = (c: OrderConfirmation): unknown => ({ ...c, cardType: O.toNullable(c.cardType) });

type ConfirmationJson = Omit<OrderConfirmation, 'cardType'> & { readonly cardType: string | null };

export const confirmationOf = (value: unknown): OrderConfirmation => {
  const c = json<ConfirmationJson>(value);
  return { ...c, currency: currencyOf(c.currency), cardType: O.fromNullable(c.cardType) };
};

/** A voucher row with its refund's columns (LEFT JOIN voucher_refund r), as `listedVoucherOf` reads it. */
export interface VoucherRow {
  readonly code: string;
  readonly order_id: string;
  readonly order_line_id: string;
  readonly customer_id: string;
  readonly product_id: number;
  readonly deal_id: number;
  readonly title: string;
  readonly purchased_at: Date | string;
  readonly expires_at: Date | string;
  readonly refund_minor: number | null;
  readonly refund_currency: string | null;
  readonly refunded_at: Date | string | null;
}

/** The columns `listedVoucherOf` reads, from voucher v LEFT JOIN voucher_refund r. */
export const LISTED_VOUCHER_COLUMNS = `v.code, v.order_id, v.order_line_id, v.customer_id, v.product_id, v.deal_id,
  v.title, v.purchased_at, v.expires_at, r.amount_minor AS refund_minor, r.currency AS refund_currency, r.refunded_at`;

export const listedVoucherOf = (row: VoucherRow): ListedVoucher => ({
  code: row.code,
  orderId: row.order_id,
  productOrderId: row.order_line_id,
  customerId: row.customer_id,
  productId: int(row.product_id),
  dealId: int(row.deal_id),
  title: row.title,
  purchasedAt: millis(row.purchased_at),
  expiresAt: millis(row.expires_at),
  refund:
    row.refunded_at === null || row.refund_minor === null || row.refund_currency === null
      ? null
      : {
          amountMinor: int(row.refund_minor),
          currency: currencyOf(row.refund_currency),
          refundedAt: millis(row.refunded_at),
        },
});

export class SqlOrderHistory implements OrderHistory, VoucherList, PurchasedDeals {
  constructor(private readonly db: SqlClient) {}

  byId(orderId: string, customerId: string) {
    return sql(async () => {
      const [row] = await this.db.query<{ confirmation: unknown }>(
        'SELECT confirmation FROM purchase_order WHERE id = $1 AND customer_id = $2',
        [orderId, customerId],
      );
      return row === undefined ? O.none : O.some(confirmationOf(row.confirmation));
    });
  }

  dealIdsBoughtBy(site: SiteKey, customerId: string, limit: number) {
    return sql(async () => {
      const rows = await this.db.query<{ deal_id: number | string }>(
        `SELECT l.deal_id FROM order_line l JOIN purchase_order o ON o.id = l.order_id
          WHERE o.customer_id = $1 AND o.site_key = $2
          GROUP BY l.deal_id ORDER BY max(o.placed_at) DESC, l.deal_id DESC LIMIT $3`,
        [customerId, site, limit],
      );
      return rows.map((row) => int(row.deal_id));
    });
  }

  byCustomer(customerId: string, page: number, pageSize: number) {
    return sql(async () => {
      const rows = await this.db.query<VoucherRow>(
        `SELECT ${LISTED_VOUCHER_COLUMNS}
           FROM voucher v LEFT JOIN voucher_refund r ON r.voucher_code = v.code
          WHERE v.customer_id = $1 ORDER BY v.purchased_at DESC, v.code LIMIT $2 OFFSET $3`,
        [customerId, pageSize, page * pageSize],
      );
      return rows.map(listedVoucherOf);
    });
  }
}

export class SqlIdempotencyRecords implements IdempotencyRecords {
  constructor(private readonly db: SqlClient) {}

  find(customerId: string, key: string) {
    return sql(async () => {
      const [row] = await this.db.query<{ request_hash: string; result: unknown }>(
        'SELECT request_hash, result FROM order_idempotency_key WHERE customer_id = $1 AND key = $2 AND result IS NOT NULL',
        [customerId, key],
      );
      return row === undefined ? O.none : O.some({ requestHash: row.request_hash, result: confirmationOf(row.result) });
    });
  }
}
