/**
 * The wallet page's statement (spec 1 §3 "Wallet: per currency marketingBalance, refundableBalance,
 * currency, balance; transactions with amount, date, type; available credit"; spec 1 §2
 * /myaccount/wallet). Amounts are minor units; a credit is positive, a spend negative.
 *
 * Decisions (ours; the spec names the fields only):
 * - The statement is in the site's currency, the one its checkout spends; credit held in the other
 *   currency is listed apart, as it can only be spent on the other edition's sites.
 * - Entries are newest first, at most `WALLET_STATEMENT_SIZE`, each with the balance just after it,
 *   worked back from the current balance (so it holds for a statement cut short too).
 */
import type { CurrencyCode } from '../site/site';
import { type WalletBalance, availableCredit, emptyWalletBalance } from './walletBalance';
import { WALLET_ENTRY_LABELS } from './messages';

/** How many of the newest wallet entries the wallet page lists. */
export const WALLET_STATEMENT_SIZE = 50;

/**
 * A wallet transaction's type: a spend at checkout, credit of either kind coming in, or what was
 * left of a credit when it expired (heldCredit.ts).
 */
export type WalletEntryType = 'spend' | 'marketing_credit' | 'refundable_credit' | 'expiry';

export const WALLET_ENTRY_TYPES: ReadonlyArray<WalletEntryType> = [
  'spend',
  'marketing_credit',
  'refundable_credit',
  'expiry',
];

/** What the wallet page calls a transaction of this type. */
export const walletEntryLabel = (type: WalletEntryType): string => WALLET_ENTRY_LABELS[type];

export interface WalletEntry {
  readonly currency: CurrencyCode;
  /** Signed minor units: credits positive, spends and expiries negative. */
  readonly amountMinor: number;
  readonly type: WalletEntryType;
  /** Epoch milliseconds. */
  readonly at: number;
  /** The order a spend paid for. */
  readonly orderId: string | null;
}

export interface WalletStatementEntry extends WalletEntry {
  /** The site currency's balance just after this entry. */
  readonly balanceAfterMinor: number;
}

export interface WalletStatement {
  readonly currency: CurrencyCode;
  /** The balance in the site's currency (zero when the shopper has none). */
  readonly balance: WalletBalance;
  /** What the site's checkout can take from the wallet. */
  readonly availableCredit: number;
  /** Non-zero balances in other currencies. */
  readonly otherBalances: ReadonlyArray<WalletBalance>;
  /** The site currency's entries, newest first. */
  readonly entries: ReadonlyArray<WalletStatementEntry>;
}

/** Newest first; entries at the same instant keep their given order. */
const newestFirst = (entries: ReadonlyArray<WalletEntry>): WalletEntry[] =>
  entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => b.entry.at - a.entry.at || a.index - b.index)
    .map(({ entry }) => entry);

/** The statement of `balances` and `entries` for a site spending `currency`. */
export const walletStatement = (
  currency: CurrencyCode,
  balances: ReadonlyArray<WalletBalance>,
  entries: ReadonlyArray<WalletEntry>,
): WalletStatement => {
  const balance = balances.find((b) => b.currency === currency) ?? emptyWalletBalance(currency);
  const listed = newestFirst(entries.filter((e) => e.currency === currency)).slice(0, WALLET_STATEMENT_SIZE);
  let after = balance.balance;
  const withBalances = listed.map((entry) => {
    const row = { ...entry, balanceAfterMinor: after };
    after -= entry.amountMinor;
    return row;
  });
  return {
    currency,
    balance,
    availableCredit: availableCredit(balances, currency),
    otherBalances: balances.filter((b) => b.currency !== currency && b.balance !== 0),
    entries: withBalances,
  };
};
