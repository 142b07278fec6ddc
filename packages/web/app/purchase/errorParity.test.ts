/**
 * The page and the API give the same status for the same code (issue 41 item 5): a React Router
 * action that fails with a code answers the contract table's status, which /v1 answers with too
 * (server/src/http/errorCodes.test.ts). Before the one table, the page answered 400 where the API
 * answered 403, 404, 409 or 410 for 15 purchase codes.
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { ERROR_TABLE } from '@kerching/contract/error-table';
import { BACK_IN_STOCK_COPY } from '@kerching/domain/alerts';
import { PURCHASE_ERROR_MESSAGES, type PurchaseErrorCode } from '@kerching/domain/checkout';
import type { KerchingLoadContext } from '../load-context';
import { backInStockAction } from '../deal-page/backInStockAction.server';
import { redeemGiftCardForm } from '../wallet/wallet.server';
import { dealBasketAction } from './dealBasketAction.server';
import { refundVoucher } from './orders.server';

const statusOf = (answer: unknown): number => (answer as { init?: { status?: number } }).init?.status ?? 200;

const PURCHASE_CODES: readonly PurchaseErrorCode[] = [
  ...(Object.keys(PURCHASE_ERROR_MESSAGES) as PurchaseErrorCode[]),
  'BASKET.MAX_QUANTITY_EXCEEDED',
];

describe('a page answers the status the API answers', () => {
  it('for every purchase code, "Add to basket" fails with the table status', async () => {
    const form = new FormData();
    form.set('productId', '2');
    form.set('quantity', '1');
    const answers: Record<string, number> = {};
    for (const code of PURCHASE_CODES) {
      const context = {
        site: { key: 'kerching' },
        viewer: O.none,
        request: { secureCookies: false },
        services: {
          purchase: {
            addToShoppersBasket: { execute: () => TE.left({ code, detail: 'stub', message: 'stub' }) },
          },
        },
      } as unknown as KerchingLoadContext;
      const answer = await dealBasketAction(
        new Request('http://kerching.localhost/deal/x', { method: 'POST' }),
        form,
        context,
      );
      answers[code] = statusOf(answer);
    }
    expect(answers).toEqual(Object.fromEntries(PURCHASE_CODES.map((code) => [code, ERROR_TABLE[code].status])));
    // The codes the page used to answer 400 for.
    expect(answers['BASKET.FORBIDDEN']).toBe(403);
    expect(answers['BASKET.PRODUCT_UNAVAILABLE']).toBe(409);
    expect(answers['WALLET.GIFT_CARD_EXPIRED']).toBe(410);
  });

  it('for every back-in-stock refusal, the alert form fails with the table status', async () => {
    const codes = ['ALERT.DEAL_INVALID', 'ALERT.NOT_SOLD_OUT', 'ALERT.DEAL_ENDED', 'ALERT.LIMIT_REACHED'] as const;
    for (const code of codes) {
      const context = {
        site: { key: 'kerching' },
        services: {
          requestBackInStockAlert: {
            execute: () => TE.left({ code, detail: 'stub', message: BACK_IN_STOCK_COPY.tooMany }),
          },
        },
      } as unknown as KerchingLoadContext;
      const answer = await backInStockAction(new FormData(), context);
      expect({ code, status: statusOf(answer) }).toEqual({ code, status: ERROR_TABLE[code].status });
    }
  });

  it('the gift card form decodes its input with the API codec: a code the API refuses is refused alike, unread', async () => {
    const form = new FormData();
    form.set('code', 'X'.repeat(65));
    let redeemed = 0;
    const context = {
      viewer: O.some({ account: { id: 'c1' } }),
      services: {
        purchase: {
          redeemGiftCard: {
            execute: () => {
              redeemed += 1;
              return TE.left({ code: 'WALLET.GIFT_CODE_NOT_RECOGNIZED', detail: 'stub', message: 'stub' });
            },
          },
        },
      },
    } as unknown as KerchingLoadContext;
    const answer = await redeemGiftCardForm(
      new Request('http://kerching.localhost/giftcard/redeem', { method: 'POST', body: form }),
      context,
    );
    expect(statusOf(answer)).toBe(ERROR_TABLE['REQUEST.INVALID'].status);
    expect((answer as { data?: { error?: string } }).data?.error).toBe(
      'The request is not valid: code: expected at most 64 characters.',
    );
    expect(redeemed).toBe(0);
  });

  it('the refund form decodes its input with the API codec: a reason the API refuses is refused alike, unread', async () => {
    const form = new FormData();
    form.set('voucherCode', 'V-1');
    form.set('reason', 'R'.repeat(201));
    let refunds = 0;
    const context = {
      viewer: O.some({ account: { id: 'c1' } }),
      services: {
        purchase: {
          requestVoucherRefund: {
            execute: () => {
              refunds += 1;
              return TE.left({ code: 'VOUCHER.NOT_FOUND', detail: 'stub', message: 'stub' });
            },
          },
        },
      },
    } as unknown as KerchingLoadContext;
    const answer = await refundVoucher(
      new Request('http://kerching.localhost/myaccount/vouchers', { method: 'POST', body: form }),
      context,
    );
    expect(statusOf(answer)).toBe(ERROR_TABLE['REQUEST.INVALID'].status);
    expect((answer as { data?: { error?: string } }).data?.error).toBe(
      'The request is not valid: reason: expected at most 200 characters.',
    );
    expect(refunds).toBe(0);
  });
});
