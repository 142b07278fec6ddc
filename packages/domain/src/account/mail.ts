/**
 * The emails of the account family, as plain text (OUR WORDING throughout: the spec shows none).
 * A mailer adapter puts them in the outbox (and sends them by SMTP when configured).
 */
import { PASSWORD_RESET_TOKEN_LIFETIME_MS, ACTIVATION_TOKEN_LIFETIME_MS } from './oneTimeToken';

export const MAIL_KINDS = [
  'password_reset',
  'activation',
  'already_registered',
  'password_changed',
  'newsletter_welcome',
  'account_deletion',
  'order_confirmation',
  'back_in_stock',
] as const;
export type MailKind = (typeof MAIL_KINDS)[number];

export interface MailContent {
  readonly kind: MailKind;
  readonly subject: string;
  readonly text: string;
}

const HOUR_MS = 60 * 60 * 1000;
const hours = (ms: number): number => Math.round(ms / HOUR_MS);
const days = (ms: number): number => Math.round(ms / (24 * HOUR_MS));

const signature = (brand: string): string => `\n\nThe ${brand} team`;
const notYou = '\n\nIf you did not ask for this, you can ignore this email: nothing changes.';

export const passwordResetMail = (brand: string, resetLink: string): MailContent => ({
  kind: 'password_reset',
  subject: `Reset your ${brand} password`,
  text: `Hello,\n\nTo choose a new password, open this link within ${hours(PASSWORD_RESET_TOKEN_LIFETIME_MS)} hour (it works once):\n\n${resetLink}${notYou}${signature(brand)}`,
});

export const activationMail = (brand: string, activationLink: string): MailContent => ({
  kind: 'activation',
  subject: `Set your ${brand} password`,
  text: `Hello,\n\nTo set the password of your ${brand} account, open this link within ${days(ACTIVATION_TOKEN_LIFETIME_MS)} days (it works once):\n\n${activationLink}${notYou}${signature(brand)}`,
});

export const alreadyRegisteredMail = (brand: string, loginLink: string, forgotPasswordLink: string): MailContent => ({
  kind: 'already_registered',
  subject: `You already have a ${brand} account`,
  text: `Hello,\n\nSomeone, probably you, tried to register with this email address, but it already has a ${brand} account.\n\nSign in: ${loginLink}\nForgotten your password? ${forgotPasswordLink}${notYou}${signature(brand)}`,
});

export const passwordChangedMail = (brand: string, forgotPasswordLink: string): MailContent => ({
  kind: 'password_changed',
  subject: `Your ${brand} password was changed`,
  text: `Hello,\n\nThe password of your ${brand} account was just changed, and every other device was signed out.\n\nIf this was not you, reset your password now: ${forgotPasswordLink}${signature(brand)}`,
});

export const newsletterWelcomeMail = (brand: string, unsubscribeLink: string): MailContent => ({
  kind: 'newsletter_welcome',
  subject: `Welcome to the ${brand} newsletter`,
  text: `Hello,\n\nThanks for subscribing: our best deals near you will be in your inbox soon.\n\nChanged your mind? Unsubscribe: ${unsubscribeLink}${signature(brand)}`,
});

export const accountDeletionMail = (brand: string): MailContent => ({
  kind: 'account_deletion',
  subject: `Your ${brand} account is being deleted`,
  text: `Hello,\n\nAs you asked, your ${brand} account is being deleted. This takes up to 24 hours; you have been signed out everywhere.${signature(brand)}`,
});
