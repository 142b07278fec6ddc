import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import {
  type Voucher,
  extendVoucher,
  extensionLimit,
  extensionMonthsLeft,
  isEligibleForExtension,
  newVoucher,
  vouchersEligibleForExtension,
} from './index';

const at = (iso: string): Date => new Date(iso);
const voucher = newVoucher('v1', 'STANDARD', at('2025-01-01T00:00:00Z'), at('2025-01-31T12:00:00Z'));
const now = at('2025-01-20T00:00:00Z');
const codeOf = (result: E.Either<{ readonly code: string }, unknown>): string | undefined =>
  E.isLeft(result) ? result.left.code : undefined;

describe('"voucher extension up to 3 months"', () => {
  it('extends by whole months, up to 3 past the original expiry', () => {
    expect(extensionLimit(voucher).toISOString()).toBe('2025-04-30T12:00:00.000Z');
    expect(extensionMonthsLeft(voucher)).toBe(3);
    const once = extendVoucher(voucher, 1, now);
    expect(E.isRight(once) && once.right.expiresAt.toISOString()).toBe('2025-02-28T12:00:00.000Z');
    const full = extendVoucher(voucher, 3, now);
    expect(E.isRight(full) && full.right.expiresAt.toISOString()).toBe('2025-04-30T12:00:00.000Z');
    expect(E.isRight(full) && full.right.originalExpiresAt).toEqual(voucher.originalExpiresAt);
  });
  it('refuses more than 3 months in all', () => {
    expect(codeOf(extendVoucher(voucher, 4, now))).toBe('VOUCHER.EXTENSION_LIMIT');
    expect(codeOf(extendVoucher(voucher, 0, now))).toBe('VOUCHER.EXTENSION_LIMIT');
    expect(codeOf(extendVoucher(voucher, 1.5, now))).toBe('VOUCHER.EXTENSION_LIMIT');
    const twice = E.flatMap(extendVoucher(voucher, 2, now), (v) => extendVoucher(v, 2, now));
    expect(codeOf(twice)).toBe('VOUCHER.EXTENSION_LIMIT');
    const full = E.flatMap(extendVoucher(voucher, 2, now), (v) => extendVoucher(v, 1, now));
    expect(E.isRight(full) && extensionMonthsLeft(full.right)).toBe(0);
    expect(E.isRight(full) && isEligibleForExtension(full.right, now)).toBe(false);
  });
  it('can rescue an expired voucher while its extended expiry lies ahead', () => {
    const later = at('2025-03-15T00:00:00Z');
    expect(codeOf(extendVoucher(voucher, 1, later))).toBe('VOUCHER.EXTENSION_NOT_ELIGIBLE');
    const rescued = extendVoucher(voucher, 2, later);
    expect(E.isRight(rescued) && rescued.right.expiresAt.toISOString()).toBe('2025-03-31T12:00:00.000Z');
    expect(codeOf(extendVoucher(voucher, 3, at('2025-05-01T00:00:00Z')))).toBe('VOUCHER.EXTENSION_NOT_ELIGIBLE');
  });
  it('only extends an active voucher', () => {
    const redeemed: Voucher = { ...voucher, stage: { _tag: 'Redeemed', redeemedAt: now } };
    expect(codeOf(extendVoucher(redeemed, 1, now))).toBe('VOUCHER.EXTENSION_NOT_ELIGIBLE');
  });
  it('lists eligible vouchers, or "no vouchers eligible for extension"', () => {
    const redeemed: Voucher = { ...voucher, id: 'v2', stage: { _tag: 'Refunded' } };
    expect(vouchersEligibleForExtension([voucher, redeemed], now)).toEqual(E.right([voucher]));
    expect(vouchersEligibleForExtension([redeemed], now)).toEqual(
      E.left({
        code: 'VOUCHER.NO_VOUCHERS_ELIGIBLE_FOR_EXTENSION',
        detail: 'You have no vouchers eligible for extension.',
      }),
    );
  });
});
