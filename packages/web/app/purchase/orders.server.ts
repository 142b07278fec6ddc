/** The confirmation page's and the voucher list's loaders (issue 6): the signed-in shopper's own only. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data } from 'react-router';
import { currencySymbol, formatPrice, money } from '@kerching/domain/money';
import {
  REFUND_REASONS,
  isRefundable,
  voucherDisplayLabel,
  voucherDisplayStatus,
  voucherOfStoredFacts,
} from '@kerching/domain/voucher';
import { REFUND_CREDIT_VALIDITY_MONTHS } from '@kerching/domain/wallet';
import { PAID_ROW_LABELS, paidRows } from '@kerching/domain/checkout';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import { describeErrors } from '@kerching/contract';
import { errorStatus } from '@kerching/contract/error-table';
import { VoucherRefundBodyCodec } from '@kerching/contract/purchase';
import type { KerchingLoadContext } from '../load-context';
import { textField } from '../account/accountFailure';
import { requireViewer } from '../account/accountSession.server';
import type { ConfirmationModel } from './ConfirmationView';
import type { RefundAnswer, VoucherRow } from './VouchersView';
import { PURCHASE_COPY } from './purchaseCopy';
import { stayText } from './checkoutModel';

const price = (minor: number, currency: CurrencyCode): string =>
  minor === 0 ? `${currencySymbol(currency)}0.00` : formatPrice(money(minor, currency));

/** A day as the account pages show it: 1 June 2026. */
export const day = (at: number): string =>
  new Date(at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

export const loadConfirmation = async (
  request: Request,
  context: KerchingLoadContext,
  orderId: string,
): Promise<{ readonly siteKey: SiteKey; readonly model: ConfirmationModel }> => {
  const viewer = requireViewer(request, context);
  const result = await context.services.purchase.getOrderConfirmation.execute({
    orderId,
    customerId: viewer.account.id,
  })();
  if (E.isLeft(result)) throw data({ message: result.left.message }, { status: errorStatus(result.left.code) });
  const order = result.right;
  return {
    siteKey: context.site.key,
    model: {
      orderId: order.orderId,
      productOrderId: order.productOrder.id,
      quantity: order.productOrder.quantity,
      paid: paidRows(order.cashAmount, order.walletAmountUsed).map((row) => ({
        label: PAID_ROW_LABELS[row.kind],
        amount: price(row.amountMinor, order.currency),
      })),
      cardType: O.toNullable(order.cardType),
      lines: order.lines.map((line) => ({
        title: line.title,
        quantity: line.quantity,
        voucherCodes: line.voucherCodes,
        stay: line.stay === undefined ? null : stayText(line.stay),
      })),
    },
  };
};

export const loadVouchers = async (
  request: Request,
  context: KerchingLoadContext,
): Promise<{
  readonly siteKey: SiteKey;
  readonly vouchers: ReadonlyArray<VoucherRow>;
  readonly reasons: ReadonlyArray<string>;
  readonly refundNote: string;
}> => {
  const viewer = requireViewer(request, context);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
  const result = await context.services.purchase.listVouchers.execute({ customerId: viewer.account.id, page })();
  if (E.isLeft(result)) throw data({ message: result.left.message }, { status: errorStatus(result.left.code) });
  const now = new Date();
  return {
    siteKey: context.site.key,
    reasons: REFUND_REASONS,
    refundNote: PURCHASE_COPY.refundNote(REFUND_CREDIT_VALIDITY_MONTHS),
    vouchers: result.right.map((v) => {
      const voucher = voucherOfStoredFacts({ ...v, refundedAt: v.refund === null ? null : v.refund.refundedAt });
      return {
        code: v.code,
        title: v.title,
        purchased: day(v.purchasedAt),
        validUntil: day(v.expiresAt),
        status:
          v.refund === null
            ? voucherDisplayLabel(voucherDisplayStatus(voucher, now))
            : PURCHASE_COPY.refundedStatus(price(v.refund.amountMinor, v.refund.currency)),
        refundable: isRefundable(voucher, now),
      };
    }),
  };
};

/** The vouchers page's refund form: one of the shopper's vouchers refunded into their wallet. */
export const refundVoucher = async (request: Request, context: KerchingLoadContext) => {
  const viewer = requireViewer(request, context);
  const form = await request.formData();
  // Decoded with the codec POST /v1/voucher/pmv/refund decodes its body with: refused alike, 400, before the use-case.
  const body = VoucherRefundBodyCodec.decode({
    voucherCode: textField(form, 'voucherCode'),
    reason: textField(form, 'reason'),
  });
  if (E.isLeft(body)) {
    const answer: RefundAnswer = { refunded: null, error: `The request is not valid: ${describeErrors(body.left)}.` };
    return data(answer, { status: errorStatus('REQUEST.INVALID') });
  }
  const result = await context.services.purchase.requestVoucherRefund.execute({
    customerId: viewer.account.id,
    code: body.right.voucherCode,
    reason: body.right.reason,
  })();
  if (E.isLeft(result)) {
    const answer: RefundAnswer = { refunded: null, error: result.left.message };
    return data(answer, { status: errorStatus(result.left.code) });
  }
  const answer: RefundAnswer = {
    refunded: PURCHASE_COPY.refunded(price(result.right.amountMinor, result.right.currency)),
    error: null,
  };
  return answer;
};
