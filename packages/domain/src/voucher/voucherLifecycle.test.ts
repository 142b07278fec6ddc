import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  type Voucher,
  type VoucherEvent,
  applyVoucherEvent,
  newVoucher,
  voucherDisplayLabel,
  voucherDisplayStatus,
} from './index';

const at = (iso: string): Date => new Date(iso);
const voucher = newVoucher('v1', 'STANDARD', at('2025-03-01T10:00:00Z'), at('2025-09-01T00:00:00Z'));
const day3 = at('2025-03-04T00:00:00Z');

const run = (
  start: Voucher,
  events: readonly VoucherEvent[],
  now: Date,
): E.Either<{ readonly code: string }, Voucher> =>
  events.reduce<E.Either<{ readonly code: string }, Voucher>>(
    (state, event) => E.flatMap(state, (v) => applyVoucherEvent(v, event, now)),
    E.right(start),
  );

const labelAfter = (events: readonly VoucherEvent[], now: Date = day3): string | undefined => {
  const result = run(voucher, events, now);
  return E.isRight(result) ? voucherDisplayLabel(voucherDisplayStatus(result.right, now)) : result.left.code;
};

describe('voucher lifecycle', () => {
  it('redeems and books an available voucher', () => {
    expect(labelAfter([{ _tag: 'Redeem' }])).toBe('Redeemed');
    expect(labelAfter([{ _tag: 'Book' }])).toBe('Booked');
  });
  it('"Vouchers available 24 hours after purchase": not redeemable before', () => {
    expect(labelAfter([{ _tag: 'Redeem' }], at('2025-03-01T12:00:00Z'))).toBe('VOUCHER.NOT_YET_AVAILABLE');
  });
  it('an expired voucher cannot be redeemed', () => {
    expect(labelAfter([{ _tag: 'Redeem' }], at('2025-09-02T00:00:00Z'))).toBe('VOUCHER.EXPIRED');
  });
  it('goes Credit Requested, Request Processed, Refunded', () => {
    expect(labelAfter([{ _tag: 'RequestRefund', reason: 'Changed my mind' }])).toBe('Credit Requested');
    expect(labelAfter([{ _tag: 'RequestRefund', reason: 'x' }, { _tag: 'ProcessRefund' }])).toBe('Request Processed');
    expect(
      labelAfter([{ _tag: 'RequestRefund', reason: 'x' }, { _tag: 'ProcessRefund' }, { _tag: 'CompleteRefund' }]),
    ).toBe('Refunded');
  });
  it('goes Return Requested, Return in Transit, Returned to the Merchant, Refunded', () => {
    const ret: VoucherEvent[] = [{ _tag: 'RequestReturn', reason: 'Faulty' }];
    expect(labelAfter(ret)).toBe('Return Requested');
    expect(labelAfter([...ret, { _tag: 'ShipReturn' }])).toBe('Return in Transit');
    expect(labelAfter([...ret, { _tag: 'ShipReturn' }, { _tag: 'ReceiveReturn' }])).toBe('Returned to the Merchant');
    expect(labelAfter([...ret, { _tag: 'ShipReturn' }, { _tag: 'ReceiveReturn' }, { _tag: 'CompleteRefund' }])).toBe(
      'Refunded',
    );
  });
  it('records the reason and time of a request', () => {
    const result = applyVoucherEvent(voucher, { _tag: 'RequestRefund', reason: ' Too far away ' }, day3);
    expect(E.isRight(result) && result.right.stage).toEqual({
      _tag: 'CreditRequested',
      requestedAt: day3,
      reason: 'Too far away',
    });
  });
  it('needs a reason, checked after eligibility', () => {
    expect(labelAfter([{ _tag: 'RequestRefund', reason: ' ' }])).toBe('VOUCHER.REFUND_REASON_REQUIRED');
    expect(labelAfter([{ _tag: 'Redeem' }, { _tag: 'RequestRefund', reason: ' ' }])).toBe('VOUCHER.REFUND_REDEEMED');
  });
  it('refuses events that do not fit the stage', () => {
    expect(labelAfter([{ _tag: 'ProcessRefund' }])).toBe('VOUCHER.ACTION_NOT_ALLOWED');
    expect(labelAfter([{ _tag: 'ShipReturn' }])).toBe('VOUCHER.ACTION_NOT_ALLOWED');
    expect(labelAfter([{ _tag: 'ReceiveReturn' }])).toBe('VOUCHER.ACTION_NOT_ALLOWED');
    expect(labelAfter([{ _tag: 'CompleteRefund' }])).toBe('VOUCHER.ACTION_NOT_ALLOWED');
    expect(labelAfter([{ _tag: 'Redeem' }, { _tag: 'Book' }])).toBe('VOUCHER.ACTION_NOT_ALLOWED');
    expect(
      labelAfter([
        { _tag: 'RequestRefund', reason: 'x' },
        { _tag: 'RequestReturn', reason: 'x' },
      ]),
    ).toBe('VOUCHER.REFUND_IN_PROGRESS');
  });
});
