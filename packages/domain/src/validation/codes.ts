/**
 * Codes typed by shoppers (spec 1 §5 "Gift code: 'Gift code not recognized. Please try again'",
 * "Order number and code fields: required and valid format").
 *
 * Formats (our choices; the spec does not give them). Spaces and dashes a shopper types to group
 * characters are ignored, letters are upper-cased, and the value given back is that compact form.
 * - Gift code (gift card): 6 to 24 letters and digits. A wrong shape gets the spec's "Gift code not
 *   recognized. Please try again", as does a well-shaped code the server does not know.
 * - Order number: 6 to 12 digits, optionally written with a leading '#'.
 * - Code (the voucher or security code asked with an order number): 4 to 16 letters and digits.
 * Each is "Required field" when empty.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { ENTER_A_VALID_CODE, ENTER_A_VALID_ORDER_NUMBER, GIFT_CODE_NOT_RECOGNIZED } from './messages';
import { required } from './required';
import { type ValidationError, type Validator, validationError } from './validationError';

export const GIFT_CODE_PATTERN = /^[A-Z0-9]{6,24}$/;
export const ORDER_NUMBER_PATTERN = /^[0-9]{6,12}$/;
export const CODE_PATTERN = /^[A-Z0-9]{4,16}$/;

/** Upper-cased, without spaces and dashes. */
export const compactCode = (text: string): string => text.toUpperCase().replace(/[\s-]+/g, '');

const formatted =
  (pattern: RegExp, prepare: (text: string) => string, invalid: ValidationError): Validator<string, string> =>
  (text) =>
    pipe(
      required(text),
      E.map(prepare),
      E.filterOrElse(
        (value) => pattern.test(value),
        () => invalid,
      ),
    );

/** The server's answer for a gift code it does not know, and the shape check's answer. */
export const giftCodeNotRecognized: ValidationError = validationError(
  'VALIDATION.GIFT_CODE_NOT_RECOGNIZED',
  GIFT_CODE_NOT_RECOGNIZED,
);

export const giftCode: Validator<string, string> = formatted(GIFT_CODE_PATTERN, compactCode, giftCodeNotRecognized);

export const orderNumber: Validator<string, string> = formatted(
  ORDER_NUMBER_PATTERN,
  (text) => compactCode(text).replace(/^#/, ''),
  validationError('VALIDATION.ORDER_NUMBER_INVALID', ENTER_A_VALID_ORDER_NUMBER),
);

export const orderCode: Validator<string, string> = formatted(
  CODE_PATTERN,
  compactCode,
  validationError('VALIDATION.CODE_INVALID', ENTER_A_VALID_CODE),
);
