/**
 * Passwords (spec 1 §5 "Password at least 6 characters ('Password must be at least 6
 * characters'); confirmation must match ('Passwords should match')"; spec 2 §9 "Password
 * minimum 6").
 *
 * Our choices: characters are Unicode code points (an emoji is one); a password is kept exactly
 * as typed, spaces included; an empty password is "Required field". Logging in only needs a
 * password (accounts may predate the rule); setting one needs the minimum.
 */
import * as E from 'fp-ts/Either';
import { characterCount } from './characters';
import { PASSWORDS_SHOULD_MATCH, PASSWORD_TOO_SHORT } from './messages';
import { requiredFieldError } from './required';
import { type ValidationError, validationError } from './validationError';

export const PASSWORD_MIN_LENGTH = 6;

/** A password being set: at least 6 characters. */
export const newPassword = (text: string): E.Either<ValidationError, string> => {
  if (text === '') return E.left(requiredFieldError);
  return characterCount(text) < PASSWORD_MIN_LENGTH
    ? E.left(validationError('VALIDATION.PASSWORD_TOO_SHORT', PASSWORD_TOO_SHORT))
    : E.right(text);
};

/** A password being used to log in: only required. */
export const loginPassword = (text: string): E.Either<ValidationError, string> =>
  text === '' ? E.left(requiredFieldError) : E.right(text);

/** The confirmation must be the same text as the password. */
export const passwordConfirmation = (password: string, confirmation: string): E.Either<ValidationError, string> =>
  confirmation === password
    ? E.right(confirmation)
    : E.left(validationError('VALIDATION.PASSWORDS_DO_NOT_MATCH', PASSWORDS_SHOULD_MATCH));
