/**
 * Deposit deals (spec 1 §4): the deposit is paid, the balance later; the deposit is refundable
 * within 14 days; it expires if the balance is not paid; overdue-balance and out-of-stock notices.
 *
 * Decisions: a deposit has a balance due date and, later, an expiry. Between them the balance is
 * overdue (the overdue notice shows); at the expiry without the balance it has expired. The deposit
 * is refundable for 14 days from its payment while the balance is unpaid and it has not expired
 * (once the balance is paid, the voucher's own refund rules apply). The out-of-stock notice shows
 * while the balance is unpaid and the balance product is sold out, before the overdue notice.
 */
import * as O from 'fp-ts/Option';
import { addDays } from '../wallet/dateArithmetic';
import { DEPOSIT_REFUNDABLE_DAYS } from './constants';
import { DEPOSIT_BALANCE_OVERDUE_NOTICE, DEPOSIT_EXPIRED_NOTICE, DEPOSIT_OUT_OF_STOCK_NOTICE } from './messages';

export interface Deposit {
  readonly paidAt: Date;
  readonly balanceDueAt: Date;
  readonly expiresAt: Date;
  readonly balancePaidAt: O.Option<Date>;
}

/** In time order for an unpaid balance: DEPOSIT_PAID, then BALANCE_OVERDUE, then EXPIRED. */
export type DepositStatus = 'DEPOSIT_PAID' | 'BALANCE_OVERDUE' | 'EXPIRED' | 'BALANCE_PAID';

export const depositStatus = (deposit: Deposit, now: Date): DepositStatus => {
  if (O.isSome(deposit.balancePaidAt)) return 'BALANCE_PAID';
  if (now.getTime() >= deposit.expiresAt.getTime()) return 'EXPIRED';
  return now.getTime() >= deposit.balanceDueAt.getTime() ? 'BALANCE_OVERDUE' : 'DEPOSIT_PAID';
};

export const depositRefundableUntil = (deposit: Pick<Deposit, 'paidAt'>): Date =>
  addDays(deposit.paidAt, DEPOSIT_REFUNDABLE_DAYS);

export const isDepositRefundable = (deposit: Deposit, now: Date): boolean => {
  const status = depositStatus(deposit, now);
  return (
    (status === 'DEPOSIT_PAID' || status === 'BALANCE_OVERDUE') &&
    now.getTime() < depositRefundableUntil(deposit).getTime()
  );
};

/** The notice a deposit shows, if any. */
export const depositNotice = (deposit: Deposit, now: Date, balanceOutOfStock: boolean): O.Option<string> => {
  const status = depositStatus(deposit, now);
  if (status === 'BALANCE_PAID') return O.none;
  if (status === 'EXPIRED') return O.some(DEPOSIT_EXPIRED_NOTICE);
  if (balanceOutOfStock) return O.some(DEPOSIT_OUT_OF_STOCK_NOTICE);
  return status === 'BALANCE_OVERDUE' ? O.some(DEPOSIT_BALANCE_OVERDUE_NOTICE) : O.none;
};
