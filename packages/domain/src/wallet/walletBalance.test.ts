import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  availableCredit,
  emptyWalletBalance,
  spendWallet,
  spendableCredit,
  walletBalance,
  walletBalanceFor,
} from './index';

const gbp = walletBalance('GBP', 300, 1000);
const eur = walletBalance('EUR', 0, 250);

describe('wallet balances per currency (spec 1 §3 "Wallet")', () => {
  it('holds marketingBalance, refundableBalance and their sum as balance', () => {
    expect(gbp).toEqual({ currency: 'GBP', marketingBalance: 300, refundableBalance: 1000, balance: 1300 });
    expect(emptyWalletBalance('EUR').balance).toBe(0);
  });
  it('finds the balance of a currency', () => {
    expect(walletBalanceFor([gbp, eur], 'EUR')).toEqual(O.some(eur));
    expect(walletBalanceFor([gbp], 'EUR')).toEqual(O.none);
  });
  it('gives the available credit for a currency, 0 without one', () => {
    expect(availableCredit([gbp, eur], 'GBP')).toBe(1300);
    expect(availableCredit([gbp], 'EUR')).toBe(0);
    expect(availableCredit([walletBalance('GBP', -50, 0)], 'GBP')).toBe(0);
  });
});

describe('wallet spend (never below zero)', () => {
  it('takes marketing credit first, then refundable', () => {
    expect(spendWallet(gbp, 200)).toEqual(E.right(walletBalance('GBP', 100, 1000)));
    expect(spendWallet(gbp, 500)).toEqual(E.right(walletBalance('GBP', 0, 800)));
    expect(spendWallet(gbp, 1300)).toEqual(E.right(walletBalance('GBP', 0, 0)));
  });
  it('respects a marketing cap', () => {
    expect(spendableCredit(gbp, 100)).toBe(1100);
    expect(spendWallet(gbp, 500, 100)).toEqual(E.right(walletBalance('GBP', 200, 600)));
    const over = spendWallet(gbp, 1101, 100);
    expect(E.isLeft(over) && over.left.code).toBe('WALLET.INSUFFICIENT');
  });
  it('fails with WALLET.INSUFFICIENT rather than go below zero', () => {
    const result = spendWallet(gbp, 1301);
    expect(E.isLeft(result) && result.left.code).toBe('WALLET.INSUFFICIENT');
  });
  it('refuses amounts that are not whole, non-negative minor units', () => {
    for (const amount of [-1, 1.5, Number.NaN]) {
      const result = spendWallet(gbp, amount);
      expect(E.isLeft(result) && result.left.code).toBe('WALLET.INVALID_AMOUNT');
    }
  });
});
