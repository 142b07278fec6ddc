/**
 * The payment failure catalogue (spec 2 §8 "Payment"): one stable code per failure, each with the
 * message a shopper sees. Gateways (the sandbox, a real provider's adapter) map their own answers to
 * these codes; the edges show `paymentFailureMessage(code)`.
 */
import { type DomainError, domainError } from '../shared/error';
import {
  PAYMENT_ALL_WALLET_NEEDS_CARD_FLOW,
  PAYMENT_AMEX_DINERS_NOT_ACCEPTED,
  PAYMENT_BANK_NO_RESPONSE,
  PAYMENT_CLEARPAY_FAILED,
  PAYMENT_DECLINED,
  PAYMENT_DECLINED_BY_BANK,
  PAYMENT_EXPIRED_CARD,
  PAYMENT_EXPRESS_BUY_NOT_ALLOWED,
  PAYMENT_FAILED,
  PAYMENT_ISSUER_CANNOT_AUTHENTICATE,
  PAYMENT_KLARNA_FAILED,
  PAYMENT_PAYPAL_REJECTED,
  PAYMENT_PROVIDER_UNREACHABLE,
  PAYMENT_WRONG_ADDRESS,
  PAYMENT_WRONG_CVV,
  PAYMENT_WRONG_EXPIRY,
  PAYMENT_WRONG_NUMBER,
  PAYMENT_WRONG_SECURITY_CODE,
  PURCHASE_NOT_COMPLETED,
} from './messages';

export const PAYMENT_FAILURE_MESSAGES = {
  'PAYMENT.NOT_COMPLETED': PURCHASE_NOT_COMPLETED,
  'PAYMENT.FAILED': PAYMENT_FAILED,
  'PAYMENT.DECLINED_BY_BANK': PAYMENT_DECLINED_BY_BANK,
  'PAYMENT.DECLINED': PAYMENT_DECLINED,
  'PAYMENT.EXPIRED_CARD': PAYMENT_EXPIRED_CARD,
  'PAYMENT.WRONG_CVV': PAYMENT_WRONG_CVV,
  'PAYMENT.WRONG_SECURITY_CODE': PAYMENT_WRONG_SECURITY_CODE,
  'PAYMENT.WRONG_EXPIRY': PAYMENT_WRONG_EXPIRY,
  'PAYMENT.WRONG_NUMBER': PAYMENT_WRONG_NUMBER,
  'PAYMENT.WRONG_ADDRESS': PAYMENT_WRONG_ADDRESS,
  'PAYMENT.AMEX_DINERS_NOT_ACCEPTED': PAYMENT_AMEX_DINERS_NOT_ACCEPTED,
  'PAYMENT.PAYPAL_REJECTED': PAYMENT_PAYPAL_REJECTED,
  'PAYMENT.BANK_NO_RESPONSE': PAYMENT_BANK_NO_RESPONSE,
  'PAYMENT.ISSUER_CANNOT_AUTHENTICATE': PAYMENT_ISSUER_CANNOT_AUTHENTICATE,
  'PAYMENT.PROVIDER_UNREACHABLE': PAYMENT_PROVIDER_UNREACHABLE,
  'PAYMENT.KLARNA_FAILED': PAYMENT_KLARNA_FAILED,
  'PAYMENT.CLEARPAY_FAILED': PAYMENT_CLEARPAY_FAILED,
  'PAYMENT.ALL_WALLET_NEEDS_CARD_FLOW': PAYMENT_ALL_WALLET_NEEDS_CARD_FLOW,
  'PAYMENT.EXPRESS_BUY_NOT_ALLOWED': PAYMENT_EXPRESS_BUY_NOT_ALLOWED,
} as const satisfies Readonly<Record<string, string>>;

export type PaymentFailureCode = keyof typeof PAYMENT_FAILURE_MESSAGES;

export const isPaymentFailureCode = (value: string): value is PaymentFailureCode =>
  Object.prototype.hasOwnProperty.call(PAYMENT_FAILURE_MESSAGES, value);

export const PAYMENT_FAILURE_CODES: readonly PaymentFailureCode[] =
  Object.keys(PAYMENT_FAILURE_MESSAGES).filter(isPaymentFailureCode);

export const paymentFailureMessage = (code: PaymentFailureCode): string => PAYMENT_FAILURE_MESSAGES[code];

/** A payment failure as a domain error; `detail` is for logs (what the provider said), not shown to shoppers. */
export const paymentFailure = (code: PaymentFailureCode, detail: string): DomainError<PaymentFailureCode> =>
  domainError(code, detail);
