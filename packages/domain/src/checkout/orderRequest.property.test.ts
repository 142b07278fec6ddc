import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { isAllWalletOrder, walletSplit } from './index';

const amount = fc.nat({ max: 10_000_000 });

describe('wallet split properties', () => {
  it('property: cashAmount + walletUsed = total, walletUsed <= balance, neither negative', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (total, balance, useWallet) => {
        const split = walletSplit(total, balance, useWallet);
        expect(E.isRight(split)).toBe(true);
        if (E.isLeft(split)) return;
        const { cashAmount, walletUsed } = split.right;
        expect(cashAmount + walletUsed).toBe(total);
        expect(walletUsed).toBeLessThanOrEqual(balance);
        expect(cashAmount).toBeGreaterThanOrEqual(0);
        expect(walletUsed).toBeGreaterThanOrEqual(0);
        if (!useWallet) expect(walletUsed).toBe(0);
      }),
    );
  });
  it('property: an order is all-wallet exactly when the wallet is used and covers a non-zero total', () => {
    fc.assert(
      fc.property(amount, amount, fc.boolean(), (total, balance, useWallet) => {
        const split = walletSplit(total, balance, useWallet);
        const expected = useWallet && total > 0 && balance >= total;
        expect(E.isRight(split) && isAllWalletOrder(split.right)).toBe(expected);
      }),
    );
  });
  it('property: a larger balance never raises the cash amount', () => {
    fc.assert(
      fc.property(amount, amount, amount, (total, balance, extra) => {
        const less = walletSplit(total, balance, true);
        const more = walletSplit(total, balance + extra, true);
        if (E.isRight(less) && E.isRight(more))
          expect(more.right.cashAmount).toBeLessThanOrEqual(less.right.cashAmount);
        else expect.unreachable('valid amounts always split');
      }),
    );
  });
  it('property: negative or fractional amounts are refused', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.integer({ max: -1 }), fc.double({ noInteger: true })),
        amount,
        fc.boolean(),
        (bad, good, useWallet) => {
          expect(E.isLeft(walletSplit(bad, good, useWallet))).toBe(true);
          expect(E.isLeft(walletSplit(good, bad, useWallet))).toBe(true);
        },
      ),
    );
  });
});
