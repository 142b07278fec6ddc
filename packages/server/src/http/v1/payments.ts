/**
 * The payment provider's shopper-facing endpoints (issue 6), served by the sandbox provider: what a
 * browser posts to so that a card number, a PayPal approval, a wallet sheet or a Klarna or Clearpay
 * session becomes a payment token. These are the only calls that take card details; the order call
 * takes the token.
 * - POST /v1/payments/card-token {number, expiry, cvv, postalCode} -> {paymentToken} (hosted card
 *   fields; card details a provider would refuse answer 402 with the spec 1 §5 message)
 * - POST /bt/addon {number, expiry, cvv, postalCode} -> {paymentToken} (the card add-on)
 * - POST /v1/payments/paypal/approvals {credit} -> {approvalId}; POST /v1/payments/paypal/approve
 *   {approvalId, payerEmail} -> {paymentToken}
 * - POST /v1/payments/wallet-token {method: apple|google} -> {paymentToken}
 * - POST /kn/sessions {amount} -> {sessionId}; POST /kn/pay {sessionId} -> {paymentToken} (Klarna)
 * - POST /cp/checkouts {amount} -> {checkoutId}; POST /cp/pay {checkoutId} -> {paymentToken} (Clearpay)
 * Test cards, declines and their messages: see payments/sandboxPaymentGateway.ts.
 */
import * as E from 'fp-ts/Either';
import type { Hono } from 'hono';
import type * as t from 'io-ts';
import {
  CardFieldsBodyCodec,
  ClearpayPayBodyCodec,
  KlarnaPayBodyCodec,
  PayPalApprovalBodyCodec,
  PayPalApproveBodyCodec,
  ProviderSessionBodyCodec,
  WalletTokenBodyCodec,
} from '@kerching/contract/purchase';
import type { PurchaseError } from '@kerching/domain/checkout';
import type { CardForm } from '@kerching/domain/payment';
import type { AppEnv } from '../appEnv';
import { bodyOf } from '../requestBody';
import { type Ctx, purchaseFailure } from './purchaseAnswers';

/** A call whose body decodes with `codec` and whose answer is a token (or a payment error). */
const tokenCall =
  <A>(codec: t.Decoder<unknown, A>, run: (c: Ctx, body: A) => E.Either<PurchaseError, string>) =>
  async (c: Ctx): Promise<Response> => {
    const body = await bodyOf(c, codec);
    if (E.isLeft(body)) return body.left;
    const token = run(c, body.right);
    c.header('cache-control', 'no-store');
    return E.isLeft(token) ? purchaseFailure(c, token.left) : c.json({ data: { paymentToken: token.right } });
  };

/** The card fields as the domain names them (a missing security code or postal code is empty). */
const cardForm = (body: t.TypeOf<typeof CardFieldsBodyCodec>): CardForm => ({
  number: body.number,
  expiry: body.expiry,
  securityCode: body.cvv ?? '',
  postalCode: body.postalCode ?? '',
});

export const paymentRoutes = (app: Hono<AppEnv>): void => {
  const provider = (c: Ctx) => c.get('services').purchase.hostedPayments;

  app.post(
    '/v1/payments/card-token',
    tokenCall(CardFieldsBodyCodec, (c, card) => provider(c).tokeniseCard(cardForm(card))),
  );
  app.post(
    '/bt/addon',
    tokenCall(CardFieldsBodyCodec, (c, card) => provider(c).cardAddOn(cardForm(card))),
  );
  app.post('/v1/payments/paypal/approvals', async (c) => {
    const body = await bodyOf(c, PayPalApprovalBodyCodec);
    if (E.isLeft(body)) return body.left;
    return c.json({ data: { approvalId: provider(c).createPayPalApproval(body.right.credit ?? false) } });
  });
  app.post(
    '/v1/payments/paypal/approve',
    tokenCall(PayPalApproveBodyCodec, (c, body) => provider(c).approvePayPal(body.approvalId, body.payerEmail)),
  );
  app.post(
    '/v1/payments/wallet-token',
    tokenCall(WalletTokenBodyCodec, (c, body) => E.right(provider(c).walletToken(body.method))),
  );
  app.post('/kn/sessions', async (c) => {
    const body = await bodyOf(c, ProviderSessionBodyCodec);
    if (E.isLeft(body)) return body.left;
    return c.json({ data: { sessionId: provider(c).createKlarnaSession(body.right.amount) } });
  });
  app.post(
    '/kn/pay',
    tokenCall(KlarnaPayBodyCodec, (c, body) => provider(c).klarnaPay(body.sessionId)),
  );
  app.post('/cp/checkouts', async (c) => {
    const body = await bodyOf(c, ProviderSessionBodyCodec);
    if (E.isLeft(body)) return body.left;
    return c.json({ data: { checkoutId: provider(c).createClearpayCheckout(body.right.amount) } });
  });
  app.post(
    '/cp/pay',
    tokenCall(ClearpayPayBodyCodec, (c, body) => provider(c).clearpayPay(body.checkoutId)),
  );
};
