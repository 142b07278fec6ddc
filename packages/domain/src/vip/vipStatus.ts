/**
 * The stored VIP status (spec 1 §4): VIP, Non-VIP, or cleared. Cleared is `none` and is stored as the
 * empty string (the cookie is removed). An unknown stored value reads as cleared.
 * Updating the status (POST vip status, spec 2 §7.6) needs a value (spec 1 §5).
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DomainError, domainError } from '../shared/error';
import { VIP_STATUS_VALUE_REQUIRED, VIP_STATUS_VALUE_UNKNOWN } from './messages';

export const VIP_STATUS_VALUES = ['VIP', 'Non-VIP'] as const;
export type VipStatusValue = (typeof VIP_STATUS_VALUES)[number];

/** `none` is the cleared status. */
export type StoredVipStatus = O.Option<VipStatusValue>;

export const CLEARED_VIP_STATUS = '';

const isVipStatusValue = (value: string): value is VipStatusValue =>
  (VIP_STATUS_VALUES as readonly string[]).includes(value);

export const parseStoredVipStatus = (stored: string): StoredVipStatus =>
  isVipStatusValue(stored) ? O.some(stored) : O.none;

export const serialiseVipStatus = (status: StoredVipStatus): string =>
  O.isSome(status) ? status.value : CLEARED_VIP_STATUS;

export const isVipMember = (status: StoredVipStatus): boolean => O.isSome(status) && status.value === 'VIP';

export type VipStatusUpdateErrorCode = 'VIP.STATUS_VALUE_REQUIRED' | 'VIP.STATUS_VALUE_UNKNOWN';

export interface VipStatusUpdate {
  readonly vipStatus: VipStatusValue;
}

/** The body of a VIP status update: a blank value is refused, and so is anything but VIP or Non-VIP. */
export const vipStatusUpdate = (value: string): E.Either<DomainError<VipStatusUpdateErrorCode>, VipStatusUpdate> => {
  const trimmed = value.trim();
  if (trimmed === '') return E.left(domainError('VIP.STATUS_VALUE_REQUIRED', VIP_STATUS_VALUE_REQUIRED));
  return isVipStatusValue(trimmed)
    ? E.right({ vipStatus: trimmed })
    : E.left(domainError('VIP.STATUS_VALUE_UNKNOWN', VIP_STATUS_VALUE_UNKNOWN));
};
