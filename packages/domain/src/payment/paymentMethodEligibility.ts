/**
 * Which payment methods a shopper may use (spec 1 §5 "Payment methods", §6 roles), as pure
 * predicates over one context, plus `eligiblePaymentMethods` listing them in display order.
 *
 * Decisions where the spec is brief:
 * - "An instrument exists" for Apple Pay means the account's payment options list an `apple`
 *   instrument (EXISTING or NEW: the gateway offering it to this account).
 * - Spec 1 §6 says a logged-in customer "needs saved instruments for express methods", so Google Pay
 *   for a logged-in user likewise needs a `google` instrument in that list; a guest sees it when the
 *   device is not Apple-capable and not Internet Explorer. A device that reports `googlePay: false`
 *   never sees it; an unreported capability does not hide it.
 * - Clearpay's "some subcategories" are Klarna's exclusion list, in the same (normal or strict) mode.
 * - Klarna has no amount rule in the spec, so none is applied.
 */
import type { Site } from '../site/site';
import { isIrishSite } from '../site/site';
import {
  CLEARPAY_MAX_TOTAL_MAJOR,
  CLEARPAY_MIN_TOTAL_MAJOR,
  KLARNA_EXCLUDED_SUBCATEGORY_IDS,
  KLARNA_STRICT_EXTRA_EXCLUDED_SUBCATEGORY_IDS,
  MINOR_UNITS_PER_MAJOR,
} from './constants';
import type { PaymentInstrument, PaymentInstrumentType } from './paymentInstrument';
import { isSavedInstrument } from './paymentInstrument';

export interface DeviceCapabilities {
  readonly applePay: boolean;
  readonly googlePay?: boolean;
  readonly isInternetExplorer: boolean;
}

export interface PaymentFlags {
  readonly clearpayEnabled: boolean;
  readonly klarnaStrict: boolean;
}

export interface PaymentContext {
  readonly site: Site;
  readonly device: DeviceCapabilities;
  readonly loggedIn: boolean;
  /** The account's payment instruments (empty for a guest). */
  readonly instruments: readonly PaymentInstrument[];
  /** The amount to pay, in minor units. */
  readonly amountMinor: number;
  readonly highFraudRisk: boolean;
  /** Subcategory ids of the basket's products. */
  readonly subcategoryIds: readonly number[];
  readonly flags: PaymentFlags;
}

/** A payment method is an instrument type, or PayPal Credit offered alongside PayPal. */
export type PaymentMethod = PaymentInstrumentType | 'paypalCredit';

/** Display order of the methods. */
export const PAYMENT_METHODS: readonly PaymentMethod[] = [
  'apple',
  'google',
  'paypal',
  'paypalCredit',
  'card',
  'clearpay',
  'klarna',
];

const hasInstrumentOfType = (context: PaymentContext, type: PaymentInstrumentType): boolean =>
  context.instruments.some((instrument) => instrument.type === type);

/** Apple Pay: device support; a guest sees it if supported; a logged-in user only with an instrument and a non-zero amount. */
export const isApplePayEligible = (context: PaymentContext): boolean =>
  context.device.applePay && (!context.loggedIn || (hasInstrumentOfType(context, 'apple') && context.amountMinor > 0));

/** Google Pay: hidden on Apple-capable devices and Internet Explorer (and see the module notes). */
export const isGooglePayEligible = (context: PaymentContext): boolean =>
  !context.device.applePay &&
  !context.device.isInternetExplorer &&
  context.device.googlePay !== false &&
  (!context.loggedIn || hasInstrumentOfType(context, 'google'));

/** PayPal: hidden for a zero amount. */
export const isPayPalEligible = (context: PaymentContext): boolean => context.amountMinor > 0;

/** PayPal Credit is offered alongside PayPal. */
export const isPayPalCreditEligible = isPayPalEligible;

/** Card is always available. */
export const isCardEligible = (_context: PaymentContext): boolean => true;

/** Subcategories Klarna excludes: 218 and 711, plus 197 and 200 in the stricter mode. */
export const klarnaExcludedSubcategoryIds = (strict: boolean): readonly number[] =>
  strict
    ? [...KLARNA_EXCLUDED_SUBCATEGORY_IDS, ...KLARNA_STRICT_EXTRA_EXCLUDED_SUBCATEGORY_IDS]
    : KLARNA_EXCLUDED_SUBCATEGORY_IDS;

const hasExcludedSubcategory = (context: PaymentContext): boolean => {
  const excluded = klarnaExcludedSubcategoryIds(context.flags.klarnaStrict);
  return context.subcategoryIds.some((id) => excluded.includes(id));
};

/** Clearpay's inclusive total range, in minor units. */
export const isWithinClearpayRange = (amountMinor: number): boolean =>
  amountMinor >= CLEARPAY_MIN_TOTAL_MAJOR * MINOR_UNITS_PER_MAJOR &&
  amountMinor <= CLEARPAY_MAX_TOTAL_MAJOR * MINOR_UNITS_PER_MAJOR;

/** Clearpay: behind a flag, disabled on Irish sites, totals 1 to 1000, not for high fraud risk or excluded subcategories. */
export const isClearpayEligible = (context: PaymentContext): boolean =>
  context.flags.clearpayEnabled &&
  !isIrishSite(context.site) &&
  isWithinClearpayRange(context.amountMinor) &&
  !context.highFraudRisk &&
  !hasExcludedSubcategory(context);

/** Klarna: enabled; not for high fraud risk baskets or excluded subcategories. */
export const isKlarnaEligible = (context: PaymentContext): boolean =>
  !context.highFraudRisk && !hasExcludedSubcategory(context);

const ELIGIBILITY: Readonly<Record<PaymentMethod, (context: PaymentContext) => boolean>> = {
  apple: isApplePayEligible,
  google: isGooglePayEligible,
  paypal: isPayPalEligible,
  paypalCredit: isPayPalCreditEligible,
  card: isCardEligible,
  clearpay: isClearpayEligible,
  klarna: isKlarnaEligible,
};

export const isPaymentMethodEligible = (method: PaymentMethod, context: PaymentContext): boolean =>
  ELIGIBILITY[method](context);

/** The eligible payment methods, in display order. */
export const eligiblePaymentMethods = (context: PaymentContext): readonly PaymentMethod[] =>
  PAYMENT_METHODS.filter((method) => isPaymentMethodEligible(method, context));

/** One-click payment needs a saved instrument and Apple Pay or Google Pay availability. */
export const isOneClickPaymentAvailable = (context: PaymentContext): boolean =>
  context.instruments.some(isSavedInstrument) && (isApplePayEligible(context) || isGooglePayEligible(context));
