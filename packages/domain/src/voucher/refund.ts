/**
 * Refund eligibility (spec 1 §4: "Refund is unavailable for a redeemed voucher and within 7 days of
 * expiry"; spec 2 §9: "Money-back guarantee 14 days"; spec 1 §3: voucher type ON_DEMAND_REFUND) and
 * the refund reason (spec 1 §5: "Please select an option to continue").
 *
 * How the rules combine (our design): a voucher can be refunded when ALL of these hold
 * 1. it is Active: not redeemed or booked (VOUCHER.REFUND_REDEEMED), and no refund or return is
 *    under way or done (VOUCHER.REFUND_IN_PROGRESS);
 * 2. it has not expired (VOUCHER.EXPIRED) and is not within 7 days of its current expiry
 *    (VOUCHER.REFUND_NEAR_EXPIRY); this holds even inside the money-back guarantee;
 * 3. it is within the 14-day money-back guarantee from purchase, or it is an ON_DEMAND_REFUND voucher,
 *    whose refund is available on demand after the guarantee (VOUCHER.MONEY_BACK_GUARANTEE_ENDED).
 * The checks run in that order and the first failure is reported. Every time condition is "before
 * an instant", so eligibility only ever ends as time passes: it never comes back.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { addDays } from '../wallet/dateArithmetic';
import { MONEY_BACK_GUARANTEE_DAYS, REFUND_UNAVAILABLE_DAYS_BEFORE_EXPIRY } from './constants';
import {
  REFUND_REASON_REQUIRED,
  REFUND_UNAVAILABLE_EXPIRED,
  REFUND_UNAVAILABLE_GUARANTEE_ENDED,
  REFUND_UNAVAILABLE_IN_PROGRESS,
  REFUND_UNAVAILABLE_NEAR_EXPIRY,
  REFUND_UNAVAILABLE_REDEEMED,
} from './messages';
import { type Voucher, isOnDemandRefundVoucher, isVoucherExpired } from './voucher';

export type RefundRoute = 'MONEY_BACK_GUARANTEE' | 'ON_DEMAND_REFUND';

export type RefundIneligibleCode =
  | 'VOUCHER.REFUND_REDEEMED'
  | 'VOUCHER.REFUND_IN_PROGRESS'
  | 'VOUCHER.EXPIRED'
  | 'VOUCHER.REFUND_NEAR_EXPIRY'
  | 'VOUCHER.MONEY_BACK_GUARANTEE_ENDED';

export const REFUND_INELIGIBLE_MESSAGES: Readonly<Record<RefundIneligibleCode, string>> = {
  'VOUCHER.REFUND_REDEEMED': REFUND_UNAVAILABLE_REDEEMED,
  'VOUCHER.REFUND_IN_PROGRESS': REFUND_UNAVAILABLE_IN_PROGRESS,
  'VOUCHER.EXPIRED': REFUND_UNAVAILABLE_EXPIRED,
  'VOUCHER.REFUND_NEAR_EXPIRY': REFUND_UNAVAILABLE_NEAR_EXPIRY,
  'VOUCHER.MONEY_BACK_GUARANTEE_ENDED': REFUND_UNAVAILABLE_GUARANTEE_ENDED,
};

const ineligible = (code: RefundIneligibleCode): E.Either<DomainError<RefundIneligibleCode>, never> =>
  E.left(domainError(code, REFUND_INELIGIBLE_MESSAGES[code]));

/** The money-back guarantee runs for 14 days from purchase. */
export const moneyBackGuaranteeEndsAt = (voucher: Pick<Voucher, 'purchasedAt'>): Date =>
  addDays(voucher.purchasedAt, MONEY_BACK_GUARANTEE_DAYS);

/** Refunds stop 7 days before expiry. */
export const refundUnavailableFrom = (voucher: Pick<Voucher, 'expiresAt'>): Date =>
  addDays(voucher.expiresAt, -REFUND_UNAVAILABLE_DAYS_BEFORE_EXPIRY);

/** Whether, and by which route, a voucher can be refunded at `now`. */
export const refundEligibility = (
  voucher: Voucher,
  now: Date,
): E.Either<DomainError<RefundIneligibleCode>, RefundRoute> => {
  const tag = voucher.stage._tag;
  if (tag === 'Redeemed' || tag === 'Booked') return ineligible('VOUCHER.REFUND_REDEEMED');
  if (tag !== 'Active') return ineligible('VOUCHER.REFUND_IN_PROGRESS');
  if (isVoucherExpired(voucher, now)) return ineligible('VOUCHER.EXPIRED');
  if (now.getTime() >= refundUnavailableFrom(voucher).getTime()) return ineligible('VOUCHER.REFUND_NEAR_EXPIRY');
  if (now.getTime() < moneyBackGuaranteeEndsAt(voucher).getTime()) return E.right('MONEY_BACK_GUARANTEE');
  return isOnDemandRefundVoucher(voucher)
    ? E.right('ON_DEMAND_REFUND')
    : ineligible('VOUCHER.MONEY_BACK_GUARANTEE_ENDED');
};

export const isRefundable = (voucher: Voucher, now: Date): boolean => E.isRight(refundEligibility(voucher, now));

/** A refund (or return) needs a reason: 'Please select an option to continue'. */
export const validateRefundReason = (
  reason: string | null | undefined,
): E.Either<DomainError<'VOUCHER.REFUND_REASON_REQUIRED'>, string> => {
  const chosen = (reason ?? '').trim();
  return chosen === ''
    ? E.left(domainError('VOUCHER.REFUND_REASON_REQUIRED', REFUND_REASON_REQUIRED))
    : E.right(chosen);
};
