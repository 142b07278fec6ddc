/**
 * A voucher as the voucher rules see it (spec 1 §3 "Voucher views", §4 "Voucher display statuses"):
 * when it was bought, when it expires (now and before any extension), its type, and the stage of its
 * life. Stages hold what happened; "Expired" is not a stage but follows from `expiresAt` and the clock.
 *
 * Stages: Active (bought, usable), Redeemed, Booked (travel), CreditRequested (refund asked for),
 * RequestProcessed, ReturnRequested, ReturnInTransit, ReturnedToMerchant (product returns), Refunded.
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';
import { addHours } from '../wallet/dateArithmetic';
import { ON_DEMAND_REFUND, VOUCHER_AVAILABLE_AFTER_HOURS } from './constants';
import { PRODUCT_ORDER_ID_REQUIRED } from './messages';

export type VoucherStage =
  | { readonly _tag: 'Active' }
  | { readonly _tag: 'Redeemed'; readonly redeemedAt: Date }
  | { readonly _tag: 'Booked'; readonly bookedAt: Date }
  | { readonly _tag: 'CreditRequested'; readonly requestedAt: Date; readonly reason: string }
  | { readonly _tag: 'RequestProcessed' }
  | { readonly _tag: 'ReturnRequested'; readonly requestedAt: Date; readonly reason: string }
  | { readonly _tag: 'ReturnInTransit' }
  | { readonly _tag: 'ReturnedToMerchant' }
  | { readonly _tag: 'Refunded' };

export type VoucherStageTag = VoucherStage['_tag'];

export interface Voucher {
  readonly id: string;
  /** The voucher type value, e.g. ON_DEMAND_REFUND. */
  readonly type: string;
  readonly purchasedAt: Date;
  /** The expiry date the voucher was sold with. */
  readonly originalExpiresAt: Date;
  /** The expiry date now in force (later than the original after an extension). */
  readonly expiresAt: Date;
  readonly stage: VoucherStage;
}

export const ACTIVE: VoucherStage = { _tag: 'Active' };

/** A voucher bought at `purchasedAt`, expiring at `expiresAt`. */
export const newVoucher = (id: string, type: string, purchasedAt: Date, expiresAt: Date): Voucher => ({
  id,
  type,
  purchasedAt,
  originalExpiresAt: expiresAt,
  expiresAt,
  stage: ACTIVE,
});

export const isOnDemandRefundVoucher = (voucher: Pick<Voucher, 'type'>): boolean => voucher.type === ON_DEMAND_REFUND;

/** A voucher is expired from its expiry instant on. */
export const isVoucherExpired = (voucher: Pick<Voucher, 'expiresAt'>, now: Date): boolean =>
  now.getTime() >= voucher.expiresAt.getTime();

/** Vouchers are available 24 hours after purchase. */
export const voucherAvailableAt = (voucher: Pick<Voucher, 'purchasedAt'>): Date =>
  addHours(voucher.purchasedAt, VOUCHER_AVAILABLE_AFTER_HOURS);

export const isVoucherAvailable = (voucher: Pick<Voucher, 'purchasedAt'>, now: Date): boolean =>
  now.getTime() >= voucherAvailableAt(voucher).getTime();

/** Voucher calls need a product order id: 'Sorry, a product order id is required.' */
export const requireProductOrderId = (
  value: string | null | undefined,
): E.Either<DomainError<'VOUCHER.PRODUCT_ORDER_ID_REQUIRED'>, string> => {
  const id = (value ?? '').trim();
  return id === '' ? E.left(domainError('VOUCHER.PRODUCT_ORDER_ID_REQUIRED', PRODUCT_ORDER_ID_REQUIRED)) : E.right(id);
};
