/**
 * The order confirmation (spec 1 §3 "Order confirmation"; spec 2 §7.7 "productOrder id, quantity,
 * walletAmountUsed, cardType, currency"): what an order placed shows, and what a retry of its
 * idempotency key answers.
 */
import type * as O from 'fp-ts/Option';
import type { Stay } from '../calendar/stayQuote';
import type { CurrencyCode } from '../site/site';

/** What an order confirmation shows. */
export interface OrderConfirmation {
  readonly orderId: string;
  readonly productOrder: { readonly id: string; readonly quantity: number };
  readonly lines: ReadonlyArray<{
    readonly productOrderId: string;
    readonly productId: number;
    readonly dealId: number;
    readonly title: string;
    readonly quantity: number;
    readonly unitPriceMinor: number;
    readonly voucherCodes: readonly string[];
    /** The stay booked, on a line of a calendar deal (absent otherwise, and on orders placed before stays). */
    readonly stay?: Stay;
  }>;
  readonly totalOrderAmount: number;
  readonly promoDiscount: number;
  readonly walletAmountUsed: number;
  readonly cashAmount: number;
  /** The card brand or payment method that paid the cash amount; none for an all-wallet order. */
  readonly cardType: O.Option<string>;
  readonly currency: CurrencyCode;
  readonly placedAt: number;
}
