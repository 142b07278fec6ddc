/** Wallet balances per customer and currency (spending is in the order's unit of work). */
import { type WalletEntryType, WALLET_ENTRY_TYPES, walletBalance } from '@kerching/domain/wallet';
import type { CurrencyCode } from '@kerching/domain/site';
import type { Wallets } from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { currencyOf, int, millis, sql, timestamp } from './sqlSupport';

interface BalanceRow {
  readonly currency: string;
  readonly marketing_minor: number;
  readonly refundable_minor: number;
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

const toBalance = (row: BalanceRow) =>
  walletBalance(currencyOf(row.currency), int(row.marketing_minor), int(row.refundable_minor));

/** Adds credit to a balance and records it, inside the caller's transaction. */
export const creditWallet = async (
  tx: SqlExecutor,
  customerId: string,
  currency: CurrencyCode,
  kind: 'marketing' | 'refundable',
  amountMinor: number,
  at: number,
) => {
  const marketing = kind === 'marketing' ? amountMinor : 0;
  const refundable = kind === 'refundable' ? amountMinor : 0;
  const [row] = await tx.query<BalanceRow>(
    `INSERT INTO wallet_balance (customer_id, currency, marketing_minor, refundable_minor) VALUES ($1, $2, $3, $4)
     ON CONFLICT (customer_id, currency) DO UPDATE
       SET marketing_minor = wallet_balance.marketing_minor + EXCLUDED.marketing_minor,
           refundable_minor = wallet_balance.refundable_minor + EXCLUDED.refundable_minor
     RETURNING currency, marketing_minor, refundable_minor`,
    [customerId, currency, marketing, refundable],
  );
  await tx.query(
    'INSERT INTO wallet_transaction (customer_id, currency, amount_minor, kind, at) VALUES ($1, $2, $3, $4, $5)',
    [customerId, currency, amountMinor, `${kind}_credit`, timestamp(at)],
  );
  if (row === undefined) throw new Error('wallet credit returned nothing');
  return toBalance(row);
};

export class SqlWallets implements Wallets {
  constructor(private readonly db: SqlClient) {}

  balances(customerId: string) {
    return sql(async () => {
      const rows = await this.db.query<BalanceRow>(
        'SELECT currency, marketing_minor, refundable_minor FROM wallet_balance WHERE customer_id = $1 ORDER BY currency',
        [customerId],
      );
      return rows.map(toBalance);
    });
  }

  entries(customerId: string, currency: CurrencyCode, limit: number) {
    return sql(async () => {
      const rows = await this.db.query<EntryRow>(
        `SELECT currency, amount_minor, kind, order_id, at FROM wallet_transaction
         WHERE customer_id = $1 AND currency = $2 ORDER BY at DESC, id DESC LIMIT $3`,
        [customerId, currency, limit],
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
    kind: 'marketing' | 'refundable',
    amountMinor: number,
    at: number,
  ) {
    return sql(() => this.db.transaction((tx) => creditWallet(tx, customerId, currency, kind, amountMinor, at)));
  }
}
