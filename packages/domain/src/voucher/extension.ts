/**
 * Voucher extension (spec 2 §9: "voucher extension up to 3 months"; spec 2 §8: "no vouchers
 * eligible for extension").
 *
 * Decisions: a voucher may be extended, in whole months, until its expiry is at most 3 months past
 * the expiry it was sold with; each extension adds calendar months to the current expiry. Only an
 * Active voucher (not redeemed, booked, refunded or being refunded or returned) can be extended, and
 * an expired one can still be rescued while its extended expiry would lie after `now`.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { addMonths } from '../wallet/dateArithmetic';
import { VOUCHER_EXTENSION_MAX_MONTHS } from './constants';
import { EXTENSION_LIMIT, EXTENSION_NOT_ELIGIBLE, NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION } from './messages';
import type { Voucher } from './voucher';

/** The latest expiry an extension can reach: 3 months after the original expiry. */
export const extensionLimit = (voucher: Pick<Voucher, 'originalExpiresAt'>): Date =>
  addMonths(voucher.originalExpiresAt, VOUCHER_EXTENSION_MAX_MONTHS);

/** Months still available to extend by (0 to 3). */
export const extensionMonthsLeft = (voucher: Pick<Voucher, 'originalExpiresAt' | 'expiresAt'>): number => {
  const limit = extensionLimit(voucher).getTime();
  let months = 0;
  while (months < VOUCHER_EXTENSION_MAX_MONTHS && addMonths(voucher.expiresAt, months + 1).getTime() <= limit)
    months += 1;
  return months;
};

export const isEligibleForExtension = (voucher: Voucher, now: Date): boolean =>
  voucher.stage._tag === 'Active' &&
  extensionMonthsLeft(voucher) > 0 &&
  addMonths(voucher.expiresAt, extensionMonthsLeft(voucher)).getTime() > now.getTime();

export type ExtensionCode = 'VOUCHER.EXTENSION_NOT_ELIGIBLE' | 'VOUCHER.EXTENSION_LIMIT';

/** Extends a voucher by `months` whole months. */
export const extendVoucher = (
  voucher: Voucher,
  months: number,
  now: Date,
): E.Either<DomainError<ExtensionCode>, Voucher> => {
  if (!isEligibleForExtension(voucher, now))
    return E.left(domainError('VOUCHER.EXTENSION_NOT_ELIGIBLE', EXTENSION_NOT_ELIGIBLE));
  if (!Number.isInteger(months) || months < 1 || months > extensionMonthsLeft(voucher)) {
    return E.left(domainError('VOUCHER.EXTENSION_LIMIT', EXTENSION_LIMIT));
  }
  const expiresAt = addMonths(voucher.expiresAt, months);
  return expiresAt.getTime() > now.getTime()
    ? E.right({ ...voucher, expiresAt })
    : E.left(domainError('VOUCHER.EXTENSION_NOT_ELIGIBLE', EXTENSION_NOT_ELIGIBLE));
};

/** The vouchers that can be extended, or 'no vouchers eligible for extension'. */
export const vouchersEligibleForExtension = (
  vouchers: readonly Voucher[],
  now: Date,
): E.Either<DomainError<'VOUCHER.NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION'>, readonly Voucher[]> => {
  const eligible = vouchers.filter((voucher) => isEligibleForExtension(voucher, now));
  return eligible.length === 0
    ? E.left(domainError('VOUCHER.NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION', NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION))
    : E.right(eligible);
};
