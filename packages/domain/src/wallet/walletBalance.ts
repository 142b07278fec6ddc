/**
 * Wallet balances (spec 1 §3 "Wallet": per currency marketingBalance, refundableBalance, balance;
 * available credit) and spending them. Amounts are minor units.
 *
 * Decisions:
 * - `balance` is always marketingBalance + refundableBalance; `walletBalance` builds it so.
 * - The available credit for a currency is that currency's balance, or 0 without one.
 * - A spend takes marketing credit first (it is the credit that is capped and expires soonest), up
 *   to an optional marketing cap for the basket (see promo's marketing credit cap), then refundable
 *   credit. A spend never takes a balance below zero: it fails with WALLET.INSUFFICIENT instead.
 * - Amounts must be whole, non-negative minor units (WALLET.INVALID_AMOUNT otherwise).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import type { CurrencyCode } from '../site/site';
import { WALLET_INSUFFICIENT, WALLET_INVALID_AMOUNT } from './messages';

export interface WalletBalance {
  readonly currency: CurrencyCode;
  readonly marketingBalance: number;
  readonly refundableBalance: number;
  readonly balance: number;
}

export const walletBalance = (
  currency: CurrencyCode,
  marketingBalance: number,
  refundableBalance: number,
): WalletBalance => ({
  currency,
  marketingBalance,
  refundableBalance,
  balance: marketingBalance + refundableBalance,
});

export const emptyWalletBalance = (currency: CurrencyCode): WalletBalance => walletBalance(currency, 0, 0);

/** The balance held in a currency, if any. */
export const walletBalanceFor = (balances: readonly WalletBalance[], currency: CurrencyCode): O.Option<WalletBalance> =>
  O.fromNullable(balances.find((entry) => entry.currency === currency));

/** The credit available in a currency: its balance, never below 0; 0 without a balance in that currency. */
export const availableCredit = (balances: readonly WalletBalance[], currency: CurrencyCode): number =>
  pipe(
    walletBalanceFor(balances, currency),
    O.match(
      () => 0,
      (entry) => Math.max(entry.balance, 0),
    ),
  );

/** What a spend may take: refundable credit plus marketing credit up to the cap. */
export const spendableCredit = (balance: WalletBalance, marketingCapMinor: number = Number.POSITIVE_INFINITY): number =>
  Math.max(balance.refundableBalance, 0) + Math.max(Math.min(balance.marketingBalance, marketingCapMinor), 0);

export type WalletAmountCode = 'WALLET.INVALID_AMOUNT';
export type WalletSpendCode = WalletAmountCode | 'WALLET.INSUFFICIENT';

const isValidAmount = (amountMinor: number): boolean => Number.isSafeInteger(amountMinor) && amountMinor >= 0;

const invalidAmount = (amountMinor: number): DomainError<WalletAmountCode> =>
  domainError('WALLET.INVALID_AMOUNT', `${WALLET_INVALID_AMOUNT} (${amountMinor})`);

/** Takes `amountMinor` from the wallet: marketing credit first (up to the cap), then refundable. */
export const spendWallet = (
  balance: WalletBalance,
  amountMinor: number,
  marketingCapMinor: number = Number.POSITIVE_INFINITY,
): E.Either<DomainError<WalletSpendCode>, WalletBalance> => {
  if (!isValidAmount(amountMinor)) return E.left(invalidAmount(amountMinor));
  if (amountMinor > spendableCredit(balance, marketingCapMinor)) {
    return E.left(domainError('WALLET.INSUFFICIENT', WALLET_INSUFFICIENT));
  }
  const fromMarketing = Math.min(amountMinor, Math.max(Math.min(balance.marketingBalance, marketingCapMinor), 0));
  const fromRefundable = amountMinor - fromMarketing;
  return E.right(
    walletBalance(
      balance.currency,
      balance.marketingBalance - fromMarketing,
      balance.refundableBalance - fromRefundable,
    ),
  );
};

export type WalletCreditKind = 'marketing' | 'refundable';
