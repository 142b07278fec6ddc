/**
 * The order confirmation email (issue 6). The spec shows no copy for it: OUR WORDING. Amounts are
 * formatted with the site's currency; each voucher code is listed (vouchers become available 24
 * hours after purchase, spec 2 §9).
 */
import type { MailContent } from '../account/mail';
import { formatPrice, money as moneyOf } from '../money/formatPrice';
import type { CurrencyCode } from '../site/site';

export interface OrderMailLine {
  readonly title: string;
  readonly quantity: number;
  readonly voucherCodes: readonly string[];
}

export interface OrderMailFacts {
  readonly brand: string;
  readonly orderId: string;
  readonly currency: CurrencyCode;
  readonly cashAmountMinor: number;
  readonly walletAmountUsedMinor: number;
  readonly lines: readonly OrderMailLine[];
}

export const orderConfirmationMail = (facts: OrderMailFacts): MailContent => {
  const money = (minor: number): string => formatPrice(moneyOf(minor, facts.currency));
  const lines = facts.lines.map(
    (line) => `- ${line.quantity} x ${line.title}\n  Voucher codes: ${line.voucherCodes.join(', ')}`,
  );
  return {
    kind: 'order_confirmation',
    subject: `Your ${facts.brand} order ${facts.orderId}`,
    text: [
      `Thank you for your order ${facts.orderId}.`,
      '',
      ...lines,
      '',
      `Paid: ${money(facts.cashAmountMinor)}${facts.walletAmountUsedMinor > 0 ? `, wallet credit used: ${money(facts.walletAmountUsedMinor)}` : ''}`,
      'Your vouchers will be available in My Vouchers 24 hours after purchase.',
    ].join('\n'),
  };
};
