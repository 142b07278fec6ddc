import { describe, expect, it } from 'vitest';
import { PAYMENT_FAILURE_CODES, PAYMENT_FAILURE_MESSAGES, isPaymentFailureCode } from './index';

describe('payment failure catalogue (spec 2 §8 "Payment")', () => {
  it("quotes 'Payment failed.' and 'An error occured, your purchase has not been completed.' verbatim", () => {
    expect(PAYMENT_FAILURE_MESSAGES['PAYMENT.FAILED']).toBe('Payment failed.');
    expect(PAYMENT_FAILURE_MESSAGES['PAYMENT.NOT_COMPLETED']).toBe(
      'An error occured, your purchase has not been completed.',
    );
  });
  it('has a code for every failure the spec describes', () => {
    expect([...PAYMENT_FAILURE_CODES].sort()).toEqual(
      [
        'PAYMENT.NOT_COMPLETED',
        'PAYMENT.FAILED',
        'PAYMENT.DECLINED_BY_BANK',
        'PAYMENT.DECLINED',
        'PAYMENT.EXPIRED_CARD',
        'PAYMENT.WRONG_CVV',
        'PAYMENT.WRONG_SECURITY_CODE',
        'PAYMENT.WRONG_EXPIRY',
        'PAYMENT.WRONG_NUMBER',
        'PAYMENT.WRONG_ADDRESS',
        'PAYMENT.AMEX_DINERS_NOT_ACCEPTED',
        'PAYMENT.PAYPAL_REJECTED',
        'PAYMENT.BANK_NO_RESPONSE',
        'PAYMENT.ISSUER_CANNOT_AUTHENTICATE',
        'PAYMENT.PROVIDER_UNREACHABLE',
        'PAYMENT.KLARNA_FAILED',
        'PAYMENT.CLEARPAY_FAILED',
        'PAYMENT.ALL_WALLET_NEEDS_CARD_FLOW',
        'PAYMENT.EXPRESS_BUY_NOT_ALLOWED',
      ].sort(),
    );
  });
  it('"provider unreachable (use Visa or Mastercard)" points the shopper to Visa or Mastercard', () => {
    expect(PAYMENT_FAILURE_MESSAGES['PAYMENT.PROVIDER_UNREACHABLE']).toContain('Visa or Mastercard');
  });
  it('"expired card" and "American Express and Diners not accepted" use spec 1 §5\'s words for them', () => {
    expect(PAYMENT_FAILURE_MESSAGES['PAYMENT.EXPIRED_CARD']).toBe('Card Expired');
    expect(PAYMENT_FAILURE_MESSAGES['PAYMENT.AMEX_DINERS_NOT_ACCEPTED']).toBe(
      'Sorry, we currently only accept Visa and MasterCard',
    );
  });
  it('gives every code a distinct, non-empty message', () => {
    const messages = Object.values(PAYMENT_FAILURE_MESSAGES);
    expect(new Set(messages).size).toBe(messages.length);
    expect(messages.every((message) => message.length > 0)).toBe(true);
  });
  it('recognises its codes', () => {
    expect(isPaymentFailureCode('PAYMENT.KLARNA_FAILED')).toBe(true);
    expect(isPaymentFailureCode('PAYMENT.NOPE')).toBe(false);
    expect(isPaymentFailureCode('toString')).toBe(false);
  });
});
