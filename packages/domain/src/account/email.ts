/**
 * Account emails: one account per address, whatever its case (issue 5 "case-insensitive unique
 * email"). An address is normalised once, where it enters the core: surrounding spaces trimmed and
 * the whole address lower-cased (the local part too: in practice no provider treats
 * `Jane@example.com` and `jane@example.com` as two mailboxes, and shoppers type both). Stores keep
 * the normalised form and index it (the SQL adapter adds a unique index on lower(email) as well).
 *
 * Dots and `+tags` are kept: `jane.doe+deals@gmail.com` is its own account.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { accountEmail } from '../validation/email';
import { type AccountError, fieldInvalid } from './errors';

declare const normalisedEmailBrand: unique symbol;
/** An email address trimmed and lower-cased. Only `normaliseEmail` makes one. */
export type NormalisedEmail = string & { readonly [normalisedEmailBrand]: true };

export const normaliseEmail = (text: string): NormalisedEmail => text.trim().toLowerCase() as NormalisedEmail;

/** The shopper's own address from a form: valid ("Please enter a valid email"), then normalised. */
export const accountEmailAddress = (text: string, field = 'email'): E.Either<AccountError, NormalisedEmail> =>
  pipe(
    accountEmail(text),
    E.bimap((error) => fieldInvalid(field, error.message), normaliseEmail),
  );
