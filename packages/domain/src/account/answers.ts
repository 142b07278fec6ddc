/**
 * No enumeration (issue 5 "Login, reset and register answer the same way whether or not the
 * account exists"; OWASP authentication cheat sheet). The answers that must not depend on whether
 * an email has an account are single values here:
 * - sign-in failures: ACCOUNT.INVALID_CREDENTIALS ('Invalid email/password. Please try again.') for
 *   an unknown email, a wrong password, and an account without a password; the password is
 *   checked against a dummy hash when there is no account, so the time taken is alike too;
 * - a password reset request and an activation request: one "requested" answer each;
 * - a registration: one "received" answer (an existing account is emailed instead of created).
 * The account lookup of spec 2 §7.8 is the spec's own exception: it tells the login page which
 * flow applies, and the edge rate-limits it.
 */
import { ACTIVATION_REQUESTED, PASSWORD_RESET_REQUESTED, REGISTRATION_CHECK_YOUR_EMAIL } from './messages';

export interface AccountAnswer<Kind extends string> {
  readonly kind: Kind;
  readonly message: string;
}

export const PASSWORD_RESET_REQUESTED_ANSWER: AccountAnswer<'password_reset_requested'> = {
  kind: 'password_reset_requested',
  message: PASSWORD_RESET_REQUESTED,
};

export const ACTIVATION_REQUESTED_ANSWER: AccountAnswer<'activation_requested'> = {
  kind: 'activation_requested',
  message: ACTIVATION_REQUESTED,
};

/**
 * Whatever the email, the body is this; only a new account also gets a session (its cookie), and
 * the page then goes on as signed in; without one it shows the message.
 */
export const REGISTRATION_RECEIVED_ANSWER: AccountAnswer<'registration_received'> = {
  kind: 'registration_received',
  message: REGISTRATION_CHECK_YOUR_EMAIL,
};
