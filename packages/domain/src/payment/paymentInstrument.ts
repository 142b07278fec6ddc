/**
 * Payment instruments (spec 1 §3 "Payment instrument"): a type, a gateway (provider), whether it is
 * the default, whether it allows a subscription, and whether it is a saved (EXISTING) instrument or
 * a NEW one the account may add.
 */

export const PAYMENT_INSTRUMENT_TYPES = ['card', 'paypal', 'apple', 'google', 'clearpay', 'klarna'] as const;
export type PaymentInstrumentType = (typeof PAYMENT_INSTRUMENT_TYPES)[number];

export const PAYMENT_PROVIDERS = ['BRAINTREE', 'CLEARPAY', 'KLARNA'] as const;
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number];

export const INSTRUMENT_KINDS = ['EXISTING', 'NEW'] as const;
export type InstrumentKind = (typeof INSTRUMENT_KINDS)[number];

export interface PaymentInstrument {
  readonly type: PaymentInstrumentType;
  readonly kind: InstrumentKind;
  readonly gateway: PaymentProvider;
  readonly default: boolean;
  /**
   * As the gateway sent it. Only the boolean `true` allows a subscription: `"true"`, `1` or a missing
   * value do not (spec 1 §5).
   */
  readonly allowSubscription?: unknown;
}

export const isPaymentInstrumentType = (value: string): value is PaymentInstrumentType =>
  (PAYMENT_INSTRUMENT_TYPES as readonly string[]).includes(value);

/** Which provider takes payments of a type: Clearpay and Klarna their own, everything else Braintree. */
export const providerForInstrumentType = (type: PaymentInstrumentType): PaymentProvider => {
  switch (type) {
    case 'clearpay':
      return 'CLEARPAY';
    case 'klarna':
      return 'KLARNA';
    default:
      return 'BRAINTREE';
  }
};

/** A subscription on a payment type needs allowSubscription to be the boolean true. */
export const allowsSubscription = (instrument: Pick<PaymentInstrument, 'allowSubscription'>): boolean =>
  instrument.allowSubscription === true;

/** A saved instrument is one the account already holds (kind EXISTING). */
export const isSavedInstrument = (instrument: PaymentInstrument): boolean => instrument.kind === 'EXISTING';
