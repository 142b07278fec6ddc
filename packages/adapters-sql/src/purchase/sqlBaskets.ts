/**
 * Baskets over SQL. A basket is open until it is ordered or merged into another (`closed_at`);
 * its lines are replaced as a whole, in one transaction, keeping the shopper's order (`position`).
 * A line of a deal sold by date keeps its stay (check_in, check_out: both or neither), read back
 * as text so that no time zone touches the dates.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { Addon, Basket, BasketGifting, BasketLine } from '@kerching/domain/basket';
import { type Stay, parseStay } from '@kerching/domain/calendar';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import type { SiteKey } from '@kerching/domain/site';
import type { Baskets, NewBasket } from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { int, json, millis, siteKeyOf, sql, timestamp } from './sqlSupport';

interface BasketRow {
  readonly token: string;
  readonly site_key: string;
  readonly customer_id: string | null;
  readonly eligible_for_vip: boolean;
  readonly updated_at: Date | string;
}

interface LineRow {
  readonly product_id: number;
  readonly deal_id: number;
  readonly quantity: number;
  readonly gift: boolean;
  readonly gifting: unknown;
  readonly gift_pack: boolean;
  readonly gift_wrap: number;
  readonly pay_deposit: boolean;
  readonly pay_later: boolean;
  readonly delivery_option_type: string | null;
  readonly order_addons: unknown;
  readonly usr_src: string | null;
  readonly st_cid: string | null;
  readonly check_in: string | null;
  readonly check_out: string | null;
}

const toLine = (row: LineRow): BasketLine => ({
  productId: int(row.product_id),
  dealId: int(row.deal_id),
  quantity: int(row.quantity),
  gift: row.gift,
  gifting: json<BasketGifting>(row.gifting),
  giftPack: row.gift_pack,
  giftWrap: int(row.gift_wrap),
  payDeposit: row.pay_deposit,
  payLater: row.pay_later,
  deliveryOptionType: O.fromNullable(row.delivery_option_type),
  orderAddons: json<readonly Addon[]>(row.order_addons),
  visit: { usrSrc: row.usr_src ?? undefined, stCid: row.st_cid ?? undefined },
  // Both dates or neither (the table's check keeps them together), read as the domain reads a stay.
  stay: parseStay(row.check_in, row.check_out),
});

const BASKET_COLUMNS = 'token, site_key, customer_id, eligible_for_vip, updated_at';

const basketOf = (row: BasketRow, lines: readonly BasketLine[]): Basket => ({
  token: row.token,
  site: siteKeyOf(row.site_key),
  customerId: O.fromNullable(row.customer_id),
  eligibleForVip: row.eligible_for_vip,
  lines,
  updatedAt: millis(row.updated_at),
});

const load = async (db: SqlExecutor, row: BasketRow): Promise<Basket> => {
  const lines = await db.query<LineRow>(
    `SELECT product_id, deal_id, quantity, gift, gifting, gift_pack, gift_wrap, pay_deposit, pay_later,
            delivery_option_type, order_addons, usr_src, st_cid, check_in::text AS check_in,
            check_out::text AS check_out
       FROM basket_line WHERE basket_token = $1 ORDER BY position`,
    [row.token],
  );
  return basketOf(row, lines.map(toLine));
};

const LINE_COLUMNS = 17;

/** One line's values, in the order of the INSERT's columns. */
const lineValues = (token: string, position: number, line: BasketLine): readonly unknown[] => [
  token,
  position,
  line.productId,
  line.dealId,
  line.quantity,
  line.gift,
  JSON.stringify(line.gifting),
  line.giftPack,
  line.giftWrap,
  line.payDeposit,
  line.payLater,
  O.toNullable(line.deliveryOptionType),
  JSON.stringify(line.orderAddons),
  line.visit.usrSrc ?? null,
  line.visit.stCid ?? null,
  O.toNullable(O.map((stay: Stay) => stay.checkIn)(line.stay)),
  O.toNullable(O.map((stay: Stay) => stay.checkOut)(line.stay)),
];

/**
 * Replaces the basket's lines: one DELETE and one INSERT of every line, so a save costs the same
 * number of statements whatever the basket holds (ADR 61).
 */
const writeLines = async (db: SqlExecutor, token: string, lines: readonly BasketLine[]): Promise<void> => {
  await db.query('DELETE FROM basket_line WHERE basket_token = $1', [token]);
  if (lines.length === 0) return;
  const rows = lines.map(
    (_, index) =>
      `(${Array.from({ length: LINE_COLUMNS }, (_c, column) => `$${index * LINE_COLUMNS + column + 1}`).join(', ')})`,
  );
  await db.query(
    `INSERT INTO basket_line (basket_token, position, product_id, deal_id, quantity, gift, gifting, gift_pack,
                              gift_wrap, pay_deposit, pay_later, delivery_option_type, order_addons, usr_src, st_cid,
                              check_in, check_out)
     VALUES ${rows.join(', ')}`,
    lines.flatMap((line, position) => lineValues(token, position, line)),
  );
};

const notFound = (token: string): PurchaseError =>
  purchaseError('BASKET.NOT_FOUND', `no open basket ${token.slice(0, 4)}...`);

/**
 * Closes the basket if it is open; whether this call closed it (the order's unit of work claims its
 * basket with it). Under PostgreSQL a concurrent close of the same basket waits for this
 * transaction, then re-checks `closed_at IS NULL` on the committed row: of many, exactly one closes
 * it.
 */
export const closeBasket = async (db: SqlExecutor, token: string, now: number): Promise<boolean> => {
  const closed = await db.query(
    'UPDATE basket SET closed_at = $2 WHERE token = $1 AND closed_at IS NULL RETURNING token',
    [token, timestamp(now)],
  );
  return closed.length > 0;
};

export class SqlBaskets implements Baskets {
  constructor(private readonly db: SqlClient) {}

  create(basket: NewBasket) {
    return sql(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx.query<BasketRow>(
          `INSERT INTO basket (token, site_key, customer_id, eligible_for_vip, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $5) RETURNING ${BASKET_COLUMNS}`,
          [
            basket.token,
            basket.site,
            O.toNullable(basket.customerId),
            basket.eligibleForVip,
            timestamp(basket.createdAt),
          ],
        );
        if (row === undefined) throw new Error('basket insert returned nothing');
        await writeLines(tx, basket.token, basket.lines);
        return load(tx, row);
      }),
    );
  }

  byToken(token: string) {
    return sql(async () => {
      const [row] = await this.db.query<BasketRow>(
        `SELECT ${BASKET_COLUMNS} FROM basket WHERE token = $1 AND closed_at IS NULL`,
        [token],
      );
      return row === undefined ? O.none : O.some(await load(this.db, row));
    });
  }

  byCustomer(customerId: string, site: SiteKey) {
    return sql(async () => {
      const [row] = await this.db.query<BasketRow>(
        `SELECT ${BASKET_COLUMNS} FROM basket WHERE customer_id = $1 AND site_key = $2 AND closed_at IS NULL
          ORDER BY updated_at DESC, token LIMIT 1`,
        [customerId, site],
      );
      return row === undefined ? O.none : O.some(await load(this.db, row));
    });
  }

  replaceLines(token: string, lines: readonly BasketLine[], eligibleForVip: O.Option<boolean>, now: number) {
    return pipe(
      sql(() =>
        this.db.transaction(async (tx) => {
          const [row] = await tx.query<BasketRow>(
            `UPDATE basket SET updated_at = $2, eligible_for_vip = COALESCE($3, eligible_for_vip)
              WHERE token = $1 AND closed_at IS NULL RETURNING ${BASKET_COLUMNS}`,
            [token, timestamp(now), O.toNullable(eligibleForVip)],
          );
          if (row === undefined) return E.left(notFound(token));
          await writeLines(tx, token, lines);
          // The lines just written, as written: no need to read them back.
          return E.right(basketOf(row, lines));
        }),
      ),
      TE.chainEitherK((result) => result),
    );
  }

  linkCustomer(token: string, customerId: string, now: number) {
    return pipe(
      sql(async () => {
        const [row] = await this.db.query<BasketRow>(
          `UPDATE basket SET customer_id = $2, updated_at = $3
            WHERE token = $1 AND closed_at IS NULL AND (customer_id IS NULL OR customer_id = $2)
           RETURNING ${BASKET_COLUMNS}`,
          [token, customerId, timestamp(now)],
        );
        if (row !== undefined) return E.right(await load(this.db, row));
        const [other] = await this.db.query<BasketRow>(
          `SELECT ${BASKET_COLUMNS} FROM basket WHERE token = $1 AND closed_at IS NULL`,
          [token],
        );
        return E.left(
          other === undefined
            ? notFound(token)
            : purchaseError('BASKET.FORBIDDEN', 'basket belongs to another customer'),
        );
      }),
      TE.chainEitherK((result) => result),
    );
  }

  close(token: string, now: number) {
    return sql(async () => {
      await closeBasket(this.db, token, now);
    });
  }
}
