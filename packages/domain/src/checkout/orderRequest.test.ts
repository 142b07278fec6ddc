import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { PricedBasket } from '../basket/pricing';
import { walletBalance } from '../wallet/walletBalance';
import {
  ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE,
  checkAllWalletPaymentFlow,
  isAllWalletOrder,
  orderAmounts,
} from './index';

/** A priced basket of `subtotalMinor` (its lines do not matter to the split of refundable credit). */
const basketOf = (subtotalMinor: number): PricedBasket => ({ lines: [], currency: 'GBP', subtotalMinor });
const refundable = (amountMinor: number) => O.some(walletBalance('GBP', 0, amountMinor));

const codeOf = (result: E.Either<{ readonly code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'OK');

describe('order request (spec 2 §7.7: orderLines, cashAmount, walletUsed)', () => {
  it('pays with the wallet first and the rest in cash', () => {
    expect(orderAmounts(basketOf(5000), 0, refundable(1200), true)).toMatchObject({
      cashAmount: 3800,
      walletAmountUsed: 1200,
    });
    expect(orderAmounts(basketOf(5000), 0, refundable(1200), false)).toMatchObject({
      cashAmount: 5000,
      walletAmountUsed: 0,
    });
  });
  it('an all-wallet order: the wallet covers the total and the cash amount is 0', () => {
    const amounts = orderAmounts(basketOf(2500), 0, refundable(9000), true);
    expect(amounts).toMatchObject({ cashAmount: 0, walletAmountUsed: 2500 });
    expect(isAllWalletOrder({ cashAmount: amounts.cashAmount, walletUsed: amounts.walletAmountUsed })).toBe(true);
    expect(isAllWalletOrder({ cashAmount: 0, walletUsed: 0 })).toBe(false);
    expect(isAllWalletOrder({ cashAmount: 100, walletUsed: 50 })).toBe(false);
  });
  it('an all-wallet order needs the card flow', () => {
    const allWallet = { cashAmount: 0, walletUsed: 2500 };
    expect(checkAllWalletPaymentFlow(allWallet, 'card')).toEqual(E.right(allWallet));
    expect(codeOf(checkAllWalletPaymentFlow(allWallet, 'paypal'))).toBe('CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW');
    expect(checkAllWalletPaymentFlow({ cashAmount: 100, walletUsed: 0 }, 'klarna')).toEqual(
      E.right({ cashAmount: 100, walletUsed: 0 }),
    );
    expect(ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE).toContain('card');
  });
});
