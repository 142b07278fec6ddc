import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import {
  CARD_BRAND_NAMES,
  cardExpiredFrom,
  cardValidationMessage,
  detectCardBrand,
  luhnCheck,
  parseCardExpiry,
  validateCardExpiry,
  validateCardForm,
  validateCardNumber,
  validatePostalCode,
  validateSecurityCode,
} from './index';

const now = new Date('2025-03-15T12:00:00Z');
const codeOf = <A>(result: E.Either<{ readonly code: string }, A>): string | undefined =>
  E.isLeft(result) ? result.left.code : undefined;

describe('Luhn', () => {
  it('accepts the usual test numbers and rejects a changed digit', () => {
    expect(luhnCheck('4111111111111111')).toBe(true);
    expect(luhnCheck('5555555555554444')).toBe(true);
    expect(luhnCheck('4111111111111112')).toBe(false);
    expect(luhnCheck('')).toBe(false);
    expect(luhnCheck('4111 1111')).toBe(false);
  });
});

describe('card brand detection', () => {
  it('detects Visa, MasterCard (including the 2-series), American Express and Diners', () => {
    expect(detectCardBrand('4111 1111 1111 1111')).toEqual(O.some('visa'));
    expect(detectCardBrand('5105105105105100')).toEqual(O.some('mastercard'));
    expect(detectCardBrand('2221000000000009')).toEqual(O.some('mastercard'));
    expect(detectCardBrand('2720990000000000')).toEqual(O.some('mastercard'));
    expect(detectCardBrand('2220990000000000')).toEqual(O.none);
    expect(detectCardBrand('2721000000000000')).toEqual(O.none);
    expect(detectCardBrand('378282246310005')).toEqual(O.some('amex'));
    expect(detectCardBrand('341111111111111')).toEqual(O.some('amex'));
    expect(detectCardBrand('30569309025904')).toEqual(O.some('diners'));
    expect(detectCardBrand('38520000023237')).toEqual(O.some('diners'));
    expect(detectCardBrand('36227206271667')).toEqual(O.some('diners'));
    expect(detectCardBrand('3095000000000000')).toEqual(O.some('diners'));
    expect(detectCardBrand('39000000000000')).toEqual(O.some('diners'));
    expect(detectCardBrand('6011111111111117')).toEqual(O.none);
    expect(detectCardBrand('')).toEqual(O.none);
    expect(detectCardBrand('abcd')).toEqual(O.none);
    expect(CARD_BRAND_NAMES.mastercard).toBe('MasterCard');
  });
});

describe('card number (spec 1 §5 "Card")', () => {
  it('accepts Visa and MasterCard numbers, spaces and dashes included', () => {
    expect(validateCardNumber('4111 1111 1111 1111')).toEqual(E.right({ digits: '4111111111111111', brand: 'visa' }));
    expect(validateCardNumber('2223-0031-2200-3222')).toEqual(
      E.right({ digits: '2223003122003222', brand: 'mastercard' }),
    );
    expect(validateCardNumber('4222222222222')).toEqual(E.right({ digits: '4222222222222', brand: 'visa' }));
  });
  it('"Hmm. That card number doesn\'t look right"', () => {
    for (const bad of ['4111111111111112', '411111111111111', '1234567812345670', '', 'card']) {
      const result = validateCardNumber(bad);
      expect(codeOf(result)).toBe('PAYMENT.CARD_NUMBER_INVALID');
      expect(E.isLeft(result) && cardValidationMessage(result.left.code)).toBe(
        "Hmm. That card number doesn't look right",
      );
    }
  });
  it('"Sorry, we currently only accept Visa and MasterCard"', () => {
    for (const other of ['378282246310005', '30569309025904']) {
      const result = validateCardNumber(other);
      expect(codeOf(result)).toBe('PAYMENT.CARD_BRAND_NOT_ACCEPTED');
      expect(E.isLeft(result) && result.left.detail).toBe('Sorry, we currently only accept Visa and MasterCard');
    }
  });
});

describe('expiry (MM/YY)', () => {
  it('parses MM/YY', () => {
    expect(parseCardExpiry('03/25')).toEqual(E.right({ month: 3, year: 2025 }));
    expect(parseCardExpiry(' 12 / 30 ')).toEqual(E.right({ month: 12, year: 2030 }));
  });
  it('"This expiry date is not valid"', () => {
    for (const bad of ['13/25', '00/25', '3/25', '03/2025', '0325', '']) {
      const result = parseCardExpiry(bad);
      expect(codeOf(result)).toBe('PAYMENT.CARD_EXPIRY_INVALID');
      expect(E.isLeft(result) && result.left.detail).toBe('This expiry date is not valid');
    }
  });
  it('"Card Expired", a card being valid through the last day of its expiry month', () => {
    expect(validateCardExpiry('03/25', now)).toEqual(E.right({ month: 3, year: 2025 }));
    expect(validateCardExpiry('03/25', new Date('2025-03-31T23:59:59.999Z'))).toEqual(
      E.right({ month: 3, year: 2025 }),
    );
    expect(codeOf(validateCardExpiry('03/25', new Date('2025-04-01T00:00:00Z')))).toBe('PAYMENT.CARD_EXPIRED');
    expect(codeOf(validateCardExpiry('02/25', now))).toBe('PAYMENT.CARD_EXPIRED');
    expect(cardValidationMessage('PAYMENT.CARD_EXPIRED')).toBe('Card Expired');
    expect(cardExpiredFrom({ month: 12, year: 2025 }).toISOString()).toBe('2026-01-01T00:00:00.000Z');
  });
});

describe('security code and postal code', () => {
  it('"Security code is required" and 3 digits', () => {
    expect(validateSecurityCode(' 123 ')).toEqual(E.right('123'));
    expect(codeOf(validateSecurityCode('  '))).toBe('PAYMENT.SECURITY_CODE_REQUIRED');
    expect(cardValidationMessage('PAYMENT.SECURITY_CODE_REQUIRED')).toBe('Security code is required');
    expect(codeOf(validateSecurityCode('12'))).toBe('PAYMENT.SECURITY_CODE_INVALID');
    expect(codeOf(validateSecurityCode('1234'))).toBe('PAYMENT.SECURITY_CODE_INVALID');
    expect(codeOf(validateSecurityCode('12a'))).toBe('PAYMENT.SECURITY_CODE_INVALID');
  });
  it('"Postal code is required"', () => {
    expect(validatePostalCode(' SW1A 1AA ')).toEqual(E.right('SW1A 1AA'));
    expect(codeOf(validatePostalCode(''))).toBe('PAYMENT.POSTAL_CODE_REQUIRED');
    expect(cardValidationMessage('PAYMENT.POSTAL_CODE_REQUIRED')).toBe('Postal code is required');
  });
});

describe('validateCardForm', () => {
  it('returns the valid card', () => {
    const result = validateCardForm(
      { number: '4111111111111111', expiry: '12/27', securityCode: '123', postalCode: 'D02 X285' },
      now,
    );
    expect(result).toEqual(
      E.right({
        number: { digits: '4111111111111111', brand: 'visa' },
        expiry: { month: 12, year: 2027 },
        securityCode: '123',
        postalCode: 'D02 X285',
      }),
    );
  });
  it('reports every failing field at once', () => {
    const all = validateCardForm({ number: '378282246310005', expiry: '01/25', securityCode: '', postalCode: '' }, now);
    expect(
      E.isLeft(all) && Object.fromEntries(Object.entries(all.left).map(([field, error]) => [field, error.code])),
    ).toEqual({
      number: 'PAYMENT.CARD_BRAND_NOT_ACCEPTED',
      expiry: 'PAYMENT.CARD_EXPIRED',
      securityCode: 'PAYMENT.SECURITY_CODE_REQUIRED',
      postalCode: 'PAYMENT.POSTAL_CODE_REQUIRED',
    });
    const one = validateCardForm(
      { number: '4111111111111111', expiry: '1/2', securityCode: '123', postalCode: 'X' },
      now,
    );
    expect(E.isLeft(one) && Object.keys(one.left)).toEqual(['expiry']);
    const number = validateCardForm(
      { number: '4111111111111112', expiry: '12/27', securityCode: '123', postalCode: 'X' },
      now,
    );
    expect(E.isLeft(number) && Object.keys(number.left)).toEqual(['number']);
  });
});
