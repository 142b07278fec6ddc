import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { checkStayDates, needsStayDates } from './stayDates';
import { CHOOSE_CHECK_IN_AND_CHECK_OUT } from '../calendar/messages';
import { purchaseError } from '../checkout/purchaseError';

const line = { productId: 7, dealType: 'calendar' as const, checkInDate: O.none, checkOutDate: O.none };

describe('a calendar line needs its stay (spec 1 §5 "Calendar needs check-in and check-out")', () => {
  it('refuses a calendar line without both dates, with a stable code', () => {
    expect(checkStayDates(line)).toEqual(
      E.left({ code: 'CALENDAR.DATES_REQUIRED', detail: 'Calendar needs check-in and check-out' }),
    );
    expect(E.isLeft(checkStayDates({ ...line, checkInDate: O.some('2026-07-01') }))).toBe(true);
  });
  it('keeps a calendar line with both dates, and any line of a default deal', () => {
    const stay = { ...line, checkInDate: O.some('2026-07-01'), checkOutDate: O.some('2026-07-03') };
    expect(checkStayDates(stay)).toEqual(E.right(stay));
    expect(checkStayDates({ ...line, dealType: 'default' as const })).toEqual(
      E.right({ ...line, dealType: 'default' }),
    );
    expect(needsStayDates({ dealType: 'calendar' })).toBe(true);
    expect(needsStayDates({ dealType: 'default' })).toBe(false);
  });
  it('tells the shopper to choose their dates when the purchase is refused', () => {
    expect(purchaseError('CALENDAR.DATES_REQUIRED', 'x').message).toBe(CHOOSE_CHECK_IN_AND_CHECK_OUT);
    expect(CHOOSE_CHECK_IN_AND_CHECK_OUT).toBe('Please choose your check-in and check-out dates.');
  });
});
