import { describe, expect, it } from 'vitest';
import { SITES } from '../site/site';
import {
  type PaymentContext,
  type PaymentInstrument,
  eligiblePaymentMethods,
  isApplePayEligible,
  isClearpayEligible,
  isGooglePayEligible,
  isKlarnaEligible,
  isOneClickPaymentAvailable,
  isPayPalCreditEligible,
  isPayPalEligible,
  klarnaExcludedSubcategoryIds,
  providerForInstrumentType,
} from './index';

const instrument = (
  type: PaymentInstrument['type'],
  kind: PaymentInstrument['kind'] = 'EXISTING',
): PaymentInstrument => ({
  type,
  kind,
  gateway: providerForInstrumentType(type),
  default: false,
});

const context = (overrides: Partial<PaymentContext> = {}): PaymentContext => ({
  site: SITES.kerching,
  device: { applePay: false, isInternetExplorer: false },
  loggedIn: false,
  instruments: [],
  amountMinor: 5000,
  highFraudRisk: false,
  subcategoryIds: [],
  flags: { clearpayEnabled: true, klarnaStrict: false },
  ...overrides,
});

const appleDevice = { applePay: true, isInternetExplorer: false };

describe('Apple Pay (spec 1 §5: "Apple Pay needs device support")', () => {
  it('a guest sees it if supported', () => {
    expect(isApplePayEligible(context({ device: appleDevice }))).toBe(true);
    expect(isApplePayEligible(context({ device: appleDevice, amountMinor: 0 }))).toBe(true);
    expect(isApplePayEligible(context())).toBe(false);
  });
  it('a logged-in user only if an instrument exists and amount non-zero', () => {
    const loggedIn = { device: appleDevice, loggedIn: true };
    expect(isApplePayEligible(context({ ...loggedIn, instruments: [instrument('apple', 'NEW')] }))).toBe(true);
    expect(isApplePayEligible(context({ ...loggedIn, instruments: [] }))).toBe(false);
    expect(isApplePayEligible(context({ ...loggedIn, instruments: [instrument('card')] }))).toBe(false);
    expect(isApplePayEligible(context({ ...loggedIn, instruments: [instrument('apple')], amountMinor: 0 }))).toBe(
      false,
    );
  });
});

describe('Google Pay (spec 1 §5: "Google Pay hidden on Apple-capable devices and Internet Explorer")', () => {
  it('is shown to a guest on other devices', () => {
    expect(isGooglePayEligible(context())).toBe(true);
    expect(
      isGooglePayEligible(context({ device: { applePay: false, googlePay: true, isInternetExplorer: false } })),
    ).toBe(true);
  });
  it('is hidden on Apple-capable devices, Internet Explorer and devices without Google Pay', () => {
    expect(isGooglePayEligible(context({ device: appleDevice }))).toBe(false);
    expect(isGooglePayEligible(context({ device: { applePay: false, isInternetExplorer: true } }))).toBe(false);
    expect(
      isGooglePayEligible(context({ device: { applePay: false, googlePay: false, isInternetExplorer: false } })),
    ).toBe(false);
  });
  it('a logged-in customer "needs saved instruments for express methods" (spec 1 §6)', () => {
    expect(isGooglePayEligible(context({ loggedIn: true }))).toBe(false);
    expect(isGooglePayEligible(context({ loggedIn: true, instruments: [instrument('google')] }))).toBe(true);
  });
});

describe('PayPal, PayPal Credit and card', () => {
  it('"PayPal hidden for zero amount", PayPal Credit alongside', () => {
    expect(isPayPalEligible(context({ amountMinor: 0 }))).toBe(false);
    expect(isPayPalCreditEligible(context({ amountMinor: 0 }))).toBe(false);
    expect(isPayPalEligible(context({ amountMinor: 1 }))).toBe(true);
    expect(isPayPalCreditEligible(context({ amountMinor: 1 }))).toBe(true);
  });
  it('card is always offered', () => {
    expect(eligiblePaymentMethods(context({ amountMinor: 0, highFraudRisk: true }))).toContain('card');
  });
});

describe('Clearpay (spec 1 §5: "applies only to totals of 1 to 1000")', () => {
  it('is behind a flag', () => {
    expect(isClearpayEligible(context())).toBe(true);
    expect(isClearpayEligible(context({ flags: { clearpayEnabled: false, klarnaStrict: false } }))).toBe(false);
  });
  it('is disabled in the Irish edition', () => {
    expect(isClearpayEligible(context({ site: SITES.kerchingie }))).toBe(false);
    expect(isClearpayEligible(context({ site: SITES.livingsocialie }))).toBe(false);
    expect(isClearpayEligible(context({ site: SITES.livingsocial }))).toBe(true);
  });
  it('totals 1 to 1000 inclusive', () => {
    expect(isClearpayEligible(context({ amountMinor: 99 }))).toBe(false);
    expect(isClearpayEligible(context({ amountMinor: 100 }))).toBe(true);
    expect(isClearpayEligible(context({ amountMinor: 100_000 }))).toBe(true);
    expect(isClearpayEligible(context({ amountMinor: 100_001 }))).toBe(false);
  });
  it("excludes high fraud risk baskets and some subcategories (Klarna's list)", () => {
    expect(isClearpayEligible(context({ highFraudRisk: true }))).toBe(false);
    expect(isClearpayEligible(context({ subcategoryIds: [12, 711] }))).toBe(false);
    expect(isClearpayEligible(context({ subcategoryIds: [197] }))).toBe(true);
    expect(
      isClearpayEligible(context({ subcategoryIds: [197], flags: { clearpayEnabled: true, klarnaStrict: true } })),
    ).toBe(false);
  });
});

describe('Klarna (spec 1 §5: "excluded for high fraud risk and subcategories 218 and 711 (also 197 and 200 in a stricter mode)")', () => {
  it('is enabled otherwise, on every site', () => {
    expect(isKlarnaEligible(context())).toBe(true);
    expect(isKlarnaEligible(context({ site: SITES.kerchingie }))).toBe(true);
  });
  it('excludes high fraud risk and subcategories 218 and 711', () => {
    expect(isKlarnaEligible(context({ highFraudRisk: true }))).toBe(false);
    expect(isKlarnaEligible(context({ subcategoryIds: [218] }))).toBe(false);
    expect(isKlarnaEligible(context({ subcategoryIds: [5, 711] }))).toBe(false);
  });
  it('also excludes 197 and 200 in the stricter mode', () => {
    const strict = { clearpayEnabled: true, klarnaStrict: true };
    expect(isKlarnaEligible(context({ subcategoryIds: [197] }))).toBe(true);
    expect(isKlarnaEligible(context({ subcategoryIds: [200] }))).toBe(true);
    expect(isKlarnaEligible(context({ subcategoryIds: [197], flags: strict }))).toBe(false);
    expect(isKlarnaEligible(context({ subcategoryIds: [200], flags: strict }))).toBe(false);
    expect(klarnaExcludedSubcategoryIds(true)).toEqual([218, 711, 197, 200]);
    expect(klarnaExcludedSubcategoryIds(false)).toEqual([218, 711]);
  });
});

describe('eligiblePaymentMethods', () => {
  it('lists the eligible methods in display order', () => {
    expect(eligiblePaymentMethods(context())).toEqual([
      'google',
      'paypal',
      'paypalCredit',
      'card',
      'clearpay',
      'klarna',
    ]);
    expect(eligiblePaymentMethods(context({ device: appleDevice, site: SITES.kerchingie }))).toEqual([
      'apple',
      'paypal',
      'paypalCredit',
      'card',
      'klarna',
    ]);
    expect(eligiblePaymentMethods(context({ amountMinor: 0, highFraudRisk: true, loggedIn: true }))).toEqual(['card']);
  });
});

describe('one-click payment (spec 1 §5: "needs a saved instrument and Apple or Google Pay availability")', () => {
  it('needs a saved instrument', () => {
    expect(isOneClickPaymentAvailable(context())).toBe(false);
    expect(isOneClickPaymentAvailable(context({ instruments: [instrument('card', 'NEW')] }))).toBe(false);
    expect(isOneClickPaymentAvailable(context({ instruments: [instrument('card')] }))).toBe(true);
  });
  it('needs Apple Pay or Google Pay availability', () => {
    const ie = { applePay: false, isInternetExplorer: true };
    expect(isOneClickPaymentAvailable(context({ instruments: [instrument('card')], device: ie }))).toBe(false);
    expect(isOneClickPaymentAvailable(context({ instruments: [instrument('card')], device: appleDevice }))).toBe(true);
  });
});
