import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SITES, SITE_KEYS, isIrishSite } from '../site/site';
import {
  INSTRUMENT_KINDS,
  PAYMENT_INSTRUMENT_TYPES,
  PAYMENT_METHODS,
  type PaymentContext,
  detectCardBrand,
  eligiblePaymentMethods,
  isApplePayEligible,
  isCardExpired,
  isClearpayEligible,
  isGooglePayEligible,
  isKlarnaEligible,
  isPaymentMethodEligible,
  luhnCheck,
  parseCardExpiry,
  providerForInstrumentType,
  validateCardNumber,
} from './index';

/** The digit that makes `payload + digit` Luhn-valid. */
const checkDigit = (payload: string): string =>
  ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'].find((digit) => luhnCheck(payload + digit)) ?? 'x';

const digitString = (minLength: number, maxLength: number): fc.Arbitrary<string> =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength, maxLength }).map((digits) => digits.join(''));

const instrumentArb = fc
  .record({
    type: fc.constantFrom(...PAYMENT_INSTRUMENT_TYPES),
    kind: fc.constantFrom(...INSTRUMENT_KINDS),
    default: fc.boolean(),
  })
  .map((instrument) => ({ ...instrument, gateway: providerForInstrumentType(instrument.type) }));

const contextArb: fc.Arbitrary<PaymentContext> = fc.record({
  site: fc.constantFrom(...SITE_KEYS).map((key) => SITES[key]),
  device: fc.oneof(
    fc.record({ applePay: fc.boolean(), isInternetExplorer: fc.boolean() }),
    fc.record({ applePay: fc.boolean(), googlePay: fc.boolean(), isInternetExplorer: fc.boolean() }),
  ),
  loggedIn: fc.boolean(),
  instruments: fc.array(instrumentArb, { maxLength: 4 }),
  amountMinor: fc.oneof(fc.constantFrom(0, 99, 100, 100_000, 100_001), fc.integer({ min: 0, max: 200_000 })),
  highFraudRisk: fc.boolean(),
  subcategoryIds: fc.array(fc.constantFrom(1, 14, 197, 200, 218, 386, 711), { maxLength: 4 }),
  flags: fc.record({ clearpayEnabled: fc.boolean(), klarnaStrict: fc.boolean() }),
});

describe('payment properties', () => {
  it('Luhn: a computed check digit validates any payload, and changing any one digit breaks it', () => {
    fc.assert(
      fc.property(digitString(11, 18), fc.nat(), fc.integer({ min: 1, max: 9 }), (payload, position, shift) => {
        const valid = payload + checkDigit(payload);
        expect(luhnCheck(valid)).toBe(true);
        const index = position % valid.length;
        const changed = String((Number(valid.charAt(index)) + shift) % 10);
        const broken = valid.slice(0, index) + changed + valid.slice(index + 1);
        expect(luhnCheck(broken)).toBe(false);
      }),
    );
  });

  it('brand detection is total and ignores spaces between digit groups', () => {
    fc.assert(
      fc.property(fc.string(), digitString(1, 19), (anything, digits) => {
        const brand = detectCardBrand(anything);
        expect(O.isNone(brand) || ['visa', 'mastercard', 'amex', 'diners'].includes(brand.value)).toBe(true);
        const spaced = digits.replace(/(\d{4})(?=\d)/g, '$1 ');
        expect(detectCardBrand(spaced)).toEqual(detectCardBrand(digits));
      }),
    );
  });

  it('every Luhn-valid 16-digit Visa or MasterCard number is accepted, with its brand', () => {
    const prefix = fc.oneof(
      fc.constant('4'),
      fc.integer({ min: 51, max: 55 }).map(String),
      fc.integer({ min: 2221, max: 2720 }).map(String),
    );
    fc.assert(
      fc.property(prefix, digitString(15, 15), (start, rest) => {
        const payload = (start + rest).slice(0, 15);
        const number = payload + checkDigit(payload);
        const result = validateCardNumber(number);
        expect(E.isRight(result) && result.right.brand).toBe(start === '4' ? 'visa' : 'mastercard');
      }),
    );
  });

  it('expiry: every MM/YY parses back, and a card is valid every instant of its month and expired from the next', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 2000, max: 2099 }),
        fc.double({ min: 0, max: 1, maxExcluded: true, noNaN: true }),
        (month, year, fraction) => {
          const text = `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
          expect(parseCardExpiry(text)).toEqual(E.right({ month, year }));
          const start = Date.UTC(year, month - 1, 1);
          const end = Date.UTC(year, month, 1);
          const inside = new Date(start + Math.floor(fraction * (end - start)));
          expect(isCardExpired({ month, year }, inside)).toBe(false);
          expect(isCardExpired({ month, year }, new Date(end + Math.floor(fraction * 1e10)))).toBe(true);
        },
      ),
    );
  });

  it('Clearpay eligibility is bounded: flag on, UK site, total 1 to 1000, no fraud risk, no excluded subcategory', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        if (isClearpayEligible(context)) {
          expect(context.flags.clearpayEnabled).toBe(true);
          expect(isIrishSite(context.site)).toBe(false);
          expect(context.amountMinor).toBeGreaterThanOrEqual(100);
          expect(context.amountMinor).toBeLessThanOrEqual(100_000);
          expect(context.highFraudRisk).toBe(false);
          expect(context.subcategoryIds.some((id) => [218, 711].includes(id))).toBe(false);
          // Clearpay is never offered where Klarna's exclusions apply.
          expect(isKlarnaEligible(context)).toBe(true);
        }
      }),
    );
  });

  it('Clearpay and Klarna are monotone: fewer subcategories, no fraud risk or the normal mode never lose them', () => {
    fc.assert(
      fc.property(contextArb, fc.nat(), (context, cut) => {
        const fewer = {
          ...context,
          subcategoryIds: context.subcategoryIds.slice(0, cut % (context.subcategoryIds.length + 1)),
        };
        const safer = { ...context, highFraudRisk: false };
        const normal = { ...context, flags: { ...context.flags, klarnaStrict: false } };
        for (const rule of [isClearpayEligible, isKlarnaEligible]) {
          if (rule(context)) {
            expect(rule(fewer)).toBe(true);
            expect(rule(safer)).toBe(true);
            expect(rule(normal)).toBe(true);
          }
        }
      }),
    );
  });

  it('the eligible methods always include card, keep display order, and agree with each predicate', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        const methods = eligiblePaymentMethods(context);
        expect(methods).toContain('card');
        expect(methods).toEqual(PAYMENT_METHODS.filter((method) => methods.includes(method)));
        for (const method of PAYMENT_METHODS) {
          expect(methods.includes(method)).toBe(isPaymentMethodEligible(method, context));
        }
        expect(methods.includes('paypal')).toBe(methods.includes('paypalCredit'));
      }),
    );
  });

  it('Apple Pay and Google Pay are never offered together, and Apple Pay needs device support', () => {
    fc.assert(
      fc.property(contextArb, (context) => {
        expect(isApplePayEligible(context) && isGooglePayEligible(context)).toBe(false);
        if (isApplePayEligible(context)) expect(context.device.applePay).toBe(true);
      }),
    );
  });
});
