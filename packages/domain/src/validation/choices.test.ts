import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { messagesByField } from './form';
import { refundReason, staySelection, unsubscribeToken } from './choices';

describe('required choices (spec 1 §5)', () => {
  it('Refund reason required ("Please select an option to continue")', () => {
    expect(refundReason(O.some('Changed my mind'))).toEqual(E.right('Changed my mind'));
    for (const missing of [O.none, O.some(''), O.some('  ')]) {
      expect(refundReason(missing)).toEqual(
        E.left({
          code: 'VALIDATION.OPTION_REQUIRED',
          detail: 'Please select an option to continue',
          message: 'Please select an option to continue',
        }),
      );
    }
  });
  it('Unsubscribe needs a token', () => {
    expect(unsubscribeToken(O.some('tok-123'))).toEqual(E.right('tok-123'));
    const missing = unsubscribeToken(O.none);
    expect(E.isLeft(missing) && missing.left.code).toBe('VALIDATION.UNSUBSCRIBE_TOKEN_MISSING');
  });
  it('Calendar needs check-in and check-out', () => {
    expect(staySelection({ checkIn: O.some('2026-12-01'), checkOut: O.some('2026-12-03') })).toEqual(
      E.right({ checkIn: '2026-12-01', checkOut: '2026-12-03' }),
    );
    const neither = staySelection<string>({ checkIn: O.none, checkOut: O.none });
    expect(E.isLeft(neither) && messagesByField(neither.left)).toEqual({
      checkIn: 'Please select a check-in date',
      checkOut: 'Please select a check-out date',
    });
    const noCheckOut = staySelection({ checkIn: O.some(1), checkOut: O.none });
    expect(E.isLeft(noCheckOut) && noCheckOut.left.map((e) => e.error.code)).toEqual(['VALIDATION.CHECK_OUT_REQUIRED']);
  });
});
