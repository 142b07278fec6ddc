/**
 * Gifting fields (spec 1 §5 "Gift message has a character counter; recipient email required for an
 * e-voucher").
 *
 * Our choices: the gift message is optional, trimmed, and at most 250 characters (Unicode code
 * points, so an emoji counts once: the counter and the check agree on both sides). The counter
 * reads "used/limit". Only an e-voucher (e-gift) needs a recipient email; for other gift types the
 * field is not asked and its content is ignored.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { contactEmail } from './email';
import { giftMessageCounterText, giftMessageTooLong } from './messages';
import { characterCount } from './characters';
import { type ValidationError, validationError } from './validationError';

export const GIFT_MESSAGE_MAX_LENGTH = 250;

export interface GiftMessageCounter {
  readonly used: number;
  readonly remaining: number;
  readonly limit: number;
  readonly overLimit: boolean;
  /** "12/250" */
  readonly text: string;
}

export const giftMessageCounter = (message: string, limit: number = GIFT_MESSAGE_MAX_LENGTH): GiftMessageCounter => {
  const used = characterCount(message.trim());
  return {
    used,
    remaining: Math.max(0, limit - used),
    limit,
    overLimit: used > limit,
    text: giftMessageCounterText(used, limit),
  };
};

export const giftMessage = (
  message: string,
  limit: number = GIFT_MESSAGE_MAX_LENGTH,
): E.Either<ValidationError, string> =>
  giftMessageCounter(message, limit).overLimit
    ? E.left(validationError('VALIDATION.GIFT_MESSAGE_TOO_LONG', giftMessageTooLong(limit)))
    : E.right(message.trim());

/** The recipient's address: required and valid for an e-voucher, not asked otherwise. */
export const giftRecipientEmail = (eVoucher: boolean, email: string): E.Either<ValidationError, O.Option<string>> =>
  eVoucher
    ? pipe(
        contactEmail(email),
        E.map((address) => O.some(address)),
      )
    : E.right(O.none);
