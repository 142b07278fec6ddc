/** The confirmation page's and the voucher list's loaders (issue 6): the signed-in shopper's own only. */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { data } from 'react-router';
import { currencySymbol, formatPrice, money } from '@kerching/domain/money';
import type { CurrencyCode, SiteKey } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../load-context';
import { requireViewer } from '../account/accountSession.server';
import type { ConfirmationModel, VoucherRow } from './ConfirmationView';
import { purchaseFailureStatus } from './purchaseStatus';

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
  if (E.isLeft(result))
    throw data({ message: result.left.message }, { status: purchaseFailureStatus(result.left.code) });
  const order = result.right;
  return {
    siteKey: context.site.key,
    model: {
      orderId: order.orderId,
      productOrderId: order.productOrder.id,
      quantity: order.productOrder.quantity,
      paid: price(order.cashAmount, order.currency),
      walletUsed: order.walletAmountUsed > 0 ? price(order.walletAmountUsed, order.currency) : null,
      cardType: O.toNullable(order.cardType),
      lines: order.lines.map((line) => ({
        title: line.title,
        quantity: line.quantity,
        voucherCodes: line.voucherCodes,
      })),
    },
  };
};

export const loadVouchers = async (
  request: Request,
  context: KerchingLoadContext,
): Promise<{ readonly siteKey: SiteKey; readonly vouchers: ReadonlyArray<VoucherRow> }> => {
  const viewer = requireViewer(request, context);
  const page = Number(new URL(request.url).searchParams.get('page') ?? '0');
  const result = await context.services.purchase.listVouchers.execute({ customerId: viewer.account.id, page })();
  if (E.isLeft(result))
    throw data({ message: result.left.message }, { status: purchaseFailureStatus(result.left.code) });
  return {
    siteKey: context.site.key,
    vouchers: result.right.map((v) => ({
      code: v.code,
      title: v.title,
      purchased: day(v.purchasedAt),
      validUntil: day(v.expiresAt),
    })),
  };
};
