/** The order confirmation page and the shopper's voucher list (issue 6). */
import { Fragment } from 'react';
import * as ui from '../account/account.css';
import { PURCHASE_COPY as COPY } from './purchaseCopy';
import * as css from './purchase.css';

export interface ConfirmationModel {
  readonly orderId: string;
  readonly productOrderId: string;
  readonly quantity: number;
  /** What paid the order, row by row (domain paidRows): label and amount. */
  readonly paid: ReadonlyArray<{ readonly label: string; readonly amount: string }>;
  readonly cardType: string | null;
  readonly lines: ReadonlyArray<{
    readonly title: string;
    readonly quantity: number;
    readonly voucherCodes: readonly string[];
    /** The stay booked on a deal sold by date, in words. */
    readonly stay: string | null;
  }>;
}

export function ConfirmationView({ model }: { readonly model: ConfirmationModel }) {
  return (
    <main className={ui.page} data-testid="confirmation">
      <h1 className={ui.heading}>{COPY.confirmationTitle}</h1>
      <dl className={css.summary}>
        <dt>{COPY.orderNumber}</dt>
        <dd data-testid="order-number">{model.productOrderId}</dd>
        {model.paid.map((row) => (
          <Fragment key={row.label}>
            <dt>{row.label}</dt>
            <dd data-testid="paid">{row.amount}</dd>
          </Fragment>
        ))}
      </dl>
      <h2 className={css.sectionHeading}>{COPY.vouchers}</h2>
      <ul className={css.lines}>
        {model.lines.map((line) => (
          <li key={line.title} className={css.line}>
            <p className={css.lineTitle}>
              {line.title} × {line.quantity}
            </p>
            {line.stay === null ? null : <p data-testid="line-stay">{line.stay}</p>}
            <ul>
              {line.voucherCodes.map((code) => (
                <li key={code}>
                  {COPY.voucherCode}:{' '}
                  <span className={css.code} data-testid="voucher-code">
                    {code}
                  </span>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <p>
        <a className={ui.link} href="/myaccount/vouchers">
          {COPY.viewVouchers}
        </a>
      </p>
    </main>
  );
}
