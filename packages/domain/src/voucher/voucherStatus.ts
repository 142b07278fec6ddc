/**
 * What the shopper sees about a voucher (spec 1 §4): its display status, the order tracking of a
 * delivered product, and the status of its protection.
 *
 * Decisions:
 * - An Active voucher shows "Expired" from its expiry instant, else "Ready to Redeem"; every other
 *   stage shows its own status (a booked, redeemed or refunded voucher does not turn "Expired").
 * - Booked travel expects documents within 3 working days: Monday to Friday in UTC, bank holidays
 *   not counted (the spec gives no holiday calendar).
 * - Order tracking: Delivered, else Dispatched, else "Delivery on or before {date}" when an
 *   estimated delivery date is known, else Processing Order. Dates read "12 March 2025" (UTC).
 * - Protection: Refunded once a refund is requested, processed or done; Redeemed once redeemed or
 *   booked; otherwise Expired from the protection's end, else Available.
 */
import * as O from 'fp-ts/Option';
import { addDays } from '../wallet/dateArithmetic';
import { TRAVEL_DOCUMENTS_WORKING_DAYS } from './constants';
import {
  PROTECTION_AVAILABLE,
  PROTECTION_EXPIRED,
  PROTECTION_REDEEMED,
  PROTECTION_REFUNDED,
  STATUS_BOOKED,
  STATUS_CREDIT_REQUESTED,
  STATUS_EXPIRED,
  STATUS_READY_TO_REDEEM,
  STATUS_REDEEMED,
  STATUS_REFUNDED,
  STATUS_REQUEST_PROCESSED,
  STATUS_RETURNED_TO_MERCHANT,
  STATUS_RETURN_IN_TRANSIT,
  STATUS_RETURN_REQUESTED,
  TRACKING_DELIVERED,
  TRACKING_DELIVERY_ON_OR_BEFORE,
  TRACKING_DISPATCHED,
  TRACKING_PROCESSING_ORDER,
} from './messages';
import { type Voucher, isVoucherExpired } from './voucher';

// ---------------------------------------------------------------------------------------------
// Display status

export const VOUCHER_DISPLAY_STATUSES = {
  READY_TO_REDEEM: STATUS_READY_TO_REDEEM,
  REDEEMED: STATUS_REDEEMED,
  BOOKED: STATUS_BOOKED,
  CREDIT_REQUESTED: STATUS_CREDIT_REQUESTED,
  REQUEST_PROCESSED: STATUS_REQUEST_PROCESSED,
  RETURN_REQUESTED: STATUS_RETURN_REQUESTED,
  RETURN_IN_TRANSIT: STATUS_RETURN_IN_TRANSIT,
  RETURNED_TO_MERCHANT: STATUS_RETURNED_TO_MERCHANT,
  REFUNDED: STATUS_REFUNDED,
  EXPIRED: STATUS_EXPIRED,
} as const;

export type VoucherDisplayStatus = keyof typeof VOUCHER_DISPLAY_STATUSES;

/** The status a voucher shows at `now`. */
export const voucherDisplayStatus = (voucher: Voucher, now: Date): VoucherDisplayStatus => {
  const stage = voucher.stage;
  switch (stage._tag) {
    case 'Active':
      return isVoucherExpired(voucher, now) ? 'EXPIRED' : 'READY_TO_REDEEM';
    case 'Redeemed':
      return 'REDEEMED';
    case 'Booked':
      return 'BOOKED';
    case 'CreditRequested':
      return 'CREDIT_REQUESTED';
    case 'RequestProcessed':
      return 'REQUEST_PROCESSED';
    case 'ReturnRequested':
      return 'RETURN_REQUESTED';
    case 'ReturnInTransit':
      return 'RETURN_IN_TRANSIT';
    case 'ReturnedToMerchant':
      return 'RETURNED_TO_MERCHANT';
    case 'Refunded':
      return 'REFUNDED';
  }
};

export const voucherDisplayLabel = (status: VoucherDisplayStatus): string => VOUCHER_DISPLAY_STATUSES[status];

const isWeekend = (instant: Date): boolean => instant.getUTCDay() === 0 || instant.getUTCDay() === 6;

/** `start` moved forward by `workingDays` working days (Monday to Friday, UTC). */
export const addWorkingDays = (start: Date, workingDays: number): Date => {
  let day = start;
  for (let left = workingDays; left > 0;) {
    day = addDays(day, 1);
    if (!isWeekend(day)) left -= 1;
  }
  return day;
};

/** When the travel documents of a booking are expected: 3 working days after it. */
export const travelDocumentsExpectedBy = (bookedAt: Date): Date =>
  addWorkingDays(bookedAt, TRAVEL_DOCUMENTS_WORKING_DAYS);

// ---------------------------------------------------------------------------------------------
// Order tracking

export interface DeliveryProgress {
  readonly dispatched: boolean;
  readonly delivered: boolean;
  readonly estimatedDeliveryDate: O.Option<Date>;
}

export type OrderTrackingStatus =
  | { readonly _tag: 'ProcessingOrder' }
  | { readonly _tag: 'Dispatched' }
  | { readonly _tag: 'Delivered' }
  | { readonly _tag: 'DeliveryOnOrBefore'; readonly date: Date };

export const orderTrackingStatus = (delivery: DeliveryProgress): OrderTrackingStatus => {
  if (delivery.delivered) return { _tag: 'Delivered' };
  if (delivery.dispatched) return { _tag: 'Dispatched' };
  return O.isSome(delivery.estimatedDeliveryDate)
    ? { _tag: 'DeliveryOnOrBefore', date: delivery.estimatedDeliveryDate.value }
    : { _tag: 'ProcessingOrder' };
};

export const formatDeliveryDate = (date: Date): string =>
  date.toLocaleDateString('en-GB', { timeZone: 'UTC', day: 'numeric', month: 'long', year: 'numeric' });

export const orderTrackingLabel = (status: OrderTrackingStatus): string => {
  switch (status._tag) {
    case 'ProcessingOrder':
      return TRACKING_PROCESSING_ORDER;
    case 'Dispatched':
      return TRACKING_DISPATCHED;
    case 'Delivered':
      return TRACKING_DELIVERED;
    case 'DeliveryOnOrBefore':
      return `${TRACKING_DELIVERY_ON_OR_BEFORE} ${formatDeliveryDate(status.date)}`;
  }
};

// ---------------------------------------------------------------------------------------------
// Protection

export const PROTECTION_STATUSES = {
  AVAILABLE: PROTECTION_AVAILABLE,
  EXPIRED: PROTECTION_EXPIRED,
  REDEEMED: PROTECTION_REDEEMED,
  REFUNDED: PROTECTION_REFUNDED,
} as const;

export type ProtectionStatus = keyof typeof PROTECTION_STATUSES;

/** The status of a voucher's protection, which ends at `protectionEndsAt`. */
export const protectionStatus = (voucher: Voucher, protectionEndsAt: Date, now: Date): ProtectionStatus => {
  const stage = voucher.stage;
  switch (stage._tag) {
    case 'CreditRequested':
    case 'RequestProcessed':
    case 'Refunded':
      return 'REFUNDED';
    case 'Redeemed':
    case 'Booked':
      return 'REDEEMED';
    case 'Active':
    case 'ReturnRequested':
    case 'ReturnInTransit':
    case 'ReturnedToMerchant':
      return now.getTime() >= protectionEndsAt.getTime() ? 'EXPIRED' : 'AVAILABLE';
  }
};

export const protectionLabel = (status: ProtectionStatus): string => PROTECTION_STATUSES[status];
