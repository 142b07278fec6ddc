/**
 * The account calls' request limits (issue 40 item 6: enumeration and amplification), in one place.
 * The numbers are data: the composition may pass others (tests, a browser suite that registers many
 * accounts from one machine), and docs/decisions/0049 says why these.
 *
 * - The account lookup (POST /v1/email) tells whether an email has an account, as the login page
 *   needs: at most 10 a minute per client address and 10 a minute per browser, then 429.
 * - Registrations: at most 10 an hour per client address, then 429 (the answer names no email).
 * - Mail to one recipient, whoever asks: at most 3 password-reset, 3 activation and 3 "you already
 *   have an account" emails an hour. Further requests get the usual answer and send nothing, so a
 *   stranger can neither flood an inbox nor learn anything from the answer.
 */
import type { RateLimit } from '../rateLimit/rateLimit';
import type { NormalisedEmail } from './email';
import type { MailKind } from './mail';

const MINUTE_MS = 60 * 1000;
const HOUR_MS = 60 * MINUTE_MS;

export interface AccountRequestLimits {
  readonly lookupsPerAddress: RateLimit;
  readonly lookupsPerBrowser: RateLimit;
  readonly registrationsPerAddress: RateLimit;
  readonly passwordResetMailsPerRecipient: RateLimit;
  readonly activationMailsPerRecipient: RateLimit;
  readonly alreadyRegisteredMailsPerRecipient: RateLimit;
}

export const ACCOUNT_REQUEST_LIMITS: AccountRequestLimits = {
  lookupsPerAddress: { limit: 10, windowMs: MINUTE_MS },
  lookupsPerBrowser: { limit: 10, windowMs: MINUTE_MS },
  registrationsPerAddress: { limit: 10, windowMs: HOUR_MS },
  passwordResetMailsPerRecipient: { limit: 3, windowMs: HOUR_MS },
  activationMailsPerRecipient: { limit: 3, windowMs: HOUR_MS },
  alreadyRegisteredMailsPerRecipient: { limit: 3, windowMs: HOUR_MS },
};

/** The limited account mails, and the limit of each per recipient. */
export type LimitedMailKind = Extract<MailKind, 'password_reset' | 'activation' | 'already_registered'>;

export const recipientMailLimit = (limits: AccountRequestLimits, kind: LimitedMailKind): RateLimit =>
  ({
    password_reset: limits.passwordResetMailsPerRecipient,
    activation: limits.activationMailsPerRecipient,
    already_registered: limits.alreadyRegisteredMailsPerRecipient,
  })[kind];

/** The counter keys: one namespace per limit, so that one subject's counters never mix. */
export const requestLimitKey = {
  lookupByAddress: (address: string): string => `lookup:address:${address}`,
  lookupByBrowser: (browser: string): string => `lookup:browser:${browser}`,
  registrationByAddress: (address: string): string => `register:address:${address}`,
  mailToRecipient: (kind: LimitedMailKind, to: NormalisedEmail): string => `mail:${kind}:${to}`,
} as const;

/** Every limit multiplied by `factor` (at least 1): relaxed limits for test suites on one machine. */
export const scaledRequestLimits = (limits: AccountRequestLimits, factor: number): AccountRequestLimits => {
  const scale = (rule: RateLimit): RateLimit => ({ ...rule, limit: Math.max(1, Math.floor(rule.limit * factor)) });
  return {
    lookupsPerAddress: scale(limits.lookupsPerAddress),
    lookupsPerBrowser: scale(limits.lookupsPerBrowser),
    registrationsPerAddress: scale(limits.registrationsPerAddress),
    passwordResetMailsPerRecipient: scale(limits.passwordResetMailsPerRecipient),
    activationMailsPerRecipient: scale(limits.activationMailsPerRecipient),
    alreadyRegisteredMailsPerRecipient: scale(limits.alreadyRegisteredMailsPerRecipient),
  };
};
