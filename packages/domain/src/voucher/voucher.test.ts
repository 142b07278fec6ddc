import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  ON_DEMAND_REFUND,
  VOUCHERS_PAGE_SIZE,
  VOUCHER_GENERATION_ERROR,
  VOUCHER_PROBLEM,
  isOnDemandRefundVoucher,
  isVoucherAvailable,
  newVoucher,
  requireProductOrderId,
  voucherAvailableAt,
} from './index';

const at = (iso: string): Date => new Date(iso);
const voucher = newVoucher('v1', 'STANDARD', at('2025-03-01T10:00:00Z'), at('2025-09-01T00:00:00Z'));

describe('voucher basics', () => {
  it('"Vouchers available 24 hours after purchase"', () => {
    expect(voucherAvailableAt(voucher).toISOString()).toBe('2025-03-02T10:00:00.000Z');
    expect(isVoucherAvailable(voucher, at('2025-03-02T09:59:59Z'))).toBe(false);
    expect(isVoucherAvailable(voucher, at('2025-03-02T10:00:00Z'))).toBe(true);
  });
  it('knows the voucher type value ON_DEMAND_REFUND', () => {
    expect(ON_DEMAND_REFUND).toBe('ON_DEMAND_REFUND');
    expect(isOnDemandRefundVoucher({ type: 'ON_DEMAND_REFUND' })).toBe(true);
    expect(isOnDemandRefundVoucher(voucher)).toBe(false);
  });
  it("'Sorry, a product order id is required.'", () => {
    expect(requireProductOrderId(' 123 ')).toEqual(E.right('123'));
    for (const missing of ['', '  ', undefined, null]) {
      expect(requireProductOrderId(missing)).toEqual(
        E.left({ code: 'VOUCHER.PRODUCT_ORDER_ID_REQUIRED', detail: 'Sorry, a product order id is required.' }),
      );
    }
  });
  it("quotes 'Sorry there was a problem please try again later.' and has a voucher generation error", () => {
    expect(VOUCHER_PROBLEM).toBe('Sorry there was a problem please try again later.');
    expect(VOUCHER_GENERATION_ERROR.length).toBeGreaterThan(0);
    expect(VOUCHERS_PAGE_SIZE).toBe(10);
  });
});
