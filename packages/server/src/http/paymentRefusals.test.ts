/**
 * Every row of the sandbox's table of test cards and tokens (payments/sandboxPaymentGateway.ts),
 * walked through the real app on PGlite and PostgreSQL: card details a provider would refuse are
 * refused by the hosted card fields with the spec 1 §5 message (no token, so no order); every other
 * row's token is refused by POST /v1/checkout with its status and the spec 2 §8 message, no order is
 * placed and the basket is kept (the same basket then pays with a good card).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import { SqlGiftCards } from '@kerching/adapters-sql/purchase';
import { FIXED_NOW, testDatabases } from '@kerching/adapters-sql/testing';
import { PURCHASE_ERROR_MESSAGES, type FixedPurchaseErrorCode } from '@kerching/domain/checkout';
import { PAYMENT_FAILURE_CODES } from '@kerching/domain/payment';
import {
  SANDBOX_GOOD_CARD,
  SANDBOX_TEST_PAYMENTS,
  type SandboxTestPayment,
  type SandboxTestRow,
} from '@kerching/adapters-node';
import { type Answer, ApiClient } from './testing/apiClient';
import { ONE_DEAL_PRODUCT, OneDealShopFixture, dataOf, errorOf, registerShopper } from './testing/shoppers';

const PRICE = 1000;
const GIFT_CARD_AMOUNT = 2500;

/** Spec 1 §5 "Card", verbatim: what the hosted card fields answer. */
const SPEC_CARD_MESSAGES: Partial<Readonly<Record<FixedPurchaseErrorCode, string>>> = {
  'PAYMENT.EXPIRED_CARD': 'Card Expired',
  'PAYMENT.CARD_NUMBER_INVALID': "Hmm. That card number doesn't look right",
  'PAYMENT.CARD_EXPIRY_INVALID': 'This expiry date is not valid',
  'PAYMENT.AMEX_DINERS_NOT_ACCEPTED': 'Sorry, we currently only accept Visa and MasterCard',
  'PAYMENT.SECURITY_CODE_REQUIRED': 'Security code is required',
  'PAYMENT.POSTAL_CODE_REQUIRED': 'Postal code is required',
  // Spec 2 §8, verbatim.
  'PAYMENT.FAILED': 'Payment failed.',
  'PAYMENT.NOT_COMPLETED': 'An error occured, your purchase has not been completed.',
};
const messageOf = (code: FixedPurchaseErrorCode): string => SPEC_CARD_MESSAGES[code] ?? PURCHASE_ERROR_MESSAGES[code];

/** The body of the card fields: a field left empty is left out, as a form that never had it. */
const cardBody = (card: SandboxTestRow['pay'] & { kind: 'card' }) =>
  Object.fromEntries(
    Object.entries({
      number: card.card.number,
      expiry: card.card.expiry,
      cvv: card.card.securityCode,
      postalCode: card.card.postalCode,
    }).filter(([, value]) => value !== ''),
  );

const tokenOf = (answer: Answer): string => dataOf<{ paymentToken: string }>(answer).paymentToken;

const describeRow = (row: SandboxTestRow): string => {
  const pay = row.pay;
  switch (pay.kind) {
    case 'card':
      return `card ${pay.card.number} ${pay.card.expiry} cvv "${pay.card.securityCode}" postal "${pay.card.postalCode}"`;
    case 'paypal':
      return `PayPal payer ${pay.payerEmail}`;
    case 'klarna':
    case 'clearpay':
      return `${pay.kind} amount ${pay.amountMinor}`;
    case 'allWallet':
      return `${pay.method} token, all-wallet order`;
  }
};

describe('the sandbox table of test payments', () => {
  it('reaches every payment message of spec 2 §8 but express buy (a deal-page flow, not a token)', () => {
    const reached = new Set(SANDBOX_TEST_PAYMENTS.map((row) => messageOf(row.code)));
    for (const code of PAYMENT_FAILURE_CODES.filter((c) => c !== 'PAYMENT.EXPRESS_BUY_NOT_ALLOWED'))
      expect(reached.has(PURCHASE_ERROR_MESSAGES[code]), code).toBe(true);
    for (const message of Object.values(SPEC_CARD_MESSAGES)) expect(reached.has(message), message).toBe(true);
  });
});

describe.each(testDatabases())('test cards and tokens through POST /v1/checkout on $name', ({ open }) => {
  const shop = new OneDealShopFixture(open, PRICE);
  let giftCards = 0;
  beforeAll(async () => {
    const cards = new SqlGiftCards(shop.db);
    for (const row of SANDBOX_TEST_PAYMENTS.filter((r) => r.pay.kind === 'allWallet')) {
      giftCards += 1;
      const issued = await cards.issue({
        code: `GIFTPAY${String(giftCards).padStart(3, '0')}`,
        currency: 'GBP',
        amountMinor: GIFT_CARD_AMOUNT,
        issuedAt: FIXED_NOW.getTime(),
      })();
      expect(E.isRight(issued), describeRow(row)).toBe(true);
    }
  }, 120_000);

  let redeemed = 0;
  let keys = 0;
  const order = (client: ApiClient, body: Record<string, unknown>) =>
    client.call('POST', '/v1/checkout', body, { headers: { 'idempotency-key': `refusal-${(keys += 1)}` } });

  /** The token a row pays with, from the provider's own endpoints, or the card fields' refusal. */
  const pay = async (client: ApiClient, payment: SandboxTestPayment): Promise<Answer> => {
    switch (payment.kind) {
      case 'card':
        return client.post('/v1/payments/card-token', cardBody(payment));
      case 'paypal': {
        const approval = await client.post('/v1/payments/paypal/approvals', {});
        const { approvalId } = dataOf<{ approvalId: string }>(approval);
        return client.post('/v1/payments/paypal/approve', { approvalId, payerEmail: payment.payerEmail });
      }
      case 'klarna': {
        const session = await client.post('/kn/sessions', { amount: payment.amountMinor });
        return client.post('/kn/pay', { sessionId: dataOf<{ sessionId: string }>(session).sessionId });
      }
      case 'clearpay': {
        const session = await client.post('/cp/checkouts', { amount: payment.amountMinor });
        return client.post('/cp/pay', { checkoutId: dataOf<{ checkoutId: string }>(session).checkoutId });
      }
      case 'allWallet': {
        redeemed += 1;
        const code = `GIFTPAY${String(redeemed).padStart(3, '0')}`;
        expect((await client.post('/v1/gift-card/redeem', { code })).status).toBe(200);
        return client.post('/v1/payments/wallet-token', { method: payment.method });
      }
    }
  };

  it.each(SANDBOX_TEST_PAYMENTS.map((row) => [describeRow(row), row] as const))(
    '%s: refused with its code and message, no order, the basket kept',
    async (_, row) => {
      const client = await registerShopper(new ApiClient(shop.app), 'Rhea');
      const basket = await client.post('/v1/basket', { products: [{ productId: ONE_DEAL_PRODUCT, quantity: 1 }] });
      const basketToken = dataOf<{ id: string }>(basket).id;
      const allWallet = row.pay.kind === 'allWallet';
      const amounts = allWallet
        ? { cashAmount: 0, walletUsed: PRICE, useWallet: true }
        : { cashAmount: PRICE, walletUsed: 0 };

      const paid = await pay(client, row.pay);
      if (row.refusedAt === 'checkout') expect(paid.status, JSON.stringify(paid.body)).toBe(200);
      const refusal =
        row.refusedAt === 'card fields'
          ? paid
          : await order(client, { basketToken, paymentToken: tokenOf(paid), ...amounts });
      expect(refusal.status).toBe(row.code === 'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW' ? 400 : 402);
      expect(errorOf(refusal)).toEqual({ code: row.code, message: messageOf(row.code) });
      if (row.refusedAt === 'card fields') {
        // No token: the order cannot be paid.
        expect((await order(client, { basketToken, ...amounts })).status).toBe(400);
      }

      // No order was placed and the basket is still open: it pays now, once, with a good card (or
      // the wallet alone, for the all-wallet order).
      const good = allWallet ? null : tokenOf(await pay(client, { kind: 'card', card: SANDBOX_GOOD_CARD }));
      const placed = await order(client, { basketToken, ...(good === null ? {} : { paymentToken: good }), ...amounts });
      expect(placed.status, JSON.stringify(placed.body)).toBe(201);
      expect(dataOf<unknown[]>(await client.get('/v1/voucher'))).toHaveLength(1);
    },
    60_000,
  );
});
