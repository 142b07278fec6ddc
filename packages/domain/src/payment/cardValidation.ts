/**
 * Card checks (spec 1 §5 "Card"): Luhn, brand detection, expiry (MM/YY), security code and postal
 * code, each failing with a stable code whose message is the spec's, verbatim.
 *
 * Decisions:
 * - Card numbers may be typed with spaces or dashes; they are stripped before checking.
 * - A known but refused brand (American Express, Diners) gets "only accept Visa and MasterCard";
 *   an unknown prefix, a wrong length for the brand or a Luhn failure gets "doesn't look right".
 * - Expiry dates are compared in UTC: a card is valid through the last day of its expiry month.
 * - Postal codes are only required here; their format is checked by the address rules.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { SECURITY_CODE_LENGTH } from './constants';
import {
  CARD_BRAND_NOT_ACCEPTED,
  CARD_EXPIRED,
  CARD_EXPIRY_INVALID,
  CARD_NUMBER_INVALID,
  POSTAL_CODE_REQUIRED,
  SECURITY_CODE_INVALID,
  SECURITY_CODE_REQUIRED,
} from './messages';

export type CardValidationCode =
  | 'PAYMENT.CARD_NUMBER_INVALID'
  | 'PAYMENT.CARD_BRAND_NOT_ACCEPTED'
  | 'PAYMENT.CARD_EXPIRY_INVALID'
  | 'PAYMENT.CARD_EXPIRED'
  | 'PAYMENT.SECURITY_CODE_REQUIRED'
  | 'PAYMENT.SECURITY_CODE_INVALID'
  | 'PAYMENT.POSTAL_CODE_REQUIRED';

/** The message shown for each card validation code. */
export const CARD_VALIDATION_MESSAGES: Readonly<Record<CardValidationCode, string>> = {
  'PAYMENT.CARD_NUMBER_INVALID': CARD_NUMBER_INVALID,
  'PAYMENT.CARD_BRAND_NOT_ACCEPTED': CARD_BRAND_NOT_ACCEPTED,
  'PAYMENT.CARD_EXPIRY_INVALID': CARD_EXPIRY_INVALID,
  'PAYMENT.CARD_EXPIRED': CARD_EXPIRED,
  'PAYMENT.SECURITY_CODE_REQUIRED': SECURITY_CODE_REQUIRED,
  'PAYMENT.SECURITY_CODE_INVALID': SECURITY_CODE_INVALID,
  'PAYMENT.POSTAL_CODE_REQUIRED': POSTAL_CODE_REQUIRED,
};

export const cardValidationMessage = (code: CardValidationCode): string => CARD_VALIDATION_MESSAGES[code];

const invalid = <C extends CardValidationCode>(code: C): DomainError<C> =>
  domainError(code, CARD_VALIDATION_MESSAGES[code]);

// ---------------------------------------------------------------------------------------------
// Card number

/** Removes the spaces and dashes a shopper may type between digit groups. */
export const normaliseCardNumber = (input: string): string => input.replace(/[\s-]/g, '');

/** The Luhn (mod 10) checksum over a string of digits; false for anything that is not all digits. */
export const luhnCheck = (digits: string): boolean => {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits.charAt(digits.length - 1 - i));
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
};

export const CARD_BRANDS = ['visa', 'mastercard', 'amex', 'diners'] as const;
export type CardBrand = (typeof CARD_BRANDS)[number];

export const ACCEPTED_CARD_BRANDS = ['visa', 'mastercard'] as const;
export type AcceptedCardBrand = (typeof ACCEPTED_CARD_BRANDS)[number];

export const CARD_BRAND_NAMES: Readonly<Record<CardBrand, string>> = {
  visa: 'Visa',
  mastercard: 'MasterCard',
  amex: 'American Express',
  diners: 'Diners Club',
};

/** Valid lengths per brand. */
export const CARD_NUMBER_LENGTHS: Readonly<Record<CardBrand, readonly number[]>> = {
  visa: [13, 16, 19],
  mastercard: [16],
  amex: [15],
  diners: [14, 15, 16, 17, 18, 19],
};

const inRange = (value: number, low: number, high: number): boolean => value >= low && value <= high;

/**
 * The brand a number's prefix identifies: Visa 4; MasterCard 51-55 and 2221-2720; American Express
 * 34 and 37; Diners 300-305, 3095, 36, 38 and 39. Total: anything else is none.
 */
export const detectCardBrand = (input: string): O.Option<CardBrand> => {
  const digits = normaliseCardNumber(input);
  if (!/^\d+$/.test(digits)) return O.none;
  const two = Number(digits.slice(0, 2));
  const three = Number(digits.slice(0, 3));
  const four = Number(digits.slice(0, 4));
  if (digits.startsWith('4')) return O.some('visa');
  // A shorter prefix reads as a smaller number, so it never falls in a longer prefix's range.
  if (inRange(two, 51, 55) || inRange(four, 2221, 2720)) return O.some('mastercard');
  if (two === 34 || two === 37) return O.some('amex');
  if (two === 36 || two === 38 || two === 39 || inRange(three, 300, 305) || four === 3095) return O.some('diners');
  return O.none;
};

export const isAcceptedCardBrand = (brand: CardBrand): brand is AcceptedCardBrand =>
  (ACCEPTED_CARD_BRANDS as readonly string[]).includes(brand);

export interface CardNumber {
  readonly digits: string;
  readonly brand: AcceptedCardBrand;
}

/** A card number we can take: a Visa or MasterCard of the right length that passes Luhn. */
export const validateCardNumber = (
  input: string,
): E.Either<DomainError<'PAYMENT.CARD_NUMBER_INVALID' | 'PAYMENT.CARD_BRAND_NOT_ACCEPTED'>, CardNumber> => {
  const digits = normaliseCardNumber(input);
  const brand = detectCardBrand(digits);
  if (O.isNone(brand)) return E.left(invalid('PAYMENT.CARD_NUMBER_INVALID'));
  if (!isAcceptedCardBrand(brand.value)) return E.left(invalid('PAYMENT.CARD_BRAND_NOT_ACCEPTED'));
  if (!CARD_NUMBER_LENGTHS[brand.value].includes(digits.length) || !luhnCheck(digits)) {
    return E.left(invalid('PAYMENT.CARD_NUMBER_INVALID'));
  }
  return E.right({ digits, brand: brand.value });
};

// ---------------------------------------------------------------------------------------------
// Expiry

export interface CardExpiry {
  /** 1 to 12. */
  readonly month: number;
  /** Four digits. */
  readonly year: number;
}

/** Parses "MM/YY" (spaces around the slash tolerated) into a month and a four-digit year. */
export const parseCardExpiry = (input: string): E.Either<DomainError<'PAYMENT.CARD_EXPIRY_INVALID'>, CardExpiry> => {
  const match = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(input);
  const month = Number(match?.[1]);
  const year = 2000 + Number(match?.[2]);
  return match !== null && inRange(month, 1, 12)
    ? E.right({ month, year })
    : E.left(invalid('PAYMENT.CARD_EXPIRY_INVALID'));
};

/** The first instant (UTC) at which a card is expired: the start of the month after its expiry month. */
export const cardExpiredFrom = (expiry: CardExpiry): Date => new Date(Date.UTC(expiry.year, expiry.month, 1));

/** A card is valid through the last day of its expiry month. */
export const isCardExpired = (expiry: CardExpiry, now: Date): boolean =>
  now.getTime() >= cardExpiredFrom(expiry).getTime();

/** A well-formed expiry that has not passed at `now`. */
export const validateCardExpiry = (
  input: string,
  now: Date,
): E.Either<DomainError<'PAYMENT.CARD_EXPIRY_INVALID' | 'PAYMENT.CARD_EXPIRED'>, CardExpiry> =>
  pipe(
    parseCardExpiry(input),
    E.chainW((expiry) => (isCardExpired(expiry, now) ? E.left(invalid('PAYMENT.CARD_EXPIRED')) : E.right(expiry))),
  );

// ---------------------------------------------------------------------------------------------
// Security code and postal code

/** The security code is required and has exactly 3 digits. */
export const validateSecurityCode = (
  input: string,
): E.Either<DomainError<'PAYMENT.SECURITY_CODE_REQUIRED' | 'PAYMENT.SECURITY_CODE_INVALID'>, string> => {
  const code = input.trim();
  if (code === '') return E.left(invalid('PAYMENT.SECURITY_CODE_REQUIRED'));
  return new RegExp(`^\\d{${SECURITY_CODE_LENGTH}}$`).test(code)
    ? E.right(code)
    : E.left(invalid('PAYMENT.SECURITY_CODE_INVALID'));
};

/** The postal code is required. */
export const validatePostalCode = (input: string): E.Either<DomainError<'PAYMENT.POSTAL_CODE_REQUIRED'>, string> => {
  const code = input.trim();
  return code === '' ? E.left(invalid('PAYMENT.POSTAL_CODE_REQUIRED')) : E.right(code);
};

// ---------------------------------------------------------------------------------------------
// The whole card form

export interface CardForm {
  readonly number: string;
  readonly expiry: string;
  readonly securityCode: string;
  readonly postalCode: string;
}

export interface ValidCard {
  readonly number: CardNumber;
  readonly expiry: CardExpiry;
  readonly securityCode: string;
  readonly postalCode: string;
}

/** Field errors of a card form: every failing field, so the form can show them all at once. */
export type CardFormErrors = Partial<Readonly<Record<keyof CardForm, DomainError<CardValidationCode>>>>;

/** Checks every field of a card form at `now`. */
export const validateCardForm = (form: CardForm, now: Date): E.Either<CardFormErrors, ValidCard> => {
  const number = validateCardNumber(form.number);
  const expiry = validateCardExpiry(form.expiry, now);
  const securityCode = validateSecurityCode(form.securityCode);
  const postalCode = validatePostalCode(form.postalCode);
  if (E.isRight(number) && E.isRight(expiry) && E.isRight(securityCode) && E.isRight(postalCode)) {
    return E.right({
      number: number.right,
      expiry: expiry.right,
      securityCode: securityCode.right,
      postalCode: postalCode.right,
    });
  }
  return E.left({
    ...(E.isLeft(number) ? { number: number.left } : {}),
    ...(E.isLeft(expiry) ? { expiry: expiry.left } : {}),
    ...(E.isLeft(securityCode) ? { securityCode: securityCode.left } : {}),
    ...(E.isLeft(postalCode) ? { postalCode: postalCode.left } : {}),
  });
};

/** The order a card form's fields are shown in, so "the first problem" means the first one a shopper meets. */
export const CARD_FORM_FIELDS: readonly (keyof CardForm)[] = ['number', 'expiry', 'securityCode', 'postalCode'];

/**
 * A card as a provider takes it at `now` (spec 1 §5 "Card"), or the one reason it refuses it: the
 * first failing field's error, in the form's field order. A gateway answers with one refusal, where
 * the form shows every field's.
 */
export const cardRefusal = (form: CardForm, now: Date): E.Either<DomainError<CardValidationCode>, ValidCard> =>
  pipe(
    validateCardNumber(form.number),
    E.bindTo('number'),
    E.bindW('expiry', () => validateCardExpiry(form.expiry, now)),
    E.bindW('securityCode', () => validateSecurityCode(form.securityCode)),
    E.bindW('postalCode', () => validatePostalCode(form.postalCode)),
  );
