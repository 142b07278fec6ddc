/**
 * Registration (spec 2 §7.8 "POST registration: body requestRegistration; three endpoint variants
 * by vip and an extra flag"; §7.3 /register, /express-register; spec 1 §5 validation).
 *
 * - standard: email, password (at least 6) and its confirmation; first and last name optional.
 * - vip: the same form, from the VIP sign-up path; the account records it so the (paid) VIP
 *   membership step follows. Registering does not make anybody a VIP member.
 * - express: email only (an express checkout's shopper); the account has no password until its
 *   owner sets one through the activation link emailed to them.
 * An optional referral origin is kept when it is a short code (account.ts `referralOrigin`).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { accountEmail } from '../validation/email';
import { type RegistrationVariant, optionalName, referralOrigin } from './account';
import { type NormalisedEmail, normaliseEmail } from './email';
import { type AccountError, fieldsChecked } from './errors';
import { confirmationMatches, passwordPolicy } from './password';

export interface RegistrationForm {
  readonly variant: RegistrationVariant;
  readonly email: string;
  /** Ignored for the express variant. */
  readonly password: string;
  readonly confirmation: string;
  readonly firstName?: string;
  readonly lastName?: string;
  readonly origin?: string;
}

export interface RegistrationRequest {
  readonly variant: RegistrationVariant;
  readonly email: NormalisedEmail;
  /** None for express registrations. */
  readonly password: O.Option<string>;
  readonly firstName: string;
  readonly lastName: string;
  readonly origin: O.Option<string>;
}

const emailMessage = (text: string): E.Either<string, string> =>
  pipe(
    accountEmail(text),
    E.mapLeft((error) => error.message),
  );

export const registrationRequest = (form: RegistrationForm): E.Either<AccountError, RegistrationRequest> => {
  const names = { firstName: optionalName(form.firstName ?? ''), lastName: optionalName(form.lastName ?? '') };
  const common = (checked: { email: string; firstName: string; lastName: string }, password: O.Option<string>) => ({
    variant: form.variant,
    email: normaliseEmail(checked.email),
    password,
    firstName: checked.firstName,
    lastName: checked.lastName,
    origin: referralOrigin(form.origin),
  });
  return form.variant === 'express'
    ? pipe(
        fieldsChecked({ email: emailMessage(form.email), ...names }),
        E.map((checked) => common(checked, O.none)),
      )
    : pipe(
        fieldsChecked({
          email: emailMessage(form.email),
          password: passwordPolicy(form.password),
          confirmation: confirmationMatches(form.password, form.confirmation),
          ...names,
        }),
        E.map((checked) => common(checked, O.some(checked.password))),
      );
};
