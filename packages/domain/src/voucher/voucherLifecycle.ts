/**
 * What can happen to a voucher, as events over its stage (spec 1 §4 voucher statuses):
 *
 *   Active --Redeem--> Redeemed            Active --Book--> Booked (travel)
 *   Active --RequestRefund--> CreditRequested --ProcessRefund--> RequestProcessed --CompleteRefund--> Refunded
 *   Active --RequestReturn--> ReturnRequested --ShipReturn--> ReturnInTransit --ReceiveReturn-->
 *          ReturnedToMerchant --CompleteRefund--> Refunded
 *
 * Redeeming or booking needs an unexpired voucher that is available (24 hours after purchase).
 * Requesting a refund or a return needs refund eligibility (see refund.ts), checked first, then a
 * reason. Any other event for the stage fails with VOUCHER.ACTION_NOT_ALLOWED.
 */
import * as E from 'fp-ts/Either';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { VOUCHER_ACTION_NOT_ALLOWED, VOUCHER_NOT_YET_AVAILABLE } from './messages';
import {
  REFUND_INELIGIBLE_MESSAGES,
  type RefundIneligibleCode,
  refundEligibility,
  validateRefundReason,
} from './refund';
import { type Voucher, type VoucherStage, isVoucherAvailable, isVoucherExpired } from './voucher';

export type VoucherEvent =
  | { readonly _tag: 'Redeem' }
  | { readonly _tag: 'Book' }
  | { readonly _tag: 'RequestRefund'; readonly reason: string }
  | { readonly _tag: 'ProcessRefund' }
  | { readonly _tag: 'CompleteRefund' }
  | { readonly _tag: 'RequestReturn'; readonly reason: string }
  | { readonly _tag: 'ShipReturn' }
  | { readonly _tag: 'ReceiveReturn' };

export type VoucherEventCode =
  'VOUCHER.ACTION_NOT_ALLOWED' | 'VOUCHER.NOT_YET_AVAILABLE' | 'VOUCHER.REFUND_REASON_REQUIRED' | RefundIneligibleCode;

type Result = E.Either<DomainError<VoucherEventCode>, Voucher>;

const notAllowed = (): Result => E.left(domainError('VOUCHER.ACTION_NOT_ALLOWED', VOUCHER_ACTION_NOT_ALLOWED));

const withStage = (voucher: Voucher, stage: VoucherStage): Voucher => ({ ...voucher, stage });

const moveFrom = (voucher: Voucher, from: readonly VoucherStage['_tag'][], to: VoucherStage): Result =>
  from.includes(voucher.stage._tag) ? E.right(withStage(voucher, to)) : notAllowed();

const use = (voucher: Voucher, now: Date, to: VoucherStage): Result => {
  if (voucher.stage._tag !== 'Active') return notAllowed();
  if (isVoucherExpired(voucher, now))
    return E.left(domainError('VOUCHER.EXPIRED', REFUND_INELIGIBLE_MESSAGES['VOUCHER.EXPIRED']));
  if (!isVoucherAvailable(voucher, now))
    return E.left(domainError('VOUCHER.NOT_YET_AVAILABLE', VOUCHER_NOT_YET_AVAILABLE));
  return E.right(withStage(voucher, to));
};

const request = (voucher: Voucher, now: Date, reason: string, to: (reason: string) => VoucherStage): Result =>
  pipe(
    refundEligibility(voucher, now),
    E.chainW(() => validateRefundReason(reason)),
    E.map((chosen) => withStage(voucher, to(chosen))),
  );

/** Applies an event to a voucher at `now`, or says why it cannot happen. */
export const applyVoucherEvent = (voucher: Voucher, event: VoucherEvent, now: Date): Result => {
  switch (event._tag) {
    case 'Redeem':
      return use(voucher, now, { _tag: 'Redeemed', redeemedAt: now });
    case 'Book':
      return use(voucher, now, { _tag: 'Booked', bookedAt: now });
    case 'RequestRefund':
      return request(voucher, now, event.reason, (reason) => ({ _tag: 'CreditRequested', requestedAt: now, reason }));
    case 'RequestReturn':
      return request(voucher, now, event.reason, (reason) => ({ _tag: 'ReturnRequested', requestedAt: now, reason }));
    case 'ProcessRefund':
      return moveFrom(voucher, ['CreditRequested'], { _tag: 'RequestProcessed' });
    case 'CompleteRefund':
      return moveFrom(voucher, ['RequestProcessed', 'ReturnedToMerchant'], { _tag: 'Refunded' });
    case 'ShipReturn':
      return moveFrom(voucher, ['ReturnRequested'], { _tag: 'ReturnInTransit' });
    case 'ReceiveReturn':
      return moveFrom(voucher, ['ReturnInTransit'], { _tag: 'ReturnedToMerchant' });
  }
};
