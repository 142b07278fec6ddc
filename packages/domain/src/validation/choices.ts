/**
 * Fields that must be present (spec 1 §5 "Refund reason required ('Please select an option to
 * continue')", "Unsubscribe needs a token", "Calendar needs check-in and check-out").
 */
import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import { type FormValidation, field, validateForm } from './form';
import {
  PLEASE_SELECT_AN_OPTION,
  SELECT_A_CHECK_IN_DATE,
  SELECT_A_CHECK_OUT_DATE,
  UNSUBSCRIBE_TOKEN_MISSING,
} from './messages';
import { requiredChoice } from './required';
import { type ValidationError, validationError } from './validationError';

/** The chosen refund reason, trimmed; "Please select an option to continue" when none. */
export const refundReason: (choice: O.Option<string>) => E.Either<ValidationError, string> = requiredChoice(
  validationError('VALIDATION.OPTION_REQUIRED', PLEASE_SELECT_AN_OPTION),
);

/** The token of an unsubscribe link; a link without one cannot unsubscribe anybody. */
export const unsubscribeToken: (token: O.Option<string>) => E.Either<ValidationError, string> = requiredChoice(
  validationError('VALIDATION.UNSUBSCRIBE_TOKEN_MISSING', UNSUBSCRIBE_TOKEN_MISSING),
);

export interface StaySelection<D> {
  readonly checkIn: O.Option<D>;
  readonly checkOut: O.Option<D>;
}

const present =
  (whenMissing: ValidationError) =>
  <D>(day: O.Option<D>): E.Either<ValidationError, D> =>
    E.fromOption(() => whenMissing)(day);

/**
 * Both dates of a stay, whatever type the calendar uses for a day; each missing one is reported.
 * Stay lengths and windows are the calendar family's rules.
 */
export const staySelection = <D>(
  selection: StaySelection<D>,
): FormValidation<{ readonly checkIn: D; readonly checkOut: D }> =>
  validateForm({
    checkIn: field(
      'checkIn',
      present(validationError('VALIDATION.CHECK_IN_REQUIRED', SELECT_A_CHECK_IN_DATE))(selection.checkIn),
    ),
    checkOut: field(
      'checkOut',
      present(validationError('VALIDATION.CHECK_OUT_REQUIRED', SELECT_A_CHECK_OUT_DATE))(selection.checkOut),
    ),
  });
