/**
 * The sandbox payment gateway (spec README: third-party payment providers cannot be reached, so a
 * local gateway behaves like one). It implements the PaymentGateway port and the provider-style
 * flows that make payment tokens:
 * - hosted card fields: `tokeniseCard(number, expiry, cvv)` checks the card with the domain's card
 *   rules and keeps the number *inside the gateway*; only a random token leaves it;
 * - PayPal and PayPal Credit: `createPayPalApproval` then `approvePayPal` (the shopper's approval)
 *   gives a token; Apple Pay and Google Pay: `walletToken` (the device's payment sheet);
 * - Klarna: `createKlarnaSession` (/kn/sessions) then `klarnaPay` (/kn/pay); Clearpay:
 *   `createClearpayCheckout` (/cp/checkouts) then `clearpayPay` (/cp/pay); card add-on: `cardAddOn`
 *   (/bt/addon) tokenises a card for an add-on payment.
 *
 * Test cards (any future expiry; CVV 123 unless stated) and their answers, mapped to the spec's
 * payment messages through the domain's payment failure codes:
 *   4111 1111 1111 1111, 5555 5555 5555 4444  success
 *   4000 0000 0000 0002                       declined by bank   (PAYMENT.DECLINED_BY_BANK)
 *   4000 0000 0000 0069                       expired card       (PAYMENT.EXPIRED_CARD)
 *   4000 0000 0000 0127                       wrong security code (PAYMENT.WRONG_SECURITY_CODE)
 *   4000 0000 0000 0119                       bank no response   (PAYMENT.BANK_NO_RESPONSE)
 *   4000 0000 0000 3063                       issuer cannot authenticate (PAYMENT.ISSUER_CANNOT_AUTHENTICATE)
 *   any other accepted card                   success
 * A PayPal approval with the email "decline@example.com" is rejected (PAYMENT.PAYPAL_REJECTED);
 * Klarna or Clearpay sessions of an amount ending in 99 minor units fail (their *_FAILED codes).
 *
 * State: in memory, per process (tokens, authorisations, captures). Tokens are single use: an
 * authorisation consumes its token. With several server processes, a token must be used on the
 * process that made it; a real provider's adapter keeps this state at the provider.
 */
import { randomBytes } from 'node:crypto';
import * as E from 'fp-ts/Either';
import * as TE from 'fp-ts/TaskEither';
import { type PurchaseError, paymentFailed, purchaseError } from '@kerching/domain/checkout';
import {
  CARD_BRAND_NAMES,
  type PaymentFailureCode,
  type PaymentInstrumentType,
  validateCardNumber,
  normaliseCardNumber,
} from '@kerching/domain/payment';
import type { CurrencyCode } from '@kerching/domain/site';
import type {
  AuthorisationRequest,
  PaymentAuthorisation,
  PaymentGateway,
  HostedPayments,
} from '@kerching/ports/purchase';

export const SANDBOX_TEST_CARDS: Readonly<Record<string, PaymentFailureCode | 'SUCCESS'>> = {
  '4111111111111111': 'SUCCESS',
  '5555555555554444': 'SUCCESS',
  '4000000000000002': 'PAYMENT.DECLINED_BY_BANK',
  '4000000000000069': 'PAYMENT.EXPIRED_CARD',
  '4000000000000127': 'PAYMENT.WRONG_SECURITY_CODE',
  '4000000000000119': 'PAYMENT.BANK_NO_RESPONSE',
  '4000000000003063': 'PAYMENT.ISSUER_CANNOT_AUTHENTICATE',
};

interface TokenState {
  readonly method: PaymentInstrumentType;
  readonly cardType: string;
  /** What the issuer will answer (kept in the gateway, never the number itself outside it). */
  readonly outcome: PaymentFailureCode | 'SUCCESS';
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

  private issue(method: PaymentInstrumentType, cardType: string, outcome: TokenState['outcome']): string {
    const token = newToken('pt');
    this.tokens.set(token, { method, cardType, outcome, used: false });
    return token;
  }

  /** Hosted card fields: the card is checked here and stays here; only a token comes back. */
  tokeniseCard(number: string, expiry: string, cvv: string): E.Either<PurchaseError, string> {
    const checked = validateCardNumber(number);
    if (E.isLeft(checked)) {
      const code =
        checked.left.code === 'PAYMENT.CARD_BRAND_NOT_ACCEPTED'
          ? 'PAYMENT.AMEX_DINERS_NOT_ACCEPTED'
          : 'PAYMENT.WRONG_NUMBER';
      return E.left(purchaseError(code, checked.left.detail));
    }
    if (!/^(0[1-9]|1[0-2])\/\d{2}$/.test(expiry.trim()))
      return E.left(purchaseError('PAYMENT.WRONG_EXPIRY', 'bad expiry'));
    if (!/^\d{3}$/.test(cvv.trim())) return E.left(purchaseError('PAYMENT.WRONG_CVV', 'bad security code'));
    const digits = normaliseCardNumber(number);
    const outcome = SANDBOX_TEST_CARDS[digits] ?? 'SUCCESS';
    return E.right(this.issue('card', CARD_BRAND_NAMES[checked.right.brand], outcome));
  }

  /** Card add-on (/bt/addon): the same hosted fields, for an add-on payment. */
  cardAddOn(number: string, expiry: string, cvv: string): E.Either<PurchaseError, string> {
    return this.tokeniseCard(number, expiry, cvv);
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
    const outcome = payerEmail.trim().toLowerCase() === 'decline@example.com' ? 'PAYMENT.PAYPAL_REJECTED' : 'SUCCESS';
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
    const failed = session.amountMinor % 100 === 99;
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
