import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  type Voucher,
  type VoucherStage,
  isRefundable,
  moneyBackGuaranteeEndsAt,
  newVoucher,
  refundEligibility,
  refundUnavailableFrom,
  validateRefundReason,
} from './index';

const at = (iso: string): Date => new Date(iso);
const voucher = newVoucher('v1', 'STANDARD', at('2025-03-01T10:00:00Z'), at('2025-09-01T00:00:00Z'));
const onDemand: Voucher = { ...voucher, type: 'ON_DEMAND_REFUND' };
const inStage = (stage: VoucherStage): Voucher => ({ ...voucher, stage });
const codeOf = (result: E.Either<{ readonly code: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.code : undefined;

describe('refund eligibility', () => {
  it('is refundable within the 14-day money-back guarantee', () => {
    expect(moneyBackGuaranteeEndsAt(voucher).toISOString()).toBe('2025-03-15T10:00:00.000Z');
    expect(refundEligibility(voucher, at('2025-03-15T09:59:59Z'))).toEqual(E.right('MONEY_BACK_GUARANTEE'));
    expect(codeOf(refundEligibility(voucher, at('2025-03-15T10:00:00Z')))).toBe('VOUCHER.MONEY_BACK_GUARANTEE_ENDED');
  });
  it('an ON_DEMAND_REFUND voucher stays refundable after the guarantee', () => {
    expect(refundEligibility(onDemand, at('2025-03-01T11:00:00Z'))).toEqual(E.right('MONEY_BACK_GUARANTEE'));
    expect(refundEligibility(onDemand, at('2025-06-01T00:00:00Z'))).toEqual(E.right('ON_DEMAND_REFUND'));
  });
  it('"Refund is unavailable for a redeemed voucher"', () => {
    const now = at('2025-03-02T00:00:00Z');
    expect(codeOf(refundEligibility(inStage({ _tag: 'Redeemed', redeemedAt: now }), now))).toBe(
      'VOUCHER.REFUND_REDEEMED',
    );
    expect(codeOf(refundEligibility(inStage({ _tag: 'Booked', bookedAt: now }), now))).toBe('VOUCHER.REFUND_REDEEMED');
    expect(codeOf(refundEligibility(inStage({ _tag: 'Refunded' }), now))).toBe('VOUCHER.REFUND_IN_PROGRESS');
  });
  it('"Refund is unavailable ... within 7 days of expiry", even inside the guarantee', () => {
    const short = newVoucher('v2', 'ON_DEMAND_REFUND', at('2025-03-01T00:00:00Z'), at('2025-03-10T00:00:00Z'));
    expect(refundUnavailableFrom(short).toISOString()).toBe('2025-03-03T00:00:00.000Z');
    expect(isRefundable(short, at('2025-03-02T23:59:59Z'))).toBe(true);
    expect(codeOf(refundEligibility(short, at('2025-03-03T00:00:00Z')))).toBe('VOUCHER.REFUND_NEAR_EXPIRY');
    expect(codeOf(refundEligibility(short, at('2025-03-10T00:00:00Z')))).toBe('VOUCHER.EXPIRED');
  });
});

describe('refund reason', () => {
  it('"Refund reason required (\'Please select an option to continue\')"', () => {
    expect(validateRefundReason('Changed my mind')).toEqual(E.right('Changed my mind'));
    for (const missing of ['', ' ', null, undefined]) {
      expect(validateRefundReason(missing)).toEqual(
        E.left({ code: 'VOUCHER.REFUND_REASON_REQUIRED', detail: 'Please select an option to continue' }),
      );
    }
  });
});
