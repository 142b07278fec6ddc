import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import type { PricedBasket } from '../basket/pricing';
import { walletBalance } from '../wallet/walletBalance';
import { isAllWalletOrder, orderAmounts } from './index';

const amount = fc.nat({ max: 10_000_000 });
const basketOf = (subtotalMinor: number): PricedBasket => ({ lines: [], currency: 'GBP', subtotalMinor });
const split = (total: number, balance: number, useWallet: boolean) =>
  orderAmounts(basketOf(total), 0, O.some(walletBalance('GBP', 0, balance)), useWallet);

describe('wallet split properties', () => {
  it('property: cashAmount + walletUsed = total, walletUsed <= balance, neither negative', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (total, balance, useWallet) => {
        const { cashAmount, walletAmountUsed } = split(total, balance, useWallet);
        expect(cashAmount + walletAmountUsed).toBe(total);
        expect(walletAmountUsed).toBeLessThanOrEqual(balance);
        expect(cashAmount).toBeGreaterThanOrEqual(0);
        expect(walletAmountUsed).toBeGreaterThanOrEqual(0);
        if (!useWallet) expect(walletAmountUsed).toBe(0);
      }),
    );
  });
  it('property: an order is all-wallet exactly when the wallet is used and covers a non-zero total', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (total, balance, useWallet) => {
        const { cashAmount, walletAmountUsed } = split(total, balance, useWallet);
        const expected = useWallet && total > 0 && balance >= total;
        expect(isAllWalletOrder({ cashAmount, walletUsed: walletAmountUsed })).toBe(expected);
      }),
    );
  });
  it('property: a larger balance never raises the cash amount', () => {
    fc.assert(
      fc.property(amount, amount, amount, (total, balance, extra) => {
        expect(split(total, balance + extra, true).cashAmount).toBeLessThanOrEqual(
          split(total, balance, true).cashAmount,
        );
      }),
    );
  });
  it('property: the promo discount comes off first and is never more than the total', () => {
    fc.assert(
      fc.property(amount, amount, amount, (total, promo, balance) => {
        const amounts = orderAmounts(basketOf(total), promo, O.some(walletBalance('GBP', 0, balance)), true);
        expect(amounts.promoDiscount).toBe(Math.min(promo, total));
        expect(amounts.cashAmount + amounts.walletAmountUsed).toBe(total - amounts.promoDiscount);
      }),
    );
  });
});
