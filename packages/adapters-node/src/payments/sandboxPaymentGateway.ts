/**
 * The sandbox payment gateway (spec README: third-party payment providers cannot be reached, so a
 * local gateway behaves like one). It implements the PaymentGateway port and the provider-style
 * flows that make payment tokens:
 * - hosted card fields: `tokeniseCard(card)` refuses, as a real provider does, card details it could
 *   not charge (the domain's `cardRefusal` at the gateway's clock) and keeps the number *inside the
 *   gateway*; only a random token leaves it;
 * - PayPal and PayPal Credit: `createPayPalApproval` then `approvePayPal` (the shopper's approval)
 *   gives a token; Apple Pay and Google Pay: `walletToken` (the device's payment sheet);
 * - Klarna: `createKlarnaSession` (/kn/sessions) then `klarnaPay` (/kn/pay); Clearpay:
 *   `createClearpayCheckout` (/cp/checkouts) then `clearpayPay` (/cp/pay); card add-on: `cardAddOn`
 *   (/bt/addon) tokenises a card for an add-on payment.
 *
 * TEST CARDS AND TOKENS: every payment message (spec 1 §5 "Card", spec 2 §8 "Payment") and how to get
 * it. Cards: any future expiry, security code 123, any postal code, unless the row says otherwise.
 * "card fields" rows are refused by POST /v1/payments/card-token (no token, no order); the others
 * give a token that POST /v1/checkout refuses (402, no order, the basket kept). The table
 * SANDBOX_TEST_PAYMENTS below is this list as data (a test walks every row through the API).
 *
 *   Test card or token                          Refused at   Code                              Message
 *   4111 1111 1111 1111, 5555 5555 5555 4444    -            (paid)
 *   4111 1111 1111 1111, expiry 01/20           card fields  PAYMENT.EXPIRED_CARD              Card Expired
 *   4111 1111 1111 1112 (bad Luhn)              card fields  PAYMENT.CARD_NUMBER_INVALID       Hmm. That card number doesn't look right
 *   4111 1111 1111 1111, expiry 13/30           card fields  PAYMENT.CARD_EXPIRY_INVALID       This expiry date is not valid
 *   3782 822463 10005 (Amex), 3056 9309 0259 04 (Diners)
 *                                               card fields  PAYMENT.AMEX_DINERS_NOT_ACCEPTED  Sorry, we currently only accept Visa and MasterCard
 *   4111 1111 1111 1111, no security code       card fields  PAYMENT.SECURITY_CODE_REQUIRED    Security code is required
 *   4111 1111 1111 1111, security code 12       card fields  PAYMENT.SECURITY_CODE_INVALID     (ours) Security code must be 3 digits
 *   4111 1111 1111 1111, no postal code         card fields  PAYMENT.POSTAL_CODE_REQUIRED      Postal code is required
 *   4000 0000 0000 0077                         checkout     PAYMENT.NOT_COMPLETED             An error occured, your purchase has not been completed.
 *   4000 0000 0000 0051                         checkout     PAYMENT.FAILED                    Payment failed.
 *   4000 0000 0000 0002                         checkout     PAYMENT.DECLINED_BY_BANK          (ours) declined by bank
 *   4000 0000 0000 0028                         checkout     PAYMENT.DECLINED                  (ours) declined, general
 *   4000 0000 0000 0069                         checkout     PAYMENT.EXPIRED_CARD              Card Expired (the issuer says so)
 *   4000 0000 0000 0101                         checkout     PAYMENT.WRONG_CVV                 (ours) wrong CVV
 *   4000 0000 0000 0036                         checkout     PAYMENT.WRONG_EXPIRY              (ours) wrong expiry
 *   4000 0000 0000 0044                         checkout     PAYMENT.WRONG_NUMBER              (ours) wrong number
 *   4000 0000 0000 0127                         checkout     PAYMENT.WRONG_SECURITY_CODE       (ours) wrong security code
 *   4000 0000 0000 0010                         checkout     PAYMENT.WRONG_ADDRESS             (ours) wrong address
 *   4000 0000 0000 0119                         checkout     PAYMENT.BANK_NO_RESPONSE          (ours) bank no response
 *   4000 0000 0000 3063                         checkout     PAYMENT.ISSUER_CANNOT_AUTHENTICATE (ours) issuer cannot authenticate
 *   PayPal payer decline@example.com            checkout     PAYMENT.PAYPAL_REJECTED           (ours) PayPal rejected
 *   PayPal payer unreachable@example.com        checkout     PAYMENT.PROVIDER_UNREACHABLE      (ours) provider unreachable, use Visa or Mastercard
 *   Klarna session of an amount ending in 99    checkout     PAYMENT.KLARNA_FAILED             (ours) Klarna failure
 *   Clearpay checkout of an amount ending in 99 checkout     PAYMENT.CLEARPAY_FAILED           (ours) Clearpay failure
 *   Apple or Google Pay token, the wallet credit paying the whole order
 *                                               checkout     CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW (ours) all-wallet order needs card flow
 *   "Express buy" of a deal that needs choices (a travel deal): not a payment token; the checkout
 *   page shows PAYMENT.EXPRESS_BUY_NOT_ALLOWED's message (ours) and the normal checkout.
 * The messages marked (ours) are written once, in packages/domain/src/payment/messages.ts.
 *
 * State: in memory, per process (tokens, authorisations, captures). Tokens are single use: an
 * authorisation consumes its token. With several server processes, a token must be used on the
 * process that made it; a real provider's adapter keeps this state at the provider.
 */
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type FixedPurchaseErrorCode,
  type PurchaseError,
  paymentFailed,
  purchaseError,
} from '@kerching/domain/checkout';
import {
  CARD_BRAND_NAMES,
  type CardForm,
  type CardValidationCode,
  type PaymentFailureCode,
  type PaymentInstrumentType,
  cardRefusal,
} from '@kerching/domain/payment';
import type { CurrencyCode } from '@kerching/domain/site';
import type { Clock } from '@kerching/ports';
import type {
  AuthorisationRequest,
  PaymentAuthorisation,
  PaymentGateway,
  HostedPayments,
} from '@kerching/ports/purchase';

type Outcome = PaymentFailureCode | 'SUCCESS';

/** What the issuer answers for each test card number (any other good card pays). */
export const SANDBOX_TEST_CARDS: Readonly<Record<string, Outcome>> = {
  '4111111111111111': 'SUCCESS',
  '5555555555554444': 'SUCCESS',
  '4000000000000077': 'PAYMENT.NOT_COMPLETED',
  '4000000000000051': 'PAYMENT.FAILED',
  '4000000000000002': 'PAYMENT.DECLINED_BY_BANK',
  '4000000000000028': 'PAYMENT.DECLINED',
  '4000000000000069': 'PAYMENT.EXPIRED_CARD',
  '4000000000000101': 'PAYMENT.WRONG_CVV',
  '4000000000000036': 'PAYMENT.WRONG_EXPIRY',
  '4000000000000044': 'PAYMENT.WRONG_NUMBER',
  '4000000000000127': 'PAYMENT.WRONG_SECURITY_CODE',
  '4000000000000010': 'PAYMENT.WRONG_ADDRESS',
  '4000000000000119': 'PAYMENT.BANK_NO_RESPONSE',
  '4000000000003063': 'PAYMENT.ISSUER_CANNOT_AUTHENTICATE',
};

/** What PayPal answers for these payers (any other payer pays). */
export const SANDBOX_PAYPAL_PAYERS: Readonly<Record<string, Outcome>> = {
  'decline@example.com': 'PAYMENT.PAYPAL_REJECTED',
  'unreachable@example.com': 'PAYMENT.PROVIDER_UNREACHABLE',
};

/** A Klarna or Clearpay amount ending in these minor units fails. */
const FAILING_INSTALMENT_CENTS = 99;

/** A good card: the base of the card rows below. */
export const SANDBOX_GOOD_CARD: CardForm = {
  number: '4111 1111 1111 1111',
  expiry: '12/30',
  securityCode: '123',
  postalCode: 'SW1A 1AA',
};

/** How a row of the table pays. */
export type SandboxTestPayment =
  | { readonly kind: 'card'; readonly card: CardForm }
  | { readonly kind: 'paypal'; readonly payerEmail: string }
  | { readonly kind: 'klarna' | 'clearpay'; readonly amountMinor: number }
  /** A wallet sheet's token for an order the shopper's wallet credit pays in full. */
  | { readonly kind: 'allWallet'; readonly method: 'apple' | 'google' };

export interface SandboxTestRow {
  readonly pay: SandboxTestPayment;
  readonly refusedAt: 'card fields' | 'checkout';
  readonly code: FixedPurchaseErrorCode;
}

const card = (fields: Partial<CardForm>): SandboxTestPayment => ({
  kind: 'card',
  card: { ...SANDBOX_GOOD_CARD, ...fields },
});
const instalmentFailure = (kind: 'klarna' | 'clearpay'): SandboxTestRow => ({
  pay: { kind, amountMinor: 1000 + FAILING_INSTALMENT_CENTS },
  refusedAt: 'checkout',
  code: kind === 'klarna' ? 'PAYMENT.KLARNA_FAILED' : 'PAYMENT.CLEARPAY_FAILED',
});

/** The table at the top of this file, as data: every refusal and the test card or token that gives it. */
export const SANDBOX_TEST_PAYMENTS: readonly SandboxTestRow[] = [
  { pay: card({ expiry: '01/20' }), refusedAt: 'card fields', code: 'PAYMENT.EXPIRED_CARD' },
  { pay: card({ number: '4111 1111 1111 1112' }), refusedAt: 'card fields', code: 'PAYMENT.CARD_NUMBER_INVALID' },
  { pay: card({ expiry: '13/30' }), refusedAt: 'card fields', code: 'PAYMENT.CARD_EXPIRY_INVALID' },
  { pay: card({ number: '3782 822463 10005' }), refusedAt: 'card fields', code: 'PAYMENT.AMEX_DINERS_NOT_ACCEPTED' },
  { pay: card({ number: '3056 9309 0259 04' }), refusedAt: 'card fields', code: 'PAYMENT.AMEX_DINERS_NOT_ACCEPTED' },
  { pay: card({ securityCode: '' }), refusedAt: 'card fields', code: 'PAYMENT.SECURITY_CODE_REQUIRED' },
  { pay: card({ securityCode: '12' }), refusedAt: 'card fields', code: 'PAYMENT.SECURITY_CODE_INVALID' },
  { pay: card({ postalCode: '' }), refusedAt: 'card fields', code: 'PAYMENT.POSTAL_CODE_REQUIRED' },
  ...Object.entries(SANDBOX_TEST_CARDS).flatMap(([number, outcome]): SandboxTestRow[] =>
    outcome === 'SUCCESS' ? [] : [{ pay: card({ number }), refusedAt: 'checkout', code: outcome }],
  ),
  ...Object.entries(SANDBOX_PAYPAL_PAYERS).flatMap(([payerEmail, outcome]): SandboxTestRow[] =>
    outcome === 'SUCCESS' ? [] : [{ pay: { kind: 'paypal', payerEmail }, refusedAt: 'checkout', code: outcome }],
  ),
  instalmentFailure('klarna'),
  instalmentFailure('clearpay'),
  { pay: { kind: 'allWallet', method: 'apple' }, refusedAt: 'checkout', code: 'CHECKOUT.ALL_WALLET_NEEDS_CARD_FLOW' },
];

/** The hosted card fields' answer to each refusal: a refused brand and a past expiry use the catalogue's codes. */
const CARD_REFUSAL_CODES: Readonly<Record<CardValidationCode, FixedPurchaseErrorCode>> = {
  'PAYMENT.CARD_NUMBER_INVALID': 'PAYMENT.CARD_NUMBER_INVALID',
  'PAYMENT.CARD_BRAND_NOT_ACCEPTED': 'PAYMENT.AMEX_DINERS_NOT_ACCEPTED',
  'PAYMENT.CARD_EXPIRY_INVALID': 'PAYMENT.CARD_EXPIRY_INVALID',
  'PAYMENT.CARD_EXPIRED': 'PAYMENT.EXPIRED_CARD',
  'PAYMENT.SECURITY_CODE_REQUIRED': 'PAYMENT.SECURITY_CODE_REQUIRED',
  'PAYMENT.SECURITY_CODE_INVALID': 'PAYMENT.SECURITY_CODE_INVALID',
  'PAYMENT.POSTAL_CODE_REQUIRED': 'PAYMENT.POSTAL_CODE_REQUIRED',
};

interface TokenState {
  readonly method: PaymentInstrumentType;
  readonly cardType: string;
  /** What the issuer will answer (kept in the gateway, never the number itself outside it). */
  readonly outcome: Outcome;
  used: boolean;
}

interface Authorisation {
  readonly amountMinor: number;
  readonly currency: CurrencyCode;
  readonly reference: string;
  status: 'authorised' | 'captured' | 'voided';
}

const newToken = (prefix: string): string => `${prefix}_${randomBytes(24).toString('base64url')}`;
const METHOD_NAMES: Readonly<Record<PaymentInstrumentType, string>> = {
  card: 'Card',
  paypal: 'PayPal',
  apple: 'Apple Pay',
  google: 'Google Pay',
  clearpay: 'Clearpay',
  klarna: 'Klarna',
};

export class SandboxPaymentGateway implements PaymentGateway, HostedPayments {
  private readonly tokens = new Map<string, TokenState>();
  private readonly authorisations = new Map<string, Authorisation>();
  private readonly sessions = new Map<string, { provider: 'klarna' | 'clearpay'; amountMinor: number }>();
  private readonly approvals = new Map<string, { credit: boolean }>();

  /** `clock`: "now" for the expiry check (the server's clock; a test's own). */
  constructor(private readonly clock: Clock) {}

  private issue(method: PaymentInstrumentType, cardType: string, outcome: TokenState['outcome']): string {
    const token = newToken('pt');
    this.tokens.set(token, { method, cardType, outcome, used: false });
    return token;
  }

  /** Hosted card fields: the card is checked here and stays here; only a token comes back. */
  tokeniseCard(card: CardForm): E.Either<PurchaseError, string> {
    return pipe(
      cardRefusal(card, this.clock.now()),
      E.bimap(
        (refusal) => purchaseError(CARD_REFUSAL_CODES[refusal.code], refusal.detail),
        ({ number }) =>
          this.issue('card', CARD_BRAND_NAMES[number.brand], SANDBOX_TEST_CARDS[number.digits] ?? 'SUCCESS'),
      ),
    );
  }

  /** Card add-on (/bt/addon): the same hosted fields, for an add-on payment. */
  cardAddOn(card: CardForm): E.Either<PurchaseError, string> {
    return this.tokeniseCard(card);
  }

  createPayPalApproval(credit: boolean): string {
    const approvalId = newToken('pp');
    this.approvals.set(approvalId, { credit });
    return approvalId;
  }

  approvePayPal(approvalId: string, payerEmail: string): E.Either<PurchaseError, string> {
    const approval = this.approvals.get(approvalId);
    if (approval === undefined) return E.left(purchaseError('PAYMENT.TOKEN_INVALID', 'unknown PayPal approval'));
    this.approvals.delete(approvalId);
    const outcome = SANDBOX_PAYPAL_PAYERS[payerEmail.trim().toLowerCase()] ?? 'SUCCESS';
    return E.right(this.issue('paypal', approval.credit ? 'PayPal Credit' : 'PayPal', outcome));
  }

  /** Apple Pay or Google Pay: the device's payment sheet gives a token. */
  walletToken(method: 'apple' | 'google'): string {
    return this.issue(method, METHOD_NAMES[method], 'SUCCESS');
  }

  createKlarnaSession(amountMinor: number): string {
    return this.createSession('klarna', amountMinor);
  }

  klarnaPay(sessionId: string): E.Either<PurchaseError, string> {
    return this.paySession('klarna', sessionId);
  }

  createClearpayCheckout(amountMinor: number): string {
    return this.createSession('clearpay', amountMinor);
  }

  clearpayPay(checkoutId: string): E.Either<PurchaseError, string> {
    return this.paySession('clearpay', checkoutId);
  }

  private createSession(provider: 'klarna' | 'clearpay', amountMinor: number): string {
    const id = newToken(provider === 'klarna' ? 'kn' : 'cp');
    this.sessions.set(id, { provider, amountMinor });
    return id;
  }

  private paySession(provider: 'klarna' | 'clearpay', id: string): E.Either<PurchaseError, string> {
    const session = this.sessions.get(id);
    if (session === undefined || session.provider !== provider) {
      return E.left(purchaseError('PAYMENT.TOKEN_INVALID', `unknown ${provider} session`));
    }
    this.sessions.delete(id);
    const failed = session.amountMinor % 100 === FAILING_INSTALMENT_CENTS;
    const outcome = failed ? (provider === 'klarna' ? 'PAYMENT.KLARNA_FAILED' : 'PAYMENT.CLEARPAY_FAILED') : 'SUCCESS';
    return E.right(this.issue(provider, METHOD_NAMES[provider], outcome));
  }

  describe(paymentToken: string) {
    const state = this.tokens.get(paymentToken);
    return state === undefined || state.used
      ? TE.left(purchaseError('PAYMENT.TOKEN_INVALID', 'unknown or used payment token'))
      : TE.right({ method: state.method });
  }

  authorise(request: AuthorisationRequest): TE.TaskEither<PurchaseError, PaymentAuthorisation> {
    const state = this.tokens.get(request.paymentToken);
    if (state === undefined || state.used)
      return TE.left(purchaseError('PAYMENT.TOKEN_INVALID', 'unknown or used payment token'));
    if ([...this.authorisations.values()].some((a) => a.reference === request.reference && a.status !== 'voided')) {
      return TE.left(paymentFailed('PAYMENT.FAILED', `a payment for ${request.reference} exists`));
    }
    state.used = true;
    if (state.outcome !== 'SUCCESS') return TE.left(paymentFailed(state.outcome, `sandbox ${state.method} answer`));
    const authorisationId = newToken('auth');
    this.authorisations.set(authorisationId, {
      amountMinor: request.amountMinor,
      currency: request.currency,
      reference: request.reference,
      status: 'authorised',
    });
    return TE.right({ authorisationId, method: state.method, cardType: state.cardType });
  }

  capture(authorisationId: string) {
    const authorisation = this.authorisations.get(authorisationId);
    if (authorisation === undefined || authorisation.status !== 'authorised') {
      return TE.left(paymentFailed('PAYMENT.FAILED', 'nothing to capture'));
    }
    authorisation.status = 'captured';
    return TE.right(undefined);
  }

  void(authorisationId: string) {
    const authorisation = this.authorisations.get(authorisationId);
    if (authorisation !== undefined) authorisation.status = 'voided';
    return TE.right(undefined);
  }

  /** Captured payments (tests and the local dashboard): reference and amount. */
  captures(): ReadonlyArray<{ readonly reference: string; readonly amountMinor: number }> {
    return [...this.authorisations.values()]
      .filter((a) => a.status === 'captured')
      .map((a) => ({ reference: a.reference, amountMinor: a.amountMinor }));
  }
}
