import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import {
  WALLET_ENTRY_TYPES,
  WALLET_STATEMENT_SIZE,
  type WalletBalance,
  type WalletEntry,
  emptyWalletBalance,
  spendWallet,
  walletBalance,
  walletEntryLabel,
  walletStatement,
} from './index';
import { creditWallet } from './testing';

const entry = (amountMinor: number, at: number, type: WalletEntry['type'], currency: 'GBP' | 'EUR' = 'GBP') => ({
  currency,
  amountMinor,
  type,
  at,
  orderId: type === 'spend' ? `order-${at}` : null,
});

describe('walletStatement (spec 1 §3 Wallet: balances per currency, transactions, available credit)', () => {
  it("is in the site's currency, newest first, with the balance after each entry", () => {
    const statement = walletStatement(
      'GBP',
      [walletBalance('EUR', 500, 0), walletBalance('GBP', 1000, 250)],
      [entry(1000, 1, 'marketing_credit'), entry(500, 2, 'refundable_credit'), entry(-250, 3, 'spend')],
    );
    expect(statement.currency).toBe('GBP');
    expect(statement.balance).toEqual(walletBalance('GBP', 1000, 250));
    expect(statement.availableCredit).toBe(1250);
    expect(statement.otherBalances).toEqual([walletBalance('EUR', 500, 0)]);
    expect(statement.entries.map((e) => [e.amountMinor, e.balanceAfterMinor])).toEqual([
      [-250, 1250],
      [500, 1500],
      [1000, 1000],
    ]);
  });

  it('names every transaction type', () => {
    expect(WALLET_ENTRY_TYPES.map(walletEntryLabel)).toEqual([
      'Used at checkout',
      'Promotional credit added',
      'Refundable credit added',
      'Credit expired',
    ]);
  });

  it('leaves out entries and empty balances of other currencies', () => {
    const statement = walletStatement(
      'EUR',
      [walletBalance('GBP', 0, 0), walletBalance('EUR', 200, 0)],
      [entry(1000, 1, 'marketing_credit', 'GBP'), entry(200, 2, 'marketing_credit', 'EUR')],
    );
    expect(statement.otherBalances).toEqual([]);
    expect(statement.entries).toHaveLength(1);
    expect(statement.entries[0]).toMatchObject({ currency: 'EUR', balanceAfterMinor: 200 });
  });

  it('is empty, with a zero balance, for a shopper who never had credit', () => {
    expect(walletStatement('GBP', [], [])).toEqual({
      currency: 'GBP',
      balance: emptyWalletBalance('GBP'),
      availableCredit: 0,
      otherBalances: [],
      entries: [],
    });
  });

  it(`lists the newest ${WALLET_STATEMENT_SIZE} entries`, () => {
    const many = Array.from({ length: WALLET_STATEMENT_SIZE + 5 }, (_, i) => entry(100, i, 'marketing_credit'));
    const statement = walletStatement('GBP', [walletBalance('GBP', 100 * many.length, 0)], many);
    expect(statement.entries).toHaveLength(WALLET_STATEMENT_SIZE);
    expect(statement.entries[0]?.at).toBe(WALLET_STATEMENT_SIZE + 4);
    expect(statement.entries.at(-1)?.balanceAfterMinor).toBe(600);
  });
});

/** A history of credits and spends, replayed on the domain's wallet from empty. */
type Operation =
  | { readonly kind: 'marketing' | 'refundable'; readonly amount: number }
  | { readonly kind: 'spend'; readonly amount: number };

const operation: fc.Arbitrary<Operation> = fc.oneof(
  fc.record({
    kind: fc.constantFrom('marketing' as const, 'refundable' as const),
    amount: fc.integer({ min: 1, max: 5000 }),
  }),
  fc.record({ kind: fc.constant('spend' as const), amount: fc.integer({ min: 1, max: 5000 }) }),
);

const replay = (operations: ReadonlyArray<Operation>) => {
  let balance: WalletBalance = emptyWalletBalance('GBP');
  const entries: WalletEntry[] = [];
  const balancesAfter: number[] = [];
  operations.forEach((op, at) => {
    const next = op.kind === 'spend' ? spendWallet(balance, op.amount) : creditWallet(balance, op.kind, op.amount);
    if (E.isLeft(next)) return; // refused spends leave no entry, as at checkout
    balance = next.right;
    entries.push(
      entry(op.kind === 'spend' ? -op.amount : op.amount, at, op.kind === 'spend' ? 'spend' : `${op.kind}_credit`),
    );
    balancesAfter.push(balance.balance);
  });
  return { balance, entries, balancesAfter };
};

describe('walletStatement properties', () => {
  it("each entry's balance after it is the wallet's balance once that entry was made (model replay)", () => {
    fc.assert(
      fc.property(fc.array(operation, { maxLength: 80 }), (operations) => {
        const { balance, entries, balancesAfter } = replay(operations);
        const statement = walletStatement('GBP', [balance], entries);
        const expected = balancesAfter.slice().reverse().slice(0, WALLET_STATEMENT_SIZE);
        expect(statement.entries.map((e) => e.balanceAfterMinor)).toEqual(expected);
        for (const e of statement.entries) expect(e.balanceAfterMinor).toBeGreaterThanOrEqual(0);
        if (entries.length <= WALLET_STATEMENT_SIZE) {
          const oldest = statement.entries.at(-1);
          if (oldest !== undefined) expect(oldest.balanceAfterMinor - oldest.amountMinor).toBe(0);
        }
      }),
    );
  });

  it('does not depend on the order entries come in', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.integer({ min: 0, max: 10_000 }), { maxLength: 30 })
          .chain((times) =>
            fc.tuple(
              fc.constant(times.map((at) => entry(100, at, 'marketing_credit'))),
              fc.shuffledSubarray(times, { minLength: times.length, maxLength: times.length }),
            ),
          ),
        ([entries, order]) => {
          const shuffled = order.map((at) => entries.find((e) => e.at === at)).filter((e) => e !== undefined);
          const balance = [walletBalance('GBP', 100 * entries.length, 0)];
          expect(walletStatement('GBP', balance, shuffled)).toEqual(walletStatement('GBP', balance, entries));
        },
      ),
    );
  });
});
