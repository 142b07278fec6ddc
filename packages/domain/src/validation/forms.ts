/**
 * Whole forms, each reporting every failing field (spec 1 §5; spec 1 §2 account routes).
 *
 * - Login: an account email and a password (any length: it may predate the rule).
 * - Subscription: "Subscription email and location required".
 * (Registration and new passwords are the account family's `registrationRequest` and
 * `acceptableNewPassword`.)
 */
import type * as O from 'fp-ts/Option';
import { accountEmail } from './email';
import { type FormValidation, field, validateForm } from './form';
import { loginPassword } from './password';
import { requiredChoice, requiredFieldError } from './required';

export interface LoginForm {
  readonly email: string;
  readonly password: string;
}

export const loginForm = (form: LoginForm): FormValidation<LoginForm> =>
  validateForm({
    email: field('email', accountEmail(form.email)),
    password: field('password', loginPassword(form.password)),
  });

export interface SubscriptionForm {
  readonly email: string;
  /** The chosen location's short name; none until one is picked. */
  readonly location: O.Option<string>;
}

export interface SubscriptionRequest {
  readonly email: string;
  readonly location: string;
}

export const subscriptionForm = (form: SubscriptionForm): FormValidation<SubscriptionRequest> =>
  validateForm({
    email: field('email', accountEmail(form.email)),
    location: field('location', requiredChoice(requiredFieldError)(form.location)),
  });
