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

/**
 * What an order was paid with, as the confirmation page and email say it (issue 42: a wallet-paid
 * order read "Paid: FREE" in its email and "To pay" on its page): the amount paid by the payment
 * method, and the wallet credit used; an order the wallet paid whole says so, and only a free order
 * (nothing paid either way) shows its amount as free.
 */
export type PaidRow = { readonly kind: 'paid' | 'walletCredit' | 'paidFromWallet'; readonly amountMinor: number };

/** OUR WORDING for each row. */
export const PAID_ROW_LABELS: Readonly<Record<PaidRow['kind'], string>> = {
  paid: 'Paid',
  walletCredit: 'Wallet credit used',
  paidFromWallet: 'Paid from your wallet credit',
};

export const paidRows = (cashAmountMinor: number, walletAmountUsedMinor: number): ReadonlyArray<PaidRow> =>
  cashAmountMinor === 0 && walletAmountUsedMinor > 0
    ? [{ kind: 'paidFromWallet', amountMinor: walletAmountUsedMinor }]
    : [
        { kind: 'paid', amountMinor: cashAmountMinor },
        ...(walletAmountUsedMinor > 0 ? [{ kind: 'walletCredit' as const, amountMinor: walletAmountUsedMinor }] : []),
      ];

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
      paidRows(facts.cashAmountMinor, facts.walletAmountUsedMinor)
        .map((row, i) => {
          const label = PAID_ROW_LABELS[row.kind];
          return `${i === 0 ? label : label.toLowerCase()}: ${money(row.amountMinor)}`;
        })
        .join(', '),
      'Your vouchers will be available in My Vouchers 24 hours after purchase.',
    ].join('\n'),
  };
};
