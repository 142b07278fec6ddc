/**
 * Email addresses (spec 1 §5 "Email: 'Please enter a valid email', 'Enter a valid email'").
 *
 * Which message where (our choice): the shopper's own address in account forms (login, register,
 * forgot password, subscription) gets "Please enter a valid email"; somebody else's address in a
 * form field (a gift recipient) gets the shorter "Enter a valid email". An empty field is
 * "Required field" in both.
 *
 * Accepted shape (our choice, the practical subset of RFC 5322 that mail services deliver to):
 * a local part of dot-separated runs of letters, digits and !#$%&'*+/=?^_`{|}~- (at most 64
 * characters), '@', and a domain of at least two dot-separated labels (letters, digits, inner
 * hyphens, at most 63 each) ending in a top-level domain of 2 or more letters; 254 characters in
 * all. Surrounding spaces are trimmed; case is kept.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { ENTER_A_VALID_EMAIL, PLEASE_ENTER_A_VALID_EMAIL } from './messages';
import { required } from './required';
import { type ValidationError, validationError } from './validationError';

const ATOM = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const LABEL = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const EMAIL_PATTERN = new RegExp(`^(${ATOM}(?:\\.${ATOM})*)@((?:${LABEL}\\.)+[A-Za-z]{2,63})$`);

export const EMAIL_MAX_LENGTH = 254;
export const EMAIL_LOCAL_PART_MAX_LENGTH = 64;

export const isEmail = (text: string): boolean => {
  const match = EMAIL_PATTERN.exec(text);
  return match !== null && text.length <= EMAIL_MAX_LENGTH && text.indexOf('@') <= EMAIL_LOCAL_PART_MAX_LENGTH;
};

const emailWith =
  (message: string) =>
  (text: string): E.Either<ValidationError, string> =>
    pipe(
      required(text),
      E.filterOrElse(isEmail, () => validationError('VALIDATION.EMAIL_INVALID', message)),
    );

/** The shopper's own address: "Please enter a valid email". */
export const accountEmail = emailWith(PLEASE_ENTER_A_VALID_EMAIL);

/** Somebody else's address, e.g. a gift recipient: "Enter a valid email". */
export const contactEmail = emailWith(ENTER_A_VALID_EMAIL);
