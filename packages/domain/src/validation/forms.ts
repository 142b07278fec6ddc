/**
 * Whole forms, each reporting every failing field (spec 1 §5; spec 1 §2 account routes).
 *
 * - Login: an account email and a password (any length: it may predate the rule).
 * - Registration and password reset: a new password of at least 6 and its confirmation.
 * - Subscription: "Subscription email and location required".
 */
import type * as O from 'fp-ts/Option';
import { accountEmail } from './email';
import { type FormValidation, field, validateForm } from './form';
import { loginPassword, newPassword, passwordConfirmation } from './password';
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

export interface NewPasswordForm {
  readonly password: string;
  readonly confirmation: string;
}

export const newPasswordForm = (form: NewPasswordForm): FormValidation<NewPasswordForm> =>
  validateForm({
    password: field('password', newPassword(form.password)),
    confirmation: field('confirmation', passwordConfirmation(form.password, form.confirmation)),
  });

export interface RegistrationForm extends NewPasswordForm {
  readonly email: string;
}

export const registrationForm = (form: RegistrationForm): FormValidation<RegistrationForm> =>
  validateForm({
    email: field('email', accountEmail(form.email)),
    password: field('password', newPassword(form.password)),
    confirmation: field('confirmation', passwordConfirmation(form.password, form.confirmation)),
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
