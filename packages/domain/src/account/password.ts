/**
 * The password policy (spec 1 §5 "Password at least 6 characters ('Password must be at least 6
 * characters'); confirmation must match ('Passwords should match')"; spec 2 §9 "Password minimum
 * 6"; issue 5 "Passwords of up to at least 64 characters are accepted").
 *
 * Our choices, after NIST SP 800-63B §5.1.1:
 * - Length is counted in Unicode code points (validation family's `characterCount`).
 * - At least 6 (the spec), at most PASSWORD_MAX_LENGTH = 1024: long passphrases are welcome, and
 *   the cap only keeps the memory-hard hash's input bounded (a 1 MB "password" must not cost CPU).
 * - No composition rules (digits, symbols) and no truncation; the password is kept exactly as typed,
 *   spaces included.
 * - Logging in only needs a non-empty password within the cap (accounts may predate the minimum);
 *   anything over the cap is simply wrong, without being hashed.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { characterCount } from '../validation/characters';
import { newPassword, passwordConfirmation } from '../validation/password';
import { type AccountError, fieldsChecked } from './errors';
import { passwordTooLong } from './messages';

export { PASSWORD_MIN_LENGTH } from '../validation/password';
export const PASSWORD_MAX_LENGTH = 1024;

/** A password being set: at least 6, at most 1024 characters; a failure is the message to show. */
export const passwordPolicy = (password: string): E.Either<string, string> =>
  pipe(
    newPassword(password),
    E.mapLeft((error) => error.message),
    E.filterOrElse(
      (p) => characterCount(p) <= PASSWORD_MAX_LENGTH,
      () => passwordTooLong(PASSWORD_MAX_LENGTH),
    ),
  );

/** The confirmation field: "Passwords should match". */
export const confirmationMatches = (password: string, confirmation: string): E.Either<string, string> =>
  pipe(
    passwordConfirmation(password, confirmation),
    E.mapLeft((error) => error.message),
  );

/** A password being set with its confirmation: every failing field. */
export const acceptableNewPassword = (password: string, confirmation: string): E.Either<AccountError, string> =>
  pipe(
    fieldsChecked({ password: passwordPolicy(password), confirmation: confirmationMatches(password, confirmation) }),
    E.map((form) => form.password),
  );

/** Worth checking against a stored hash at login: non-empty and within the cap. */
export const isPlausibleLoginPassword = (password: string): boolean =>
  password !== '' && characterCount(password) <= PASSWORD_MAX_LENGTH;
