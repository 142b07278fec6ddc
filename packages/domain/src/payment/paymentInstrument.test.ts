import { describe, expect, it } from 'vitest';
import { allowsSubscription, isPaymentInstrumentType, isSavedInstrument, providerForInstrumentType } from './index';

describe('payment instruments (spec 1 §3)', () => {
  it('"A subscription on a payment type needs allowSubscription boolean true"', () => {
    expect(allowsSubscription({ allowSubscription: true })).toBe(true);
    expect(allowsSubscription({ allowSubscription: 'true' })).toBe(false);
    expect(allowsSubscription({ allowSubscription: 1 })).toBe(false);
    expect(allowsSubscription({ allowSubscription: false })).toBe(false);
    expect(allowsSubscription({})).toBe(false);
  });
  it('maps each type to its provider: BRAINTREE, CLEARPAY, KLARNA', () => {
    expect(providerForInstrumentType('card')).toBe('BRAINTREE');
    expect(providerForInstrumentType('paypal')).toBe('BRAINTREE');
    expect(providerForInstrumentType('apple')).toBe('BRAINTREE');
    expect(providerForInstrumentType('google')).toBe('BRAINTREE');
    expect(providerForInstrumentType('clearpay')).toBe('CLEARPAY');
    expect(providerForInstrumentType('klarna')).toBe('KLARNA');
  });
  it('knows the instrument types card, paypal, apple, google, clearpay, klarna', () => {
    expect(['card', 'paypal', 'apple', 'google', 'clearpay', 'klarna'].every(isPaymentInstrumentType)).toBe(true);
    expect(isPaymentInstrumentType('amex')).toBe(false);
  });
});

describe('instrument kinds EXISTING, NEW', () => {
  it('a saved instrument is an EXISTING one', () => {
    expect(isSavedInstrument({ type: 'card', kind: 'EXISTING', gateway: 'BRAINTREE', default: true })).toBe(true);
    expect(isSavedInstrument({ type: 'card', kind: 'NEW', gateway: 'BRAINTREE', default: false })).toBe(false);
  });
});
