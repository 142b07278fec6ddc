/**
 * Voucher refunds in SQL. The shopper's voucher row is locked (SELECT ... FOR UPDATE) and then read
 * with what was paid for it, so two refunds of one voucher at once are served one after the other and
 * the second finds it refunded; the refund row, the wallet credit, the unit given back (the deal
 * has one more left, and the shopper may buy one more within their limit) and a pending referral's
 * cancellation are written in the same transaction. A refused refund writes nothing.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { CurrencyCode } from '@kerching/domain/site';
import type { RefundableVoucher, VoucherRefundRequest, VoucherRefunds } from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { cancelReferralOfRefundedOrder } from '../referral/sqlReferrals';
import { LISTED_VOUCHER_COLUMNS, type VoucherRow, listedVoucherOf } from './sqlOrders';
import { BACK_IN_STOCK } from './sqlPurchaseStore';
import { currencyOf, int, refusableTransaction, timestamp } from './sqlSupport';
import { creditWallet } from './sqlWallets';

/**
 * A refunded voucher's unit back on sale and back in the shopper's allowance, and, for a stay, a room
 * back on each of its nights whose rooms are counted (ADR 28). The daily and weekly caps are left
 * alone: the unit was counted on the day and in the week it was bought.
 */
const giveBackUnit = async (tx: SqlExecutor, customerId: string, productId: number, code: string): Promise<void> => {
  await tx.query(`UPDATE product SET ${BACK_IN_STOCK} WHERE id = $1`, [productId, 1]);
  await tx.query(
    `UPDATE product_calendar_day d SET rooms_remaining = d.rooms_remaining + 1
       FROM voucher v JOIN order_line l ON l.id = v.order_line_id
      WHERE v.code = $1 AND d.product_id = l.product_id
        AND d.day >= l.check_in AND d.day < l.check_out AND d.rooms_remaining IS NOT NULL`,
    [code],
  );
  await tx.query(
    'UPDATE customer_product_purchase SET bought = bought - 1 WHERE customer_id = $1 AND product_id = $2 AND bought > 0',
    [customerId, productId],
  );
};

interface RefundableRow extends VoucherRow {
  readonly unit_price_minor: number;
  readonly total_minor: number;
  readonly promo_discount_minor: number;
  readonly currency: string;
}

const toRefundable = (row: RefundableRow): RefundableVoucher => ({
  voucher: listedVoucherOf(row),
  unitPriceMinor: int(row.unit_price_minor),
  orderTotalMinor: int(row.total_minor),
  orderPromoDiscountMinor: int(row.promo_discount_minor),
  currency: currencyOf(row.currency),
});

export class SqlVoucherRefunds implements VoucherRefunds {
  constructor(private readonly db: SqlClient) {}

  refund(
    request: VoucherRefundRequest,
    decide: (voucher: O.Option<RefundableVoucher>) => E.Either<PurchaseError, number>,
  ): TE.TaskEither<PurchaseError, { readonly amountMinor: number; readonly currency: CurrencyCode }> {
    return refusableTransaction(this.db, async (tx, refuse) => {
      // Locked first, then read in a statement of its own: under READ COMMITTED that read sees a
      // refund committed by a request this one waited for.
      await tx.query('SELECT code FROM voucher WHERE code = $1 AND customer_id = $2 FOR UPDATE', [
        request.code,
        request.customerId,
      ]);
      const [row] = await tx.query<RefundableRow>(
        `SELECT ${LISTED_VOUCHER_COLUMNS}, l.unit_price_minor, o.total_minor, o.promo_discount_minor, o.currency
           FROM voucher v
           JOIN order_line l ON l.id = v.order_line_id
           JOIN purchase_order o ON o.id = v.order_id
           LEFT JOIN voucher_refund r ON r.voucher_code = v.code
          WHERE v.code = $1 AND v.customer_id = $2`,
        [request.code, request.customerId],
      );
      const found = O.map(toRefundable)(O.fromNullable(row));
      const decided = decide(found);
      if (E.isLeft(decided)) return refuse(decided.left);
      if (O.isNone(found)) throw new Error('a refund was granted for no voucher');
      const { voucher, currency } = found.value;
      await tx.query(
        `INSERT INTO voucher_refund (voucher_code, customer_id, order_id, reason, amount_minor, currency, refunded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [
          voucher.code,
          request.customerId,
          voucher.orderId,
          request.reason,
          decided.right,
          currency,
          timestamp(request.at),
        ],
      );
      if (decided.right > 0)
        await creditWallet(
          tx,
          request.customerId,
          currency,
          'refundable',
          decided.right,
          request.at,
          request.creditExpiresAt,
        );
      await giveBackUnit(tx, request.customerId, voucher.productId, voucher.code);
      await cancelReferralOfRefundedOrder(tx, voucher.orderId);
      return { amountMinor: decided.right, currency };
    });
  }
}
