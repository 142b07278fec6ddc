/** Wallet balances per customer and currency (spending is in the order's unit of work). */
import { walletBalance } from '@kerching/domain/wallet';
import type { CurrencyCode } from '@kerching/domain/site';
import type { Wallets } from '@kerching/ports/purchase';
import type { SqlClient, SqlExecutor } from '../sqlClient';
import { currencyOf, int, sql, timestamp } from './sqlSupport';

interface BalanceRow {
  readonly currency: string;
  readonly marketing_minor: number;
  readonly refundable_minor: number;
}

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
