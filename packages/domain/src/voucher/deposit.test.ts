import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  DEPOSIT_BALANCE_OVERDUE_NOTICE,
  DEPOSIT_EXPIRED_NOTICE,
  DEPOSIT_OUT_OF_STOCK_NOTICE,
  type Deposit,
  depositNotice,
  depositRefundableUntil,
  depositStatus,
  isDepositRefundable,
} from './index';

const at = (iso: string): Date => new Date(iso);
const deposit: Deposit = {
  paidAt: at('2025-03-01T00:00:00Z'),
  balanceDueAt: at('2025-05-01T00:00:00Z'),
  expiresAt: at('2025-06-01T00:00:00Z'),
  balancePaidAt: O.none,
};

describe('deposit deals (spec 1 §4)', () => {
  it('"deposit paid, balance paid later"', () => {
    expect(depositStatus(deposit, at('2025-04-01T00:00:00Z'))).toBe('DEPOSIT_PAID');
    expect(
      depositStatus({ ...deposit, balancePaidAt: O.some(at('2025-04-01T00:00:00Z')) }, at('2025-07-01T00:00:00Z')),
    ).toBe('BALANCE_PAID');
  });
  it('"expires if balance is not paid", overdue in between', () => {
    expect(depositStatus(deposit, at('2025-05-01T00:00:00Z'))).toBe('BALANCE_OVERDUE');
    expect(depositStatus(deposit, at('2025-06-01T00:00:00Z'))).toBe('EXPIRED');
  });
  it('"deposit refundable within 14 days"', () => {
    expect(depositRefundableUntil(deposit).toISOString()).toBe('2025-03-15T00:00:00.000Z');
    expect(isDepositRefundable(deposit, at('2025-03-14T23:59:59Z'))).toBe(true);
    expect(isDepositRefundable(deposit, at('2025-03-15T00:00:00Z'))).toBe(false);
    expect(
      isDepositRefundable(
        { ...deposit, balancePaidAt: O.some(at('2025-03-02T00:00:00Z')) },
        at('2025-03-03T00:00:00Z'),
      ),
    ).toBe(false);
    const quick: Deposit = {
      ...deposit,
      balanceDueAt: at('2025-03-05T00:00:00Z'),
      expiresAt: at('2025-03-10T00:00:00Z'),
    };
    expect(isDepositRefundable(quick, at('2025-03-06T00:00:00Z'))).toBe(true);
    expect(isDepositRefundable(quick, at('2025-03-11T00:00:00Z'))).toBe(false);
  });
  it('"overdue-balance and out-of-stock notices exist"', () => {
    expect(depositNotice(deposit, at('2025-04-01T00:00:00Z'), false)).toEqual(O.none);
    expect(depositNotice(deposit, at('2025-05-02T00:00:00Z'), false)).toEqual(O.some(DEPOSIT_BALANCE_OVERDUE_NOTICE));
    expect(depositNotice(deposit, at('2025-04-01T00:00:00Z'), true)).toEqual(O.some(DEPOSIT_OUT_OF_STOCK_NOTICE));
    expect(depositNotice(deposit, at('2025-06-02T00:00:00Z'), true)).toEqual(O.some(DEPOSIT_EXPIRED_NOTICE));
    expect(
      depositNotice(
        { ...deposit, balancePaidAt: O.some(at('2025-04-01T00:00:00Z')) },
        at('2025-06-02T00:00:00Z'),
        true,
      ),
    ).toEqual(O.none);
  });
});
