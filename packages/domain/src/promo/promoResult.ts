/**
 * Promo code outcomes (spec 1 §5 "Promo result classified by message text", spec 2 §8 "Promo
 * failures fire analytics per message"), and the rule that a promo code needs a logged-in user.
 *
 * Decisions:
 * - The server's message is matched case-insensitively, in the spec's order: expired, invalid,
 *   already used, not applicable, not eligible; anything else is `unknown`. "already been used",
 *   "isn't applicable" and "isn't eligible" read as their plain forms.
 * - A code is trimmed; an empty one is refused before the login check.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import {
  PROMO_ALREADY_USED,
  PROMO_CODE_REQUIRED,
  PROMO_EXPIRED,
  PROMO_INVALID,
  PROMO_LOGIN_REQUIRED,
  PROMO_NOT_APPLICABLE,
  PROMO_NOT_APPLIED,
  PROMO_NOT_ELIGIBLE,
} from './messages';

export const PROMO_RESULT_KINDS = [
  'expired',
  'invalid',
  'alreadyUsed',
  'notApplicable',
  'notEligible',
  'unknown',
] as const;
export type PromoResultKind = (typeof PROMO_RESULT_KINDS)[number];

const PATTERNS: ReadonlyArray<readonly [Exclude<PromoResultKind, 'unknown'>, RegExp]> = [
  ['expired', /expired/i],
  ['invalid', /invalid/i],
  ['alreadyUsed', /already\s+(?:been\s+)?used/i],
  ['notApplicable', /(?:not|n't)\s+applicable/i],
  ['notEligible', /(?:not|n't)\s+eligible/i],
];

/** Classifies a promo result by its message text. */
export const classifyPromoMessage = (message: string): PromoResultKind =>
  PATTERNS.find(([, pattern]) => pattern.test(message))?.[0] ?? 'unknown';

/** The fallback message for each outcome, used when the server sends none. */
export const PROMO_RESULT_MESSAGES: Readonly<Record<PromoResultKind, string>> = {
  expired: PROMO_EXPIRED,
  invalid: PROMO_INVALID,
  alreadyUsed: PROMO_ALREADY_USED,
  notApplicable: PROMO_NOT_APPLICABLE,
  notEligible: PROMO_NOT_ELIGIBLE,
  unknown: PROMO_NOT_APPLIED,
};

/** The checkout's promo code block (spec 1 §3 "Checkout data": promoCode {applicable, message}). */
export interface PromoCodeResponse {
  readonly applicable: boolean;
  readonly message: string;
}

export type PromoOutcome =
  | { readonly _tag: 'Applied'; readonly message: string }
  | { readonly _tag: 'Rejected'; readonly kind: PromoResultKind; readonly message: string };

/** Reads the checkout's promo block: applied, or rejected with its kind and the message to show. */
export const promoOutcome = (response: PromoCodeResponse): PromoOutcome => {
  if (response.applicable) return { _tag: 'Applied', message: response.message };
  const kind = classifyPromoMessage(response.message);
  const message = response.message.trim() === '' ? PROMO_RESULT_MESSAGES[kind] : response.message;
  return { _tag: 'Rejected', kind, message };
};

export type PromoCodeEntryCode = 'PROMO.CODE_REQUIRED' | 'PROMO.LOGIN_REQUIRED';

export const PROMO_CODE_ENTRY_MESSAGES: Readonly<Record<PromoCodeEntryCode, string>> = {
  'PROMO.CODE_REQUIRED': PROMO_CODE_REQUIRED,
  'PROMO.LOGIN_REQUIRED': PROMO_LOGIN_REQUIRED,
};

/** A promo code needs a logged-in user; returns the trimmed code to send. */
export const promoCodeEntry = (code: string, loggedIn: boolean): E.Either<DomainError<PromoCodeEntryCode>, string> => {
  const trimmed = code.trim();
  if (trimmed === '') return E.left(domainError('PROMO.CODE_REQUIRED', PROMO_CODE_REQUIRED));
  if (!loggedIn) return E.left(domainError('PROMO.LOGIN_REQUIRED', PROMO_LOGIN_REQUIRED));
  return E.right(trimmed);
};
