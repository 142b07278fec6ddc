/**
 * /myaccount/vouchers: the shopper's vouchers with their status (spec 1 §4 voucher display
 * statuses), and for each one still refundable under the money-back guarantee a form to refund it
 * into the wallet with a reason from the list (spec 1 §5 "Please select an option to continue").
 */
import { Form } from 'react-router';
import * as ui from '../account/account.css';
import { CsrfField } from '../shell/CsrfField';
import { WalletNotice } from '../wallet/WalletNotice';
import { PURCHASE_COPY as COPY } from './purchaseCopy';
import * as css from './purchase.css';

export interface VoucherRow {
  readonly code: string;
  readonly title: string;
  readonly purchased: string;
  readonly validUntil: string;
  /** Ready to Redeem, Refunded £10 to your wallet, Expired… */
  readonly status: string;
  readonly refundable: boolean;
}

export interface RefundAnswer {
  readonly refunded: string | null;
  readonly error: string | null;
}

function RefundForm({ code, reasons }: { readonly code: string; readonly reasons: ReadonlyArray<string> }) {
  const id = `refund-${code}`;
  return (
    <details className={css.refund}>
      <summary className={ui.link}>{COPY.requestRefund}</summary>
      <Form method="post" className={ui.form}>
        <CsrfField />
        <input type="hidden" name="voucherCode" value={code} />
        <label className={ui.label} htmlFor={id}>
          {COPY.refundReason}
        </label>
        <select id={id} name="reason" className={ui.select} required defaultValue="">
          <option value="" disabled>
            {COPY.chooseReason}
          </option>
          {reasons.map((reason) => (
            <option key={reason} value={reason}>
              {reason}
            </option>
          ))}
        </select>
        <button type="submit" className={ui.button}>
          {COPY.refundToWallet}
        </button>
      </Form>
    </details>
  );
}

export function VouchersView({
  vouchers,
  reasons,
  refundNote,
  answer,
}: {
  readonly vouchers: ReadonlyArray<VoucherRow>;
  readonly reasons: ReadonlyArray<string>;
  readonly refundNote: string;
  readonly answer: RefundAnswer | undefined;
}) {
  if (vouchers.length === 0) return <p>{COPY.noVouchers}</p>;
  return (
    <>
      {answer?.refunded ? <WalletNotice message={answer.refunded} /> : null}
      {answer?.error ? (
        <p className={ui.fieldError} role="alert">
          {answer.error}
        </p>
      ) : null}
      <p className={ui.hint}>{refundNote}</p>
      <div className={css.tableScroll}>
        <table className={css.vouchers} data-testid="vouchers">
          <thead>
            <tr>
              {[COPY.voucherCode, 'Deal', COPY.validUntil, COPY.voucherStatus].map((heading) => (
                <th key={heading} className={css.cell} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {vouchers.map((v) => (
              <tr key={v.code} data-testid="voucher">
                <td className={`${css.cell} ${css.code}`}>{v.code}</td>
                <td className={css.cell}>{v.title}</td>
                <td className={css.cell}>{v.validUntil}</td>
                <td className={css.cell}>
                  {v.status}
                  {v.refundable ? <RefundForm code={v.code} reasons={reasons} /> : null}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
