/**
 * The checkout page's model (issue 6): what the view shows, built from the checkout use-case's
 * answer. Amounts are formatted here, in the site's currency; Options become nulls so the model
 * travels from the server to the browser as plain data.
 */
import * as O from 'fp-ts/Option';
import type { CheckoutData } from '@kerching/application';
import { type Stay, nightsBetween } from '@kerching/domain/calendar';
import { currencySymbol, formatPrice, money } from '@kerching/domain/money';
import { formatCalendarDay } from '@kerching/domain/text';
import type { PromoCodeResponse } from '@kerching/domain/promo';
import type { CurrencyCode } from '@kerching/domain/site';
import type { WalletBalance } from '@kerching/domain/wallet';
import { financeTerms } from '@kerching/domain/payment';
import { PAYMENT_METHOD_LABELS, PURCHASE_COPY } from './purchaseCopy';

export interface CheckoutLineModel {
  readonly productId: number;
  readonly title: string;
  readonly productName: string;
  readonly quantity: number;
  readonly maxQuantity: number;
  /** The shopper marked this line as a gift. */
  readonly gift: boolean;
  readonly unitPrice: string;
  /** The admin fee each unit carries on top of its price, in words; null when none. */
  readonly adminFee: string | null;
  /** The line's postage, in words; null for a deal not delivered. */
  readonly postage: string | null;
  /** Price and admin fee, times the quantity. */
  readonly lineTotal: string;
  /** The stay booked on a deal sold by date, in words; null for other lines. */
  readonly stay: string | null;
}

export interface CheckoutModel {
  readonly basketToken: string;
  readonly lines: ReadonlyArray<CheckoutLineModel>;
  readonly summary: {
    readonly total: string;
    readonly promoDiscount: string | null;
    readonly walletUsed: string | null;
    readonly toPay: string;
    /** What the order call must send back (minor units). */
    readonly cashAmountMinor: number;
    readonly walletUsedMinor: number;
  };
  readonly promo: { readonly code: string; readonly applied: boolean; readonly message: string } | null;
  readonly wallet: { readonly balance: string; readonly used: boolean } | null;
  /** Each method, and the finance terms of one that lends (PayPal Credit, Klarna, Clearpay). */
  readonly paymentOptions: ReadonlyArray<{
    readonly method: string;
    readonly label: string;
    readonly terms: string | null;
  }>;
  /** Nothing is left to pay by cash: the wallet pays it all. */
  readonly allWallet: boolean;
  /** The basket holds travel: the lead passenger's details are asked for (spec 1 §5). */
  readonly passengersNeeded: boolean;
}

/** "Check in Saturday 5 December 2026, check out Monday 7 December 2026 (2 nights)". */
export const stayText = (stay: Stay): string =>
  PURCHASE_COPY.stay(
    formatCalendarDay(new Date(`${stay.checkIn}T12:00:00Z`)),
    formatCalendarDay(new Date(`${stay.checkOut}T12:00:00Z`)),
    nightsBetween(stay.checkIn, stay.checkOut),
  );

export const checkoutModel = (
  checkout: CheckoutData,
  basketToken: string,
  promoCode: O.Option<string>,
  useWallet: boolean,
): CheckoutModel => {
  const currency: CurrencyCode = checkout.currency;
  const price = (minor: number) =>
    minor === 0 ? `${currencySymbol(currency)}0.00` : formatPrice(money(minor, currency));
  const amounts = checkout.orderSummary;
  return {
    basketToken,
    lines: checkout.basket.products.map((line) => ({
      productId: line.id,
      title: line.title,
      productName: line.productName,
      quantity: line.quantity,
      maxQuantity: Math.max(line.quantity, line.purchaseCap),
      gift: line.gift,
      // A free product reads FREE, as on its deal page (spec 1 §5); sums read 0.00.
      unitPrice: formatPrice(money(line.price, currency)),
      adminFee: line.adminFee > 0 ? PURCHASE_COPY.adminFee(price(line.adminFee)) : null,
      postage: line.postagePrice > 0 ? PURCHASE_COPY.postage(price(line.postagePrice)) : null,
      lineTotal: formatPrice(money(line.lineTotal, currency)),
      stay: O.toNullable(O.map(stayText)(line.stay)),
    })),
    summary: {
      total: price(amounts.totalOrderAmount),
      promoDiscount: amounts.promoDiscount > 0 ? price(amounts.promoDiscount) : null,
      walletUsed: amounts.walletAmountUsed > 0 ? price(amounts.walletAmountUsed) : null,
      toPay: price(amounts.cashAmount),
      cashAmountMinor: amounts.cashAmount,
      walletUsedMinor: amounts.walletAmountUsed,
    },
    promo: O.match(
      () => null,
      (code: string) => {
        const applied = O.exists((r: PromoCodeResponse) => r.applicable)(checkout.promoCode);
        const message = O.match(
          () => '',
          (r: PromoCodeResponse) => r.message,
        )(checkout.promoCode);
        return { code, applied, message: applied && message === '' ? PURCHASE_COPY.promoApplied(code) : message };
      },
    )(promoCode),
    wallet: O.match(
      () => null,
      (wallet: WalletBalance) => ({
        balance: price(wallet.balance),
        used: useWallet,
      }),
    )(checkout.wallet),
    paymentOptions: checkout.paymentOptions.map((method) => ({
      method,
      label: PAYMENT_METHOD_LABELS[method] ?? method,
      terms: financeTerms(method, currency),
    })),
    allWallet: amounts.cashAmount === 0 && amounts.walletAmountUsed > 0,
    passengersNeeded: checkout.isTravel,
  };
};
