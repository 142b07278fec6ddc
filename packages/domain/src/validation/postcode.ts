/**
 * Postcodes (spec 1 §5 "Postcode: 'Enter a valid postcode', 'Invalid postcode', Irish Eircode
 * variant; lookup failures invite manual entry"; spec 2 §8 Address).
 *
 * - UK postcode: outward code (1-2 letters, a digit, an optional letter or digit) and inward code
 *   (a digit and two letters other than C, I, K, M, O, V), plus the special GIR 0AA. Input is
 *   upper-cased and its spaces removed; the value given back is the canonical "SW1A 1AA".
 *   A wrong shape is "Enter a valid postcode".
 * - "Invalid postcode" is for a well-shaped postcode that the address service does not know.
 * - Eircode (Ireland): a routing key (one of A C D E F H K N P R T V W X Y and two digits, or
 *   D6W) and four characters from 0-9 and those letters, written "A65 F4E2". A wrong shape is
 *   "Enter a valid Eircode" (our wording).
 * - A failed lookup gives the spec's invitation to enter the address by hand.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import type { CountryCode } from '../site/site';
import { ENTER_A_VALID_EIRCODE, ENTER_A_VALID_POSTCODE, INVALID_POSTCODE, POSTCODE_LOOKUP_FAILED } from './messages';
import { required } from './required';
import { type ValidationError, type Validator, validationError } from './validationError';

const UK_POSTCODE = /^(?:([A-Z]{1,2}[0-9][A-Z0-9]?)([0-9][ABD-HJLNP-UW-Z]{2})|(GIR)(0AA))$/;
const EIRCODE = /^([ACDEFHKNPRTVWXY][0-9]{2}|D6W)([0-9ACDEFHKNPRTVWXY]{4})$/;

const compact = (text: string): string => text.toUpperCase().replace(/\s+/g, '');

/** Two captured parts joined by one space, from the first pair of groups that matched. */
const canonical =
  (pattern: RegExp) =>
  (text: string): O.Option<string> =>
    pipe(
      O.fromNullable(pattern.exec(compact(text))),
      O.map((m) =>
        m
          .slice(1)
          .filter((part): part is string => part !== undefined)
          .join(' '),
      ),
    );

/** "sw1a1aa" -> some("SW1A 1AA"); none when it is not shaped like a UK postcode. */
export const normaliseUkPostcode = canonical(UK_POSTCODE);

/** "a65f4e2" -> some("A65 F4E2"); none when it is not shaped like an Eircode. */
export const normaliseEircode = canonical(EIRCODE);

const shaped =
  (normalise: (text: string) => O.Option<string>, invalid: ValidationError): Validator<string, string> =>
  (text) =>
    pipe(
      required(text),
      E.chain((value) =>
        pipe(
          normalise(value),
          E.fromOption(() => invalid),
        ),
      ),
    );

export const ukPostcode: Validator<string, string> = shaped(
  normaliseUkPostcode,
  validationError('VALIDATION.POSTCODE_INVALID', ENTER_A_VALID_POSTCODE),
);

export const eircode: Validator<string, string> = shaped(
  normaliseEircode,
  validationError('VALIDATION.EIRCODE_INVALID', ENTER_A_VALID_EIRCODE),
);

/** The postcode validator of a country: Eircode in Ireland, UK postcode otherwise. */
export const postcodeFor = (country: CountryCode): Validator<string, string> =>
  country === 'ie' ? eircode : ukPostcode;

/** After the address service answered: "Invalid postcode" when it does not know the postcode. */
export const knownPostcode = (postcode: string, found: boolean): E.Either<ValidationError, string> =>
  found ? E.right(postcode) : E.left(validationError('VALIDATION.POSTCODE_NOT_FOUND', INVALID_POSTCODE));

/** The address service could not be reached or failed: invite manual entry. */
export const postcodeLookupFailed: ValidationError = validationError(
  'VALIDATION.POSTCODE_LOOKUP_FAILED',
  POSTCODE_LOOKUP_FAILED,
);
