/**
 * The order's unit of work over SQL: one database transaction in which the idempotency key is
 * claimed first, then the basket (closed by a conditional UPDATE that must change its row: of many
 * checkouts of one basket, one goes on; ADR 46), then inventory, allowance, promo use and wallet
 * spend are taken with conditional UPDATEs (row locks held to the end; the wallet's usable credits
 * are locked, then drawn from), and the order, its vouchers and its confirmation email (the outbox
 * row) are written. A Left from the work throws inside the transaction, so everything rolls back. See
 * docs/decisions/0007-order-placement.md and 0021-wallet-credit-kept-per-grant.md.
 *
 * Under PostgreSQL (READ COMMITTED, a pool): a conditional `UPDATE ... WHERE remaining >= $n`
 * waits for a concurrent writer of the same row and re-checks its condition on the committed row,
 * so stock never goes below zero; the INSERT of an idempotency key waits for a concurrent
 * transaction holding the same key and then sees its committed row. PGlite has one connection:
 * transactions run one at a time. Inside `work`, only the transaction's executor is used.
 */
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import * as O from 'fp-ts/Option';
import {
  type OrderConfirmation,
  type PurchaseError,
  maxQuantityExceeded,
  purchaseError,
  purchaseUnavailable,
} from '@kerching/domain/checkout';
import { unavailable } from '@kerching/domain/account';
import type { Stay } from '@kerching/domain/calendar';
import { drawWalletCredit } from '@kerching/domain/wallet';
import type { OutgoingMail } from '@kerching/ports/accounts';
import type {
  IdempotencyClaim,
  NewOrder,
  IssuedVoucher,
  PurchaseStore,
  PurchaseTransaction,
  WalletSpend,
} from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { closeBasket } from './sqlBaskets';
import { drawCredits, heldCredits } from './sqlWallets';
import { confirmationJson, confirmationOf } from './sqlOrders';
import { int, json, refusableTransaction, sql, timestamp } from './sqlSupport';
import { firstReferredPurchase } from '../referral/sqlReferrals';
import { remainingOfCapSql } from '../catalogue/dealRulesSql';

const attempt = <A>(work: () => Promise<E.Either<PurchaseError, A>>): TE.TaskEither<PurchaseError, A> =>
  pipe(
    sql(work),
    TE.chainEitherK((result) => result),
  );

const take = (tx: SqlExecutor, productId: number, quantity: number) =>
  attempt(async () => {
    const taken = await tx.query<{ id: number }>(
      `UPDATE product SET
         total_remaining = total_remaining - $2::int,
         remaining_for_day = ${remainingOfCapSql('day')} - $2::int,
         remaining_for_week = ${remainingOfCapSql('week')} - $2::int,
         total_bought = total_bought + $2::int
       WHERE id = $1 AND total_remaining >= $2::int
         AND COALESCE(${remainingOfCapSql('day')}, $2::int) >= $2::int
         AND COALESCE(${remainingOfCapSql('week')}, $2::int) >= $2::int
       RETURNING id`,
      [productId, quantity],
    );
    if (taken.length > 0) return E.right(undefined);
    const [row] = await tx.query<{ total_remaining: number }>('SELECT total_remaining FROM product WHERE id = $1', [
      productId,
    ]);
    return E.left(
      row === undefined || int(row.total_remaining) < quantity
        ? purchaseError('DEAL.SOLD_OUT', `product ${productId}: fewer than ${quantity} left`)
        : purchaseError('DEAL.CAP_REACHED', `product ${productId}: daily or weekly remaining below ${quantity}`),
    );
  });

/**
 * The stay's nights whose rooms are counted, each a room a unit fewer, in one statement: under
 * PostgreSQL a concurrent booking of the same night waits for this one and then re-checks its
 * condition on the committed row, so no night goes below zero. A counted night left out of the
 * update (too few rooms) refuses the whole order.
 */
const takeStay = (tx: SqlExecutor, productId: number, stay: Stay, quantity: number) =>
  attempt(async () => {
    const [row] = await tx.query<{ counted: number; taken: number }>(
      `WITH counted AS (
         SELECT count(*)::int AS n FROM product_calendar_day
          WHERE product_id = $1 AND day >= $2::date AND day < $3::date AND rooms_remaining IS NOT NULL
       ), taken AS (
         UPDATE product_calendar_day SET rooms_remaining = rooms_remaining - $4::int
          WHERE product_id = $1 AND day >= $2::date AND day < $3::date AND rooms_remaining >= $4::int
         RETURNING day
       )
       SELECT (SELECT n FROM counted) AS counted, (SELECT count(*)::int FROM taken) AS taken`,
      [productId, stay.checkIn, stay.checkOut, quantity],
    );
    return row !== undefined && int(row.taken) >= int(row.counted)
      ? E.right(undefined)
      : E.left(
          purchaseError(
            'CALENDAR.STAY_UNAVAILABLE',
            `product ${productId}: fewer than ${quantity} rooms left on a night of ${stay.checkIn} to ${stay.checkOut}`,
          ),
        );
  });

const takeAllowance = (tx: SqlExecutor, customerId: string, productId: number, quantity: number, max: number) =>
  attempt(async () => {
    const rows = await tx.query<{ bought: number }>(
      `INSERT INTO customer_product_purchase (customer_id, product_id, bought)
       SELECT $1, $2, $3::int WHERE $3::int <= $4::int
       ON CONFLICT (customer_id, product_id) DO UPDATE SET bought = customer_product_purchase.bought + EXCLUDED.bought
         WHERE customer_product_purchase.bought + EXCLUDED.bought <= $4::int
       RETURNING bought`,
      [customerId, productId, quantity, max],
    );
    if (rows.length > 0) return E.right(undefined);
    const [row] = await tx.query<{ bought: number }>(
      'SELECT bought FROM customer_product_purchase WHERE customer_id = $1 AND product_id = $2',
      [customerId, productId],
    );
    return E.left(maxQuantityExceeded(productId, Math.max(0, max - (row === undefined ? 0 : int(row.bought)))));
  });

/**
 * A product's SET clause putting $2 units back on sale: in stock again and no longer counted as
 * bought (a cancelled order here; a refunded voucher in sqlVoucherRefunds).
 */
export const BACK_IN_STOCK =
  'total_remaining = total_remaining + $2::int, total_bought = GREATEST(total_bought - $2::int, 0)';

const release = (tx: SqlExecutor, productId: number, quantity: number) =>
  sql(async () => {
    await tx.query(
      `UPDATE product SET ${BACK_IN_STOCK},
              remaining_for_day = CASE WHEN remaining_for_day IS NULL THEN NULL
                                       ELSE LEAST(remaining_for_day + $2::int, COALESCE(daily_cap, remaining_for_day + $2::int)) END,
              remaining_for_week = CASE WHEN remaining_for_week IS NULL THEN NULL
                                        ELSE LEAST(remaining_for_week + $2::int, COALESCE(weekly_cap, remaining_for_week + $2::int)) END
        WHERE id = $1`,
      [productId, quantity],
    );
  });

const redeem = (tx: SqlExecutor, site: string, code: string, customerId: string, orderId: string, at: number) =>
  attempt(async () => {
    const [promotion] = await tx.query<{ single_use_per_customer: boolean }>(
      `UPDATE promotion SET uses = uses + 1
        WHERE site_key = $1 AND code = $2 AND (max_uses IS NULL OR uses < max_uses)
       RETURNING single_use_per_customer`,
      [site, code],
    );
    if (promotion === undefined) return E.left(purchaseError('PROMO.ALREADY_USED', `promo ${code}: no uses left`));
    if (promotion.single_use_per_customer) {
      // The promotion row is locked to the end of the transaction, so this read sees every
      // redemption committed before us and none can be added until we finish.
      const used = await tx.query(
        'SELECT 1 FROM promotion_redemption WHERE site_key = $1 AND code = $2 AND customer_id = $3 LIMIT 1',
        [site, code, customerId],
      );
      if (used.length > 0) return E.left(purchaseError('PROMO.ALREADY_USED', `promo ${code}: used by the customer`));
    }
    await tx.query(
      'INSERT INTO promotion_redemption (site_key, code, customer_id, order_id, redeemed_at) VALUES ($1, $2, $3, $4, $5)',
      [site, code, customerId, orderId, timestamp(at)],
    );
    return E.right(undefined);
  });

const spend = (tx: SqlExecutor, request: WalletSpend) =>
  attempt(async () => {
    const credits = await heldCredits(tx, request.customerId, request.currency, request.at, true);
    const after = drawWalletCredit(
      request.currency,
      credits,
      request.amountMinor,
      request.at,
      request.marketingCapMinor,
    );
    if (E.isLeft(after)) {
      return E.left(
        purchaseError(
          after.left.code === 'WALLET.INSUFFICIENT' ? 'WALLET.INSUFFICIENT' : 'WALLET.INVALID_AMOUNT',
          after.left.detail,
        ),
      );
    }
    if (request.amountMinor > 0) {
      await drawCredits(tx, after.right.draws);
      await tx.query(
        `INSERT INTO wallet_transaction (customer_id, currency, amount_minor, kind, order_id, at)
         VALUES ($1, $2, $3, 'spend', $4, $5)`,
        [request.customerId, request.currency, -request.amountMinor, request.orderId, timestamp(request.at)],
      );
    }
    return E.right(after.right.after);
  });

const claim = (tx: SqlExecutor, customerId: string, key: string, requestHash: string, now: number) =>
  attempt(async (): Promise<E.Either<PurchaseError, IdempotencyClaim>> => {
    const inserted = await tx.query(
      `INSERT INTO order_idempotency_key (customer_id, key, request_hash, created_at) VALUES ($1, $2, $3, $4)
       ON CONFLICT (customer_id, key) DO NOTHING RETURNING key`,
      [customerId, key, requestHash, timestamp(now)],
    );
    if (inserted.length > 0) return E.right({ _tag: 'Claimed' });
    const [row] = await tx.query<{ request_hash: string; result: unknown }>(
      'SELECT request_hash, result FROM order_idempotency_key WHERE customer_id = $1 AND key = $2',
      [customerId, key],
    );
    if (row === undefined || row.result === null) {
      return E.left(purchaseUnavailable(new Error('idempotency key held without a result')));
    }
    return E.right({ _tag: 'Completed', requestHash: row.request_hash, result: confirmationOf(json(row.result)) });
  });

const complete = (tx: SqlExecutor, customerId: string, key: string, result: OrderConfirmation) =>
  sql(async () => {
    await tx.query('UPDATE order_idempotency_key SET result = $3 WHERE customer_id = $1 AND key = $2', [
      customerId,
      key,
      JSON.stringify(confirmationJson(result)),
    ]);
  });

const createOrder = (tx: SqlExecutor, order: NewOrder) =>
  sql(async () => {
    const c = order.confirmation;
    await tx.query(
      `INSERT INTO purchase_order (id, customer_id, site_key, basket_token, currency, total_minor, promo_code,
                                   promo_discount_minor, wallet_used_minor, cash_minor, card_type, payment_reference,
                                   confirmation, placed_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14)`,
      [
        c.orderId,
        order.customerId,
        order.site,
        order.basketToken,
        c.currency,
        c.totalOrderAmount,
        O.toNullable(order.promoCode),
        c.promoDiscount,
        c.walletAmountUsed,
        c.cashAmount,
        O.toNullable(c.cardType),
        O.toNullable(order.paymentReference),
        JSON.stringify(confirmationJson(c)),
        timestamp(c.placedAt),
      ],
    );
    for (const [position, p] of order.passengers.entries()) {
      await tx.query(
        `INSERT INTO order_passenger (order_id, position, title, first_names, last_name, date_of_birth)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [c.orderId, position, p.title, p.firstNames, p.lastName, p.dateOfBirth],
      );
    }
    for (const line of c.lines) {
      await tx.query(
        `INSERT INTO order_line (id, order_id, product_id, deal_id, title, quantity, unit_price_minor, check_in, check_out)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          line.productOrderId,
          c.orderId,
          line.productId,
          line.dealId,
          line.title,
          line.quantity,
          line.unitPriceMinor,
          line.stay?.checkIn ?? null,
          line.stay?.checkOut ?? null,
        ],
      );
    }
  });

const issueVouchers = (tx: SqlExecutor, vouchers: readonly IssuedVoucher[]) =>
  sql(async () => {
    for (const v of vouchers) {
      await tx.query(
        `INSERT INTO voucher (code, order_id, order_line_id, customer_id, product_id, deal_id, title, purchased_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          v.code,
          v.orderId,
          v.productOrderId,
          v.customerId,
          v.productId,
          v.dealId,
          v.title,
          timestamp(v.purchasedAt),
          timestamp(v.expiresAt),
        ],
      );
    }
  });

const queueMail = (tx: SqlExecutor, mail: OutgoingMail) =>
  sql(async () => {
    await tx.query(
      'INSERT INTO mail_outbox (site_key, recipient, kind, subject, body, queued_at) VALUES ($1, $2, $3, $4, $5, $6)',
      [mail.site, mail.to, mail.kind, mail.subject, mail.text, timestamp(mail.queuedAt)],
    );
  });

const transactional = (tx: SqlExecutor): PurchaseTransaction => ({
  idempotencyKeys: {
    claim: (customerId, key, requestHash, now) => claim(tx, customerId, key, requestHash, now),
    complete: (customerId, key, result) => complete(tx, customerId, key, result),
  },
  inventory: {
    take: (productId, quantity) => take(tx, productId, quantity),
    takeAllowance: (customerId, productId, quantity, max) => takeAllowance(tx, customerId, productId, quantity, max),
    release: (productId, quantity) => release(tx, productId, quantity),
    takeStay: (productId, stay, quantity) => takeStay(tx, productId, stay, quantity),
  },
  promotions: {
    redeem: (site, code, customerId, orderId, at) => redeem(tx, site, code, customerId, orderId, at),
  },
  wallets: { spend: (request) => spend(tx, request) },
  orders: { create: (order) => createOrder(tx, order) },
  vouchers: { issue: (vouchers) => issueVouchers(tx, vouchers) },
  referrals: {
    firstPurchase: (friendId, orderId, at) => sql(() => firstReferredPurchase(tx, friendId, orderId, at)),
  },
  baskets: {
    claim: (token, now) =>
      attempt(async () =>
        (await closeBasket(tx, token, now))
          ? E.right(undefined)
          : E.left(purchaseError('CHECKOUT.BASKET_STALE', 'the basket was ordered by another checkout')),
      ),
  },
  mailer: {
    send: (mail) =>
      pipe(
        queueMail(tx, mail),
        TE.mapLeft((error) => unavailable(new Error(error.detail))),
      ),
  },
});

export class SqlPurchaseStore implements PurchaseStore {
  constructor(private readonly db: SqlClient) {}

  transaction<A>(work: (tx: PurchaseTransaction) => TE.TaskEither<PurchaseError, A>): TE.TaskEither<PurchaseError, A> {
    return refusableTransaction(this.db, async (tx, refuse) => {
      const result = await work(transactional(tx))();
      return E.isLeft(result) ? refuse(result.left) : result.right;
    });
  }
}
