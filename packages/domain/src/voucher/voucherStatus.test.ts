import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  type Voucher,
  type VoucherStage,
  addWorkingDays,
  formatDeliveryDate,
  newVoucher,
  orderTrackingLabel,
  orderTrackingStatus,
  protectionLabel,
  protectionStatus,
  travelDocumentsExpectedBy,
  voucherDisplayLabel,
  voucherDisplayStatus,
} from './index';

const at = (iso: string): Date => new Date(iso);
const voucher = newVoucher('v1', 'STANDARD', at('2025-03-01T10:00:00Z'), at('2025-09-01T00:00:00Z'));
const inStage = (stage: VoucherStage): Voucher => ({ ...voucher, stage });
const now = at('2025-03-10T00:00:00Z');

describe('voucher display statuses (spec 1 §4)', () => {
  const cases: ReadonlyArray<readonly [VoucherStage, string]> = [
    [{ _tag: 'Active' }, 'Ready to Redeem'],
    [{ _tag: 'Redeemed', redeemedAt: now }, 'Redeemed'],
    [{ _tag: 'Booked', bookedAt: now }, 'Booked'],
    [{ _tag: 'CreditRequested', requestedAt: now, reason: 'x' }, 'Credit Requested'],
    [{ _tag: 'RequestProcessed' }, 'Request Processed'],
    [{ _tag: 'ReturnRequested', requestedAt: now, reason: 'x' }, 'Return Requested'],
    [{ _tag: 'ReturnInTransit' }, 'Return in Transit'],
    [{ _tag: 'ReturnedToMerchant' }, 'Returned to the Merchant'],
    [{ _tag: 'Refunded' }, 'Refunded'],
  ];
  it.each(cases)('shows %o as %s', (stage, label) => {
    expect(voucherDisplayLabel(voucherDisplayStatus(inStage(stage), now))).toBe(label);
  });
  it('an active voucher past its expiry shows "Expired"; other stages keep theirs', () => {
    const later = at('2025-09-01T00:00:00Z');
    expect(voucherDisplayLabel(voucherDisplayStatus(voucher, later))).toBe('Expired');
    expect(voucherDisplayStatus(inStage({ _tag: 'Redeemed', redeemedAt: now }), later)).toBe('REDEEMED');
  });
  it('"Booked (travel documents expected within 3 working days)"', () => {
    expect(travelDocumentsExpectedBy(at('2025-03-05T09:00:00Z')).toISOString()).toBe('2025-03-10T09:00:00.000Z'); // Wed -> Mon
    expect(travelDocumentsExpectedBy(at('2025-03-03T09:00:00Z')).toISOString()).toBe('2025-03-06T09:00:00.000Z'); // Mon -> Thu
    expect(addWorkingDays(at('2025-03-08T09:00:00Z'), 1).toISOString()).toBe('2025-03-10T09:00:00.000Z'); // Sat -> Mon
    expect(addWorkingDays(at('2025-03-08T09:00:00Z'), 0).toISOString()).toBe('2025-03-08T09:00:00.000Z');
  });
});

describe('order tracking (spec 1 §4: "Processing Order, Dispatched, Delivered, Delivery on or before a date")', () => {
  it('follows the delivery progress', () => {
    const none = { dispatched: false, delivered: false, estimatedDeliveryDate: O.none };
    expect(orderTrackingLabel(orderTrackingStatus(none))).toBe('Processing Order');
    expect(orderTrackingLabel(orderTrackingStatus({ ...none, dispatched: true }))).toBe('Dispatched');
    expect(orderTrackingLabel(orderTrackingStatus({ ...none, dispatched: true, delivered: true }))).toBe('Delivered');
    expect(
      orderTrackingLabel(orderTrackingStatus({ ...none, estimatedDeliveryDate: O.some(at('2025-03-12T15:00:00Z')) })),
    ).toBe('Delivery on or before 12 March 2025');
    expect(formatDeliveryDate(at('2025-12-01T00:00:00Z'))).toBe('1 December 2025');
  });
});

describe('protection statuses (spec 1 §4: "Available, Expired, Redeemed, Refunded")', () => {
  const ends = at('2025-06-01T00:00:00Z');
  it('is Available until it ends, then Expired', () => {
    expect(protectionLabel(protectionStatus(voucher, ends, now))).toBe('Available');
    expect(protectionLabel(protectionStatus(voucher, ends, ends))).toBe('Expired');
    expect(protectionStatus(inStage({ _tag: 'ReturnInTransit' }), ends, now)).toBe('AVAILABLE');
  });
  it('is Redeemed for a redeemed or booked voucher', () => {
    expect(protectionLabel(protectionStatus(inStage({ _tag: 'Redeemed', redeemedAt: now }), ends, now))).toBe(
      'Redeemed',
    );
    expect(protectionStatus(inStage({ _tag: 'Booked', bookedAt: now }), ends, ends)).toBe('REDEEMED');
  });
  it('is Refunded once a refund is requested, processed or done', () => {
    expect(protectionLabel(protectionStatus(inStage({ _tag: 'Refunded' }), ends, now))).toBe('Refunded');
    expect(protectionStatus(inStage({ _tag: 'RequestProcessed' }), ends, now)).toBe('REFUNDED');
    expect(protectionStatus(inStage({ _tag: 'CreditRequested', requestedAt: now, reason: 'x' }), ends, now)).toBe(
      'REFUNDED',
    );
  });
});
