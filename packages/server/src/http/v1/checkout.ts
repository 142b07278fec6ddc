/**
 * Checkout and orders (spec 2 §7.7; issue 6):
 * - GET  /v1/checkout/{token}?promoCode&wallet&deliveryOptions&gifting&giftPacks&por_check&vipChecked
 *        &timestamp&timerElapsed — the checkout view: deals, order summary, promo result, wallet,
 *        payment options by eligibility, gifting config, travel validity. A basket that is stale, gone
 *        or no longer purchasable answers 422, so the client runs the spec's recovery (new basket).
 *        The `alternative-payment-methods` header names the device's wallets (applePay, googlePay).
 * - POST /v1/promocode {basketToken, promoCode} — checks a code against the basket.
 * - GET  /v1/discount-codes — the site's listed codes a shopper can still use (the /discountcodes page).
 * - POST /v1/checkout {basketToken, cashAmount, walletUsed, paymentToken, promoCode, useWallet,
 *        passengers} with an Idempotency-Key header (required): places the order; the same key answers the same result
 *        and never makes a second order or charge. A body with anything that reads as a card number is
 *        refused before it reaches the order code: cards go to the hosted card fields only.
 * - GET  /v1/orders/{orderId}/confirmation — the viewer's own order's confirmation.
 * - GET  /v1/voucher?page= — the viewer's vouchers, newest first, each with its refund if refunded.
 * - POST /v1/voucher/pmv/refund {voucherCode, reason} — a voucher refunded into the wallet under the
 *   money-back guarantee: {amountMinor, currency}; refusals 409 with the domain's message.
 * - GET  /v1/buy-again/deals — the deals the viewer bought on this site that are still on sale,
 *        most recently bought first (at most 10).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { Hono } from 'hono';
import {
  DISCOUNT_CODES_PATH,
  OrderBodyCodec,
  PromoBodyCodec,
  VoucherRefundBodyCodec,
  discountCodesResponse,
} from '@kerching/contract/purchase';
import { type PurchaseError, purchaseError } from '@kerching/domain/checkout';
import { containsCardNumber } from '@kerching/domain/payment';
import { SITES } from '@kerching/domain/site';
import type { AppEnv } from '../appEnv';
import { bodyOf, decodedOr400, plain } from '../requestBody';
import { type Ctx, answerPurchase, customerOf, loginRequired, purchaseFailure } from './purchaseAnswers';

/** Failures that mean "this basket cannot be checked out as it is": the client's 422 recovery. */
const isBasketProblem = (error: PurchaseError): boolean =>
  error.code.startsWith('BASKET.') || error.code.startsWith('DEAL.') || error.code === 'CHECKOUT.BASKET_STALE';

const walletsOf = (c: Ctx): ReadonlySet<string> =>
  new Set(
    (c.req.header('alternative-payment-methods') ?? '')
      .split(',')
      .map((s) => s.trim().toLowerCase())
      .filter((s) => s !== ''),
  );

export const checkoutRoutes = (app: Hono<AppEnv>): void => {
  const purchase = (c: Ctx) => c.get('services').purchase;
  const customerId = (c: Ctx) => O.map((customer: { id: string }) => customer.id)(customerOf(c));

  app.get('/v1/checkout/:token', async (c) => {
    const wallets = walletsOf(c);
    const promoCode = c.req.query('promoCode');
    const result = await purchase(c).getCheckout.execute({
      token: c.req.param('token'),
      customerId: customerId(c),
      promoCode: promoCode === undefined || promoCode.trim() === '' ? O.none : O.some(promoCode),
      useWallet: c.req.query('wallet') === 'true',
      device: {
        applePay: wallets.has('applepay'),
        googlePay: wallets.has('googlepay'),
        isInternetExplorer: /MSIE |Trident\//.test(c.req.header('user-agent') ?? ''),
      },
      flags: { clearpayEnabled: true, klarnaStrict: false },
    })();
    if (E.isLeft(result)) return purchaseFailure(c, result.left, isBasketProblem(result.left) ? 422 : undefined);
    return c.json({ data: plain(result.right) });
  });

  app.post('/v1/promocode', async (c) => {
    const body = await bodyOf(c, PromoBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      purchase(c).checkPromo.execute({
        token: body.right.basketToken,
        customerId: customerId(c),
        code: body.right.promoCode,
      }),
    );
  });

  app.get(DISCOUNT_CODES_PATH, async (c) => {
    const site = c.get('site').key;
    return answerPurchase(c, purchase(c).listDiscountCodes.execute(site, customerId(c)), (codes) =>
      c.json(discountCodesResponse(SITES[site].currency, codes)),
    );
  });

  app.post('/v1/checkout', async (c) => {
    const raw = await c.req.text();
    if (containsCardNumber(raw))
      return purchaseFailure(c, purchaseError('CHECKOUT.CARD_NUMBER_REFUSED', 'a card number in the order body'));
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return purchaseFailure(c, purchaseError('CHECKOUT.INPUT_INVALID', 'the body is not JSON'));
    }
    const body = decodedOr400(c, OrderBodyCodec.decode(json));
    if (E.isLeft(body)) return body.left;
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    const idempotencyKey = c.req.header('idempotency-key');
    if (idempotencyKey === undefined)
      return purchaseFailure(c, purchaseError('CHECKOUT.INPUT_INVALID', 'the Idempotency-Key header is required'));
    const order = body.right;
    return answerPurchase(
      c,
      purchase(c).placeOrder.execute({
        site: c.get('site').key,
        customer: { id: customer.value.id, email: customer.value.email },
        basketToken: order.basketToken,
        idempotencyKey,
        paymentToken: O.fromNullable(order.paymentToken),
        promoCode: O.fromNullable(order.promoCode),
        useWallet: order.useWallet ?? order.walletUsed > 0,
        cashAmount: order.cashAmount,
        walletUsed: order.walletUsed,
        passengers: order.passengers ?? [],
      }),
      (confirmation) => c.json({ data: plain(confirmation) }, 201),
    );
  });

  app.get('/v1/orders/:orderId/confirmation', (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    return answerPurchase(
      c,
      purchase(c).getOrderConfirmation.execute({ orderId: c.req.param('orderId'), customerId: customer.value.id }),
    );
  });

  app.get('/v1/buy-again/deals', (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    return answerPurchase(
      c,
      c.get('services').listBuyAgainDeals.execute(c.get('site').key, customer.value.id),
      (deals) => c.json({ data: { deals: plain(deals) } }),
    );
  });

  app.get('/v1/voucher', (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    const page = Number(c.req.query('page') ?? '0');
    return answerPurchase(c, purchase(c).listVouchers.execute({ customerId: customer.value.id, page }));
  });

  app.post('/v1/voucher/pmv/refund', async (c) => {
    const customer = customerOf(c);
    if (O.isNone(customer)) return loginRequired(c);
    const body = await bodyOf(c, VoucherRefundBodyCodec);
    if (E.isLeft(body)) return body.left;
    return answerPurchase(
      c,
      purchase(c).requestVoucherRefund.execute({
        customerId: customer.value.id,
        code: body.right.voucherCode,
        reason: body.right.reason,
      }),
    );
  });
};
