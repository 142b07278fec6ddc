/**
 * Campaign credit claims (spec 1 §4 and §5 "credit_validation", spec 2 §7.7 and §8 "Credit claim").
 *
 * A `credit_validation` query parameter on any page carries a claim code. It must be all digits, or it
 * is ignored. A logged-in user claims it at once; a guest's code is kept in session storage and a
 * login prompt is shown, so the claim can run after login. The claim's answer (or its failure) becomes
 * a toast, shown for 5 s at the top right.
 *
 * Decisions: the success status is `SUCCESS` (the spec names only ALREADY_CLAIMED); the amount is
 * shown with £ for GBP and € for any other currency, without decimals when whole.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { formatAmount } from '../money/formatPrice';
import { CREDIT_CLAIM_ALREADY_CLAIMED_STATUS, CREDIT_CLAIM_SUCCESS_STATUS, CREDIT_CLAIM_TOAST_MS } from './constants';
import {
  CREDIT_CLAIM_ALREADY_CLAIMED,
  CREDIT_CLAIM_LINK_INVALID,
  CREDIT_CLAIM_LOGIN_REQUIRED,
  CREDIT_CLAIM_SUCCESS_SUFFIX,
  CREDIT_CLAIM_UNAVAILABLE,
} from './messages';

/** The query parameter that carries a claim code. */
export const CREDIT_VALIDATION_PARAM = 'credit_validation';

/** A claim code: all digits. */
export type CreditValidationCode = string;

/** The claim code of a `credit_validation` value, if it is all digits; otherwise it is ignored. */
export const creditValidationCode = (value: string | null | undefined): O.Option<CreditValidationCode> =>
  value !== null && value !== undefined && /^\d+$/.test(value) ? O.some(value) : O.none;

export type CreditClaimDecision =
  | { readonly _tag: 'Claim'; readonly code: CreditValidationCode }
  | {
      readonly _tag: 'PromptLogin';
      readonly code: CreditValidationCode;
      /** Where the code is kept until the user has logged in. */
      readonly keepIn: 'sessionStorage';
      readonly message: string;
    };

/** A credit claim needs a logged-in user; otherwise the code is kept and a login prompt shown. */
export const creditClaimDecision = (code: CreditValidationCode, loggedIn: boolean): CreditClaimDecision =>
  loggedIn
    ? { _tag: 'Claim', code }
    : { _tag: 'PromptLogin', code, keepIn: 'sessionStorage', message: CREDIT_CLAIM_LOGIN_REQUIRED };

/** What to do with a page's `credit_validation` value: nothing when absent or not all digits. */
export const creditClaimForQuery = (
  value: string | null | undefined,
  loggedIn: boolean,
): O.Option<CreditClaimDecision> =>
  pipe(
    creditValidationCode(value),
    O.map((code) => creditClaimDecision(code, loggedIn)),
  );

/** How a claim ended: the call answered (statuses below 500), failed on the network, or the user was not logged in. */
export type CreditClaimOutcome =
  | {
      readonly _tag: 'Answered';
      readonly status: string;
      /** The credit granted, in minor units. */
      readonly creditAmountMinor: number;
      readonly currency: string;
    }
  | { readonly _tag: 'NetworkFailure' }
  | { readonly _tag: 'NotLoggedIn' };

export interface Toast {
  readonly kind: 'success' | 'error';
  readonly message: string;
  readonly durationMs: number;
  readonly position: 'top-right';
}

const toast = (kind: Toast['kind'], message: string): Toast => ({
  kind,
  message,
  durationMs: CREDIT_CLAIM_TOAST_MS,
  position: 'top-right',
});

/** Pound for GBP, euro otherwise. */
export const creditCurrencySymbol = (currency: string): '£' | '€' => (currency.toUpperCase() === 'GBP' ? '£' : '€');

/** "£5 credit has been applied to your account. You'll see it when you get to checkout!" */
export const creditClaimSuccessMessage = (creditAmountMinor: number, currency: string): string =>
  `${creditCurrencySymbol(currency)}${formatAmount(creditAmountMinor)} ${CREDIT_CLAIM_SUCCESS_SUFFIX}`;

/** The toast for a claim's outcome. */
export const creditClaimToast = (outcome: CreditClaimOutcome): Toast => {
  switch (outcome._tag) {
    case 'NetworkFailure':
      return toast('error', CREDIT_CLAIM_UNAVAILABLE);
    case 'NotLoggedIn':
      return toast('error', CREDIT_CLAIM_LOGIN_REQUIRED);
    case 'Answered':
      if (outcome.status === CREDIT_CLAIM_SUCCESS_STATUS) {
        return toast('success', creditClaimSuccessMessage(outcome.creditAmountMinor, outcome.currency));
      }
      return toast(
        'error',
        outcome.status === CREDIT_CLAIM_ALREADY_CLAIMED_STATUS
          ? CREDIT_CLAIM_ALREADY_CLAIMED
          : CREDIT_CLAIM_LINK_INVALID,
      );
  }
};

/**
 * A claim's outcome as the notice cookie carries it across a redirect (to the login prompt) or to
 * the page that shows it: "Answered.SUCCESS.500.GBP", "NetworkFailure", "NotLoggedIn".
 */
export const creditClaimNoticeValue = (outcome: CreditClaimOutcome): string =>
  outcome._tag === 'Answered'
    ? ['Answered', outcome.status, String(outcome.creditAmountMinor), outcome.currency].join('.')
    : outcome._tag;

const NOTICE_ANSWER = /^Answered\.([A-Z_]{1,40})\.(\d{1,9})\.([A-Z]{3})$/;

/** The outcome a notice cookie's value carries; none for anything else. */
export const creditClaimOutcomeOfNotice = (value: string | undefined): O.Option<CreditClaimOutcome> => {
  if (value === 'NetworkFailure' || value === 'NotLoggedIn') return O.some({ _tag: value });
  const answer = NOTICE_ANSWER.exec(value ?? '');
  return answer === null
    ? O.none
    : O.some({
        _tag: 'Answered',
        status: answer[1] ?? '',
        creditAmountMinor: Number(answer[2]),
        currency: answer[3] ?? '',
      });
};
