/**
 * Promo code outcomes (spec 1 §5 "Promo result": expired, invalid, already used, not applicable,
 * not eligible), and the rule that a promo code needs a logged-in user.
 *
 * Decisions:
 * - The spec's client classifies a result by its message text; here the rules that refuse a code
 *   (promoCodeRules) name the kind themselves, so nothing reads a message back.
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

/** The message shown for each outcome. */
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

export type PromoCodeEntryCode = 'PROMO.CODE_REQUIRED' | 'PROMO.LOGIN_REQUIRED';

/** A promo code needs a logged-in user; returns the trimmed code to send. */
export const promoCodeEntry = (code: string, loggedIn: boolean): E.Either<DomainError<PromoCodeEntryCode>, string> => {
  const trimmed = code.trim();
  if (trimmed === '') return E.left(domainError('PROMO.CODE_REQUIRED', PROMO_CODE_REQUIRED));
  if (!loggedIn) return E.left(domainError('PROMO.LOGIN_REQUIRED', PROMO_LOGIN_REQUIRED));
  return E.right(trimmed);
};
