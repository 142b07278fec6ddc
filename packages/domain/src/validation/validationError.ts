/**
 * A failed validation: a stable code for the edges (as every domain error) plus the message to
 * show beside the field, taken from messages.ts.
 */
import type * as E from 'fp-ts/Either';
import type { DomainError } from '../shared/error';

export type ValidationCode =
  | 'VALIDATION.REQUIRED'
  | 'VALIDATION.EMAIL_INVALID'
  | 'VALIDATION.PASSWORD_TOO_SHORT'
  | 'VALIDATION.PASSWORDS_DO_NOT_MATCH'
  | 'VALIDATION.POSTCODE_INVALID'
  | 'VALIDATION.POSTCODE_NOT_FOUND'
  | 'VALIDATION.POSTCODE_LOOKUP_FAILED'
  | 'VALIDATION.EIRCODE_INVALID'
  | 'VALIDATION.GIFT_CODE_NOT_RECOGNIZED'
  | 'VALIDATION.ORDER_NUMBER_INVALID'
  | 'VALIDATION.CODE_INVALID'
  | 'VALIDATION.GIFT_MESSAGE_TOO_LONG'
  | 'VALIDATION.OPTION_REQUIRED'
  | 'VALIDATION.UNSUBSCRIBE_TOKEN_MISSING'
  | 'VALIDATION.CHECK_IN_REQUIRED'
  | 'VALIDATION.CHECK_OUT_REQUIRED';

export interface ValidationError extends DomainError<ValidationCode> {
  /** What the shopper sees. */
  readonly message: string;
}

/** The message doubles as the detail: a validation message is already a plain sentence. */
export const validationError = (code: ValidationCode, message: string): ValidationError => ({
  code,
  detail: message,
  message,
});

export type Validator<I, A> = (input: I) => E.Either<ValidationError, A>;
