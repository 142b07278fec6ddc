/**
 * The order request (spec 1 §3, spec 2 §7.7): orderLines, cashAmount, walletUsed.
 *
 * The wallet pays as much as it can: walletUsed = min(total, balance) when the shopper uses the
 * wallet, else 0, and cashAmount is the rest. So cashAmount + walletUsed = total, walletUsed <=
 * balance, and neither is negative. When the wallet covers the total the cash amount is 0: an
 * all-wallet order, which must go through the card flow (spec 2 §8).
 *
 * Amounts are whole minor units; anything else (negative, fractional, NaN) is refused.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import type { OrderPayloadLine } from '../basket/orderPayload';
import { type NoPurchasableProducts, purchasableLines } from '../basket/quantity';
import { type DomainError, domainError } from '../shared/error';

export type CheckoutAmountInvalid = DomainError<'CHECKOUT.INVALID_AMOUNT'>;
export type AllWalletNeedsCardFlow = DomainError<'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW'>;

export interface WalletSplit {
  readonly cashAmount: number;
  readonly walletUsed: number;
}

const wholeMinorUnits = (name: string, amount: number): E.Either<CheckoutAmountInvalid, number> =>
  Number.isSafeInteger(amount) && amount >= 0
    ? E.right(amount)
    : E.left(domainError('CHECKOUT.INVALID_AMOUNT', `${name} must be a whole, non-negative amount of minor units`));

export const walletSplit = (
  totalMinor: number,
  walletBalanceMinor: number,
  useWallet: boolean,
): E.Either<CheckoutAmountInvalid, WalletSplit> =>
  pipe(
    E.Do,
    E.apS('total', wholeMinorUnits('The order total', totalMinor)),
    E.apS('balance', wholeMinorUnits('The wallet balance', walletBalanceMinor)),
    E.map(({ total, balance }) => {
      const walletUsed = useWallet ? Math.min(total, balance) : 0;
      return { cashAmount: total - walletUsed, walletUsed };
    }),
  );

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

export interface OrderRequest {
  readonly orderLines: readonly OrderPayloadLine[];
  readonly cashAmount: number;
  readonly walletUsed: number;
}

export interface OrderRequestInput {
  readonly orderLines: readonly OrderPayloadLine[];
  readonly totalMinor: number;
  readonly walletBalanceMinor: number;
  readonly useWallet: boolean;
}

/** The order request: lines with a quantity above 0, and the wallet split of the total. */
export const orderRequest = (
  input: OrderRequestInput,
): E.Either<CheckoutAmountInvalid | NoPurchasableProducts, OrderRequest> =>
  pipe(
    E.Do,
    E.apS('orderLines', purchasableLines(input.orderLines)),
    E.apSW('split', walletSplit(input.totalMinor, input.walletBalanceMinor, input.useWallet)),
    E.map(({ orderLines, split }) => ({ orderLines, ...split })),
  );
