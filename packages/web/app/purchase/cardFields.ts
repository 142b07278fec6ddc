/**
 * The checkout's card fields (spec 1 §5 "Card"): their form names, shared by the page and its server
 * side, and the check the page runs before it sends them: the domain's card rules, so the shopper
 * sees the same message before submitting as the provider gives after.
 */
import * as E from 'fp-ts/Either';
import { CARD_FORM_FIELDS, type CardForm, cardValidationMessage, validateCardForm } from '@kerching/domain/payment';

/** The form's names for the card fields. */
export const CARD_FIELD_NAMES: Readonly<Record<keyof CardForm, string>> = {
  number: 'cardNumber',
  expiry: 'expiry',
  securityCode: 'cvv',
  postalCode: 'cardPostalCode',
};

/** Each failing card field's message, in the form's field order (empty when the card can be sent). */
export const cardFieldProblems = (
  form: FormData,
  now: Date,
): ReadonlyArray<readonly [field: keyof CardForm, message: string]> => {
  const text = (field: keyof CardForm): string => {
    const value = form.get(CARD_FIELD_NAMES[field]);
    return typeof value === 'string' ? value : '';
  };
  const checked = validateCardForm(
    {
      number: text('number'),
      expiry: text('expiry'),
      securityCode: text('securityCode'),
      postalCode: text('postalCode'),
    },
    now,
  );
  if (E.isRight(checked)) return [];
  return CARD_FORM_FIELDS.flatMap((field) => {
    const error = checked.left[field];
    return error === undefined ? [] : [[field, cardValidationMessage(error.code)] as const];
  });
};
