/**
 * Wallet credit per customer and currency, kept per grant (domain heldCredit.ts; migration 0019):
 * balances are what is left of the credits usable at an instant, and the statement is the
 * transaction ledger plus, for each credit that expired with something left, an expiry entry.
 * Spending is in the order's unit of work (sqlPurchaseStore), through `heldCredits` and `drawCredits`.
 */
import {
  type HeldCredit,
  type WalletBalance,
  type WalletCreditKind,
  type WalletEntryType,
  type CreditDraw,
  WALLET_ENTRY_TYPES,
  heldBalance,
} from '@kerching/domain/wallet';
import type { CurrencyCode } from '@kerching/domain/site';
import type { Wallets } from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { currencyOf, int, millis, sql, timestamp } from './sqlSupport';

interface CreditRow {
  readonly id: number | string;
  readonly currency: string;
  readonly kind: string;
  readonly remaining_minor: number;
  readonly expires_at: Date | string | null;
}

interface EntryRow {
  readonly currency: string;
  readonly amount_minor: number;
  readonly kind: string;
  readonly order_id: string | null;
  readonly at: Date | string;
}

const entryType = (kind: string): WalletEntryType => {
  const type = WALLET_ENTRY_TYPES.find((t) => t === kind);
  if (type === undefined) throw new Error(`unknown wallet transaction kind in a row: ${kind}`);
  return type;
};

const creditKind = (kind: string): WalletCreditKind => {
  if (kind === 'marketing' || kind === 'refundable') return kind;
  throw new Error(`unknown wallet credit kind in a row: ${kind}`);
};

const toCredit = (row: CreditRow): HeldCredit => ({
  id: String(row.id),
  kind: creditKind(row.kind),
  remainingMinor: int(row.remaining_minor),
  expiresAt: row.expires_at === null ? null : millis(row.expires_at),
});

const CREDIT_COLUMNS = 'id, currency, kind, remaining_minor, expires_at';
/** Credit with something left that has not expired at the instant in parameter `at`. */
const usableAt = (at: string): string => `remaining_minor > 0 AND (expires_at IS NULL OR expires_at > ${at})`;

/**
 * The customer's credits in `currency` usable at `at`, oldest grant first; `lock` holds them to the
 * end of the caller's transaction (a spend), so two spends take from them one after the other.
 */
export const heldCredits = async (
  tx: SqlExecutor,
  customerId: string,
  currency: CurrencyCode,
  at: number,
  lock: boolean,
): Promise<HeldCredit[]> => {
  const rows = await tx.query<CreditRow>(
    `SELECT ${CREDIT_COLUMNS} FROM wallet_credit WHERE customer_id = $1 AND currency = $2 AND ${usableAt('$3')}
      ORDER BY id${lock ? ' FOR UPDATE' : ''}`,
    [customerId, currency, timestamp(at)],
  );
  return rows.map(toCredit);
};

/** Takes each draw from its credit (the credits locked by `heldCredits`). */
export const drawCredits = async (tx: SqlExecutor, draws: ReadonlyArray<CreditDraw>): Promise<void> => {
  for (const draw of draws) {
    await tx.query('UPDATE wallet_credit SET remaining_minor = remaining_minor - $2 WHERE id = $1', [
      draw.id,
      draw.amountMinor,
    ]);
  }
};

/**
 * Grants credit usable until `expiresAt` (never when null) and records it, inside the caller's
 * transaction; answers the balance after it.
 */
export const creditWallet = async (
  tx: SqlExecutor,
  customerId: string,
  currency: CurrencyCode,
  kind: WalletCreditKind,
  amountMinor: number,
  at: number,
  expiresAt: number | null,
): Promise<WalletBalance> => {
  if (amountMinor > 0) {
    await tx.query(
      `INSERT INTO wallet_credit (customer_id, currency, kind, amount_minor, remaining_minor, granted_at, expires_at)
       VALUES ($1, $2, $3, $4, $4, $5, $6)`,
      [customerId, currency, kind, amountMinor, timestamp(at), expiresAt === null ? null : timestamp(expiresAt)],
    );
  }
  await tx.query(
    'INSERT INTO wallet_transaction (customer_id, currency, amount_minor, kind, at) VALUES ($1, $2, $3, $4, $5)',
    [customerId, currency, amountMinor, `${kind}_credit`, timestamp(at)],
  );
  return heldBalance(currency, await heldCredits(tx, customerId, currency, at, false), at);
};

export class SqlWallets implements Wallets {
  constructor(private readonly db: SqlClient) {}

  balances(customerId: string, at: number) {
    return sql(async () => {
      const rows = await this.db.query<CreditRow>(
        `SELECT ${CREDIT_COLUMNS} FROM wallet_credit WHERE customer_id = $1 AND ${usableAt('$2')} ORDER BY currency, id`,
        [customerId, timestamp(at)],
      );
      const currencies = [...new Set(rows.map((row) => currencyOf(row.currency)))];
      return currencies.map((currency) =>
        heldBalance(currency, rows.filter((row) => row.currency === currency).map(toCredit), at),
      );
    });
  }

  credits(customerId: string, currency: CurrencyCode, at: number) {
    return sql(() => heldCredits(this.db, customerId, currency, at, false));
  }

  entries(customerId: string, currency: CurrencyCode, limit: number, at: number) {
    return sql(async () => {
      const rows = await this.db.query<EntryRow>(
        `SELECT currency, amount_minor, kind, order_id, at FROM (
           SELECT currency, amount_minor, kind, order_id, at, id FROM wallet_transaction
            WHERE customer_id = $1 AND currency = $2
           UNION ALL
           SELECT currency, -remaining_minor, 'expiry', NULL, expires_at, id FROM wallet_credit
            WHERE customer_id = $1 AND currency = $2 AND remaining_minor > 0 AND expires_at <= $4
         ) e
         ORDER BY at DESC, id DESC LIMIT $3`,
        [customerId, currency, limit, timestamp(at)],
      );
      return rows.map((row) => ({
        currency: currencyOf(row.currency),
        amountMinor: int(row.amount_minor),
        type: entryType(row.kind),
        at: millis(row.at),
        orderId: row.order_id,
      }));
    });
  }

  credit(
    customerId: string,
    currency: CurrencyCode,
    kind: WalletCreditKind,
    amountMinor: number,
    at: number,
    expiresAt: number | null,
  ) {
    return sql(() =>
      this.db.transaction((tx) => creditWallet(tx, customerId, currency, kind, amountMinor, at, expiresAt)),
    );
  }
}
