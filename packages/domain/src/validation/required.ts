/**
 * Required fields (spec 1 §5 "Required field: 'Required field'"). A text of only spaces is empty;
 * the value given back is trimmed.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { REQUIRED_FIELD } from './messages';
import { type ValidationError, validationError } from './validationError';

export const requiredFieldError: ValidationError = validationError('VALIDATION.REQUIRED', REQUIRED_FIELD);

export const required = (text: string): E.Either<ValidationError, string> => {
  const trimmed = text.trim();
  return trimmed === '' ? E.left(requiredFieldError) : E.right(trimmed);
};

/** A choice that may be absent (a select with nothing chosen), with the error to give when it is. */
export const requiredChoice =
  (whenMissing: ValidationError) =>
  (choice: O.Option<string>): E.Either<ValidationError, string> =>
    pipe(
      choice,
      O.map((value) => value.trim()),
      O.filter((value) => value !== ''),
      E.fromOption(() => whenMissing),
    );
