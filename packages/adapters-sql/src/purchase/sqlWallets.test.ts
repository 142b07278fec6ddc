/**
 * Wallet credit kept per grant (migration 0019), on PGlite and (with TEST_DATABASE_URL) PostgreSQL:
 * credit counts until it expires and not after, the statement shows what expired, and a spend takes
 * the soonest-expiring credit first and never expired credit; and the upgrade of a database that
 * kept totals. Concurrent spends: see the server's orderPlacement test.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { drawWalletCredit, walletBalance, walletStatement } from '@kerching/domain/wallet';
import type { SqlClient } from '../sqlClient';
import { testDatabases } from '../testing/databases';
import { databaseBefore } from '../testing/upgrades';
import { SqlWallets, drawCredits, heldCredits } from './sqlWallets';

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 24, 12);

describe.each(testDatabases())('wallet credit on $name', (database) => {
  let db: SqlClient;
  let wallets: SqlWallets;
  beforeAll(async () => {
    db = await database.open();
    wallets = new SqlWallets(db);
  }, 120_000);
  afterAll(async () => {
    await db.close();
  });
  beforeEach(async () => {
    await db.query('DELETE FROM wallet_credit');
    await db.query('DELETE FROM wallet_transaction');
    await db.query(
      `INSERT INTO users (id, email, first_name, last_name, customer_token, registered_via, created_at, updated_at)
       VALUES ('w1', 'wallet@example.co.uk', 'Wendy', 'Wallet', 'customer-token-wallet-1', 'standard', $1, $1)
       ON CONFLICT (id) DO NOTHING`,
      [new Date(NOW).toISOString()],
    );
  });

  const balances = async (at: number) => {
    const result = await wallets.balances('w1', at)();
    return E.isRight(result) ? result.right : 'error';
  };

  it('counts credit until it expires, then shows its remainder expiring on the statement', async () => {
    await wallets.credit('w1', 'GBP', 'refundable', 1500, NOW, NOW + 90 * DAY)();
    await wallets.credit('w1', 'GBP', 'marketing', 500, NOW + 1, null)();
    await wallets.credit('w1', 'EUR', 'refundable', 700, NOW + 2, NOW + 10 * DAY)();

    expect(await balances(NOW + 90 * DAY - 1)).toEqual([walletBalance('GBP', 500, 1500)]);
    expect(await balances(NOW + 5 * DAY)).toEqual([walletBalance('EUR', 0, 700), walletBalance('GBP', 500, 1500)]);
    const after = NOW + 90 * DAY;
    expect(await balances(after)).toEqual([walletBalance('GBP', 500, 0)]);

    const entries = await wallets.entries('w1', 'GBP', 10, after)();
    expect(E.isRight(entries) && entries.right.map((e) => [e.type, e.amountMinor, e.at])).toEqual([
      ['expiry', -1500, after],
      ['marketing_credit', 500, NOW + 1],
      ['refundable_credit', 1500, NOW],
    ]);
    const current = await balances(after);
    if (current === 'error' || E.isLeft(entries)) throw new Error('no wallet');
    const statement = walletStatement('GBP', current, entries.right);
    expect(statement.entries.map((e) => e.balanceAfterMinor)).toEqual([500, 2000, 1500]);
  });

  it('a spend takes the soonest-expiring credit first and never expired credit', async () => {
    await wallets.credit('w1', 'GBP', 'refundable', 1000, NOW, null)();
    await wallets.credit('w1', 'GBP', 'refundable', 1000, NOW, NOW + 60 * DAY)();
    await wallets.credit('w1', 'GBP', 'refundable', 1000, NOW, NOW + 30 * DAY)();
    await wallets.credit('w1', 'GBP', 'refundable', 4000, NOW - 100 * DAY, NOW - 1)();

    const spend = (amount: number) =>
      db.transaction(async (tx) => {
        const credits = await heldCredits(tx, 'w1', 'GBP', NOW, true);
        const drawn = drawWalletCredit('GBP', credits, amount, NOW);
        if (E.isLeft(drawn)) return drawn.left.code;
        await drawCredits(tx, drawn.right.draws);
        return drawn.right.after.balance;
      });
    expect(await spend(1500)).toBe(1500);
    const left = await db.query<{ expires_at: Date | string | null; remaining_minor: number }>(
      'SELECT expires_at, remaining_minor FROM wallet_credit ORDER BY expires_at NULLS LAST',
    );
    expect(left.map((row) => row.remaining_minor)).toEqual([4000, 0, 500, 1000]);
    expect(await spend(1501)).toBe('WALLET.INSUFFICIENT');
    expect(await spend(1500)).toBe(0);
    expect(await balances(NOW)).toEqual([]);
  });

  it('records a credit of nothing in the ledger without holding an empty credit', async () => {
    expect(await wallets.credit('w1', 'GBP', 'refundable', 0, NOW, NOW + DAY)()).toEqual(
      E.right(walletBalance('GBP', 0, 0)),
    );
    expect(await db.query('SELECT id FROM wallet_credit')).toEqual([]);
  });
});

describe('migration 0019 on a database with wallet balances kept as totals', () => {
  let db: SqlClient;
  let runIt: () => Promise<readonly string[]>;
  beforeAll(async () => {
    ({ db, runIt } = await databaseBefore('0019_wallet_credit'));
  }, 120_000);
  afterAll(async () => db.close());

  it("turns each total into a never-expiring credit of its kind, so no shopper's balance changes", async () => {
    await db.query(
      `INSERT INTO wallet_balance (customer_id, currency, marketing_minor, refundable_minor)
       VALUES ('u1', 'GBP', 500, 1200), ('u1', 'EUR', 0, 300)`,
    );

    expect(await runIt()).toEqual(['0019_wallet_credit']);

    const far = NOW + 10_000 * DAY;
    expect(await new SqlWallets(db).balances('u1', far)()).toEqual(
      E.right([walletBalance('EUR', 0, 300), walletBalance('GBP', 500, 1200)]),
    );
    await expect(db.query('SELECT 1 FROM wallet_balance')).rejects.toThrow();
  });
});
