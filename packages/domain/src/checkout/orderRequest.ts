/**
 * The order's amounts (spec 1 §3, spec 2 §7.7 "Order request: orderLines, cashAmount, walletUsed";
 * spec 1 §6 marketing credit): the promo discount comes off the total, then the wallet pays what it
 * can (marketing credit capped per item, refundable credit in full) when the shopper uses it, and
 * cash pays the rest. So cashAmount + walletUsed = total - promo discount, the wallet never pays more
 * than it holds, and nothing is negative. When the wallet covers what is due the cash amount is 0:
 * an all-wallet order, which must go through the card flow (spec 2 §8).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { PricedBasket } from '../basket/pricing';
import { marketingCreditCap } from '../promo/marketingCredit';
import { type DomainError, domainError } from '../shared/error';
import { type WalletBalance, spendableCredit } from '../wallet/walletBalance';

export type AllWalletNeedsCardFlow = DomainError<'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW'>;

export interface WalletSplit {
  readonly cashAmount: number;
  readonly walletUsed: number;
}

export interface OrderAmounts {
  readonly totalOrderAmount: number;
  readonly promoDiscount: number;
  readonly walletAmountUsed: number;
  readonly cashAmount: number;
  /** The most marketing credit this basket takes (spec 1 §6). */
  readonly marketingCapMinor: number;
}

/** The amounts of an order of the priced basket, with its promo discount and the shopper's balance. */
export const orderAmounts = (
  basket: PricedBasket,
  promoDiscountMinor: number,
  balance: O.Option<WalletBalance>,
  useWallet: boolean,
): OrderAmounts => {
  const due = Math.max(basket.subtotalMinor - promoDiscountMinor, 0);
  const marketingCapMinor = marketingCreditCap(
    basket.lines.map((l) => ({ amountMinor: l.amountMinor, eligible: true })),
  );
  const spendable = pipe(
    balance,
    O.match(
      () => 0,
      (b) => spendableCredit(b, marketingCapMinor),
    ),
  );
  const walletAmountUsed = useWallet ? Math.min(due, spendable) : 0;
  return {
    totalOrderAmount: basket.subtotalMinor,
    promoDiscount: basket.subtotalMinor - due,
    walletAmountUsed,
    cashAmount: due - walletAmountUsed,
    marketingCapMinor,
  };
};

/** The wallet pays everything: something is paid and no cash is due. */
export const isAllWalletOrder = (split: WalletSplit): boolean => split.walletUsed > 0 && split.cashAmount === 0;

/** Payment instrument types (spec 1 §3 "Payment instrument"). */
export type CheckoutPaymentType = 'card' | 'paypal' | 'apple' | 'google' | 'clearpay' | 'klarna';

/** An all-wallet order needs the card flow (message: ALL_WALLET_ORDER_NEEDS_CARD_FLOW_MESSAGE). */
export const checkAllWalletPaymentFlow = (
  split: WalletSplit,
  paymentType: CheckoutPaymentType,
): E.Either<AllWalletNeedsCardFlow, WalletSplit> =>
  isAllWalletOrder(split) && paymentType !== 'card'
    ? E.left(
        domainError('CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW', `An all-wallet order cannot be paid with ${paymentType}`),
      )
    : E.right(split);
