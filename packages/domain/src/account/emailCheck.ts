/**
 * The email check behind `/v1/email/verify` (spec 1 §4 "Email check results: deliverable, risky,
 * undeliverable, unknown"; spec 2 §7.2 "/v1/email/verify (query email)").
 *
 * Without network look-ups (issue 5), from syntax and the data in emailDomains.ts. The vocabulary
 * follows the email-verification services the spec's four results come from (a result, a reason,
 * flags and a "did you mean" suggestion). Rules, first match wins:
 *
 * | address | result | reason |
 * | --- | --- | --- |
 * | not an email (validation family's syntax) | undeliverable | invalid_syntax |
 * | reserved domain (example.com, *.test, *.invalid, ...) | undeliverable | reserved_domain |
 * | disposable domain or a subdomain of one | risky | disposable_domain |
 * | role local part (info@, noreply@, ...) | risky | role_address |
 * | known provider | deliverable | known_provider |
 * | one edit from a known provider (gmial.com) | risky | possible_typo, with didYouMean |
 * | any other domain | unknown | unverified_domain (we cannot ask its mail server) |
 *
 * The check advises the shopper (a hint under the field); it never blocks a registration.
 */
import * as O from 'fp-ts/Option';
import { isEmail } from '../validation/email';
import { type NormalisedEmail, normaliseEmail } from './email';
import {
  DISPOSABLE_DOMAINS,
  KNOWN_PROVIDER_DOMAINS,
  RESERVED_DOMAINS,
  RESERVED_TOP_LEVEL_DOMAINS,
  ROLE_LOCAL_PARTS,
} from './emailDomains';

export const EMAIL_CHECK_RESULTS = ['deliverable', 'risky', 'undeliverable', 'unknown'] as const;
export type EmailCheckResult = (typeof EMAIL_CHECK_RESULTS)[number];

export type EmailCheckReason =
  | 'invalid_syntax'
  | 'reserved_domain'
  | 'disposable_domain'
  | 'role_address'
  | 'known_provider'
  | 'possible_typo'
  | 'unverified_domain';

export interface EmailCheck {
  /** The normalised address (as typed, trimmed and lower-cased, when it is not an email at all). */
  readonly email: NormalisedEmail;
  readonly result: EmailCheckResult;
  readonly reason: EmailCheckReason;
  readonly disposable: boolean;
  readonly role: boolean;
  /** A free mailbox provider. */
  readonly free: boolean;
  /** The likely intended address, for a typo of a known provider. */
  readonly didYouMean: O.Option<string>;
}

/** The domain and its parents: a.b.example.com -> [a.b.example.com, b.example.com, example.com, com]. */
const domainAndParents = (domain: string): ReadonlyArray<string> =>
  domain.split('.').map((_, i, labels) => labels.slice(i).join('.'));

const listedWithParents = (domain: string, list: ReadonlyArray<string>): boolean =>
  domainAndParents(domain).some((d) => list.includes(d));

/**
 * Exactly one edit apart: one insertion, deletion or substitution, or one swap of adjacent
 * characters (the typos of a hurried thumb: gmial, gmai, gnail, gmaill).
 */
export const isOneEditApart = (a: string, b: string): boolean => {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  const [shorter, longer] = a.length <= b.length ? [a, b] : [b, a];
  let i = 0;
  while (i < shorter.length && shorter.charAt(i) === longer.charAt(i)) i += 1;
  if (shorter.length < longer.length) return longer.slice(i + 1) === shorter.slice(i);
  const substituted = a.slice(i + 1) === b.slice(i + 1);
  const swapped =
    a.charAt(i) === b.charAt(i + 1) && a.charAt(i + 1) === b.charAt(i) && a.slice(i + 2) === b.slice(i + 2);
  return substituted || swapped;
};

/** The known provider one edit away from `domain`, if any (the first in list order). */
export const likelyProviderTypo = (domain: string): O.Option<string> =>
  KNOWN_PROVIDER_DOMAINS.includes(domain)
    ? O.none
    : O.fromNullable(KNOWN_PROVIDER_DOMAINS.find((provider) => isOneEditApart(domain, provider)));

export const checkEmail = (text: string): EmailCheck => {
  const email = normaliseEmail(text);
  const base = { email, disposable: false, role: false, free: false, didYouMean: O.none };
  if (!isEmail(email)) return { ...base, result: 'undeliverable', reason: 'invalid_syntax' };
  const at = email.lastIndexOf('@');
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const topLevel = domain.slice(domain.lastIndexOf('.') + 1);
  if (RESERVED_DOMAINS.includes(domain) || RESERVED_TOP_LEVEL_DOMAINS.includes(topLevel)) {
    return { ...base, result: 'undeliverable', reason: 'reserved_domain' };
  }
  const disposable = listedWithParents(domain, DISPOSABLE_DOMAINS);
  const role = ROLE_LOCAL_PARTS.includes(local);
  const free = KNOWN_PROVIDER_DOMAINS.includes(domain);
  const flags = { ...base, disposable, role, free };
  if (disposable) return { ...flags, result: 'risky', reason: 'disposable_domain' };
  if (role) return { ...flags, result: 'risky', reason: 'role_address' };
  if (free) return { ...flags, result: 'deliverable', reason: 'known_provider' };
  const typo = likelyProviderTypo(domain);
  return O.isSome(typo)
    ? { ...flags, result: 'risky', reason: 'possible_typo', didYouMean: O.some(`${local}@${typo.value}`) }
    : { ...flags, result: 'unknown', reason: 'unverified_domain' };
};

/**
 * OUR WORDING (issue 42: "the register and checkout forms use the email check … to suggest a fix"):
 * asked once before an account is made for an address that looks like a typo of a known provider's.
 */
export const didYouMeanMessage = (suggested: string, typed: string): string =>
  `Did you mean ${suggested}? Change your email address, or create the account again to keep ${typed}.`;

/** The suggestion to show for an address a shopper has not yet confirmed, if any. */
export const emailSuggestion = (typed: string, confirmed: string): O.Option<string> => {
  const check = checkEmail(typed);
  return check.email === confirmed
    ? O.none
    : O.map((suggested: string) => didYouMeanMessage(suggested, check.email))(check.didYouMean);
};
