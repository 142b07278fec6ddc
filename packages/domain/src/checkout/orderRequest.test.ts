import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { OrderPayloadLine } from '../basket/orderPayload';
import {
  ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE,
  checkAllWalletPaymentFlow,
  isAllWalletOrder,
  orderRequest,
  walletSplit,
} from './index';

const line = (quantity: number): OrderPayloadLine => ({
  dealVoucherProductId: 21,
  gift: false,
  gifting: { gift: false, type: 'none' },
  giftPack: false,
  giftWrap: 0,
  orderAddons: [],
  quantity,
});

const codeOf = (result: E.Either<{ readonly code: string }, unknown>) => (E.isLeft(result) ? result.left.code : 'OK');

describe('order request (spec 2 §7.7: orderLines, cashAmount, walletUsed)', () => {
  it('pays with the wallet first and the rest in cash', () => {
    expect(walletSplit(5000, 1200, true)).toEqual(E.right({ cashAmount: 3800, walletUsed: 1200 }));
    expect(walletSplit(5000, 1200, false)).toEqual(E.right({ cashAmount: 5000, walletUsed: 0 }));
  });
  it('an all-wallet order: the wallet covers the total and the cash amount is 0', () => {
    const split = walletSplit(2500, 9000, true);
    expect(split).toEqual(E.right({ cashAmount: 0, walletUsed: 2500 }));
    expect(E.isRight(split) && isAllWalletOrder(split.right)).toBe(true);
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
  it('refuses amounts that are not whole, non-negative minor units', () => {
    expect(codeOf(walletSplit(-1, 0, true))).toBe('CHECKOUT.INVALID_AMOUNT');
    expect(codeOf(walletSplit(100, 12.5, true))).toBe('CHECKOUT.INVALID_AMOUNT');
    expect(codeOf(walletSplit(Number.NaN, 0, false))).toBe('CHECKOUT.INVALID_AMOUNT');
  });
  it('builds the request from the lines with a quantity', () => {
    expect(
      orderRequest({ orderLines: [line(2), line(0)], totalMinor: 5000, walletBalanceMinor: 1000, useWallet: true }),
    ).toEqual(E.right({ orderLines: [line(2)], cashAmount: 4000, walletUsed: 1000 }));
    const empty = orderRequest({ orderLines: [line(0)], totalMinor: 0, walletBalanceMinor: 0, useWallet: false });
    expect(codeOf(empty)).toBe('BASKET.NO_PURCHASABLE_PRODUCTS');
    const bad = orderRequest({ orderLines: [line(1)], totalMinor: -5, walletBalanceMinor: 0, useWallet: false });
    expect(codeOf(bad)).toBe('CHECKOUT.INVALID_AMOUNT');
  });
});
