/**
 * "Calendar needs check-in and check-out" (spec 1 §5): a basket line of a calendar deal carries both
 * days of the stay; without them it cannot be bought. Days are kept as the calendar gives them.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { CALENDAR_NEEDS_CHECK_IN_AND_CHECK_OUT } from '../calendar/messages';
import { type DomainError, domainError } from '../shared/error';
import type { PurchasableProduct } from './purchasableProduct';

export interface StayDates {
  readonly dealType: PurchasableProduct['dealType'];
  readonly checkInDate: O.Option<string>;
  readonly checkOutDate: O.Option<string>;
}

export type StayDatesRequired = DomainError<'CALENDAR.DATES_REQUIRED'>;

/** A calendar deal is bought for dates. */
export const needsStayDates = (deal: Pick<StayDates, 'dealType'>): boolean => deal.dealType === 'calendar';

/** The line unchanged, or CALENDAR.DATES_REQUIRED for a calendar line without both dates. */
export const checkStayDates = <L extends StayDates>(line: L): E.Either<StayDatesRequired, L> =>
  !needsStayDates(line) || (O.isSome(line.checkInDate) && O.isSome(line.checkOutDate))
    ? E.right(line)
    : E.left(domainError('CALENDAR.DATES_REQUIRED', CALENDAR_NEEDS_CHECK_IN_AND_CHECK_OUT));
