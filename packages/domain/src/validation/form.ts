/**
 * Combining validators.
 *
 * - Within one field, validators run in sequence and the first failure is the field's message:
 *   `pipe(required(text), E.chain(format))`.
 * - Across a form, every field is checked and every failing field is reported, with fp-ts's
 *   validation applicative over a non-empty list of field errors:
 *
 *   validateForm({
 *     email: field('email', accountEmail(form.email)),
 *     password: field('password', password(form.password)),
 *   })  // Either<FieldErrors, { email: string; password: string }>
 *
 * `messagesByField` turns the errors into the record a form shows: field name -> message.
 */
import { sequenceS } from 'fp-ts/Apply';
import * as E from 'fp-ts/Either';
import * as RNEA from 'fp-ts/ReadonlyNonEmptyArray';
import { pipe } from 'fp-ts/function';
import type { ValidationError } from './validationError';

export interface FieldError {
  readonly field: string;
  readonly error: ValidationError;
}

export type FieldErrors = RNEA.ReadonlyNonEmptyArray<FieldError>;

export type FormValidation<A> = E.Either<FieldErrors, A>;

/** Names a field's result so that its error can be shown beside it. */
export const field = <A>(name: string, result: E.Either<ValidationError, A>): FormValidation<A> =>
  pipe(
    result,
    E.mapLeft((error) => RNEA.of({ field: name, error })),
  );

/** Collects the errors of every field instead of stopping at the first. */
export const FormValidationApplicative = E.getApplicativeValidation(RNEA.getSemigroup<FieldError>());

/** A record of named field results to one result: all the values, or all the errors in field order. */
export const validateForm = sequenceS(FormValidationApplicative);

/** Field name -> the message to show; the first error of a field wins. */
export const messagesByField = (errors: FieldErrors): Readonly<Record<string, string>> =>
  errors.reduce<Readonly<Record<string, string>>>(
    (shown, { field: name, error }) => (Object.hasOwn(shown, name) ? shown : { ...shown, [name]: error.message }),
    {},
  );
