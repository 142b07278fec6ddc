import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { checkStayDates } from './stayDates';

const day = fc.option(fc.constantFrom('2026-07-01', '2026-07-03'), { nil: undefined }).map(O.fromNullable);

describe('stay dates property', () => {
  it('property: a line passes exactly when it is not a calendar line or has both dates, and passes unchanged', () => {
    fc.assert(
      fc.property(fc.constantFrom('default' as const, 'calendar' as const), day, day, (dealType, checkIn, checkOut) => {
        const line = { dealType, checkInDate: checkIn, checkOutDate: checkOut };
        const checked = checkStayDates(line);
        expect(E.isRight(checked)).toBe(dealType === 'default' || (O.isSome(checkIn) && O.isSome(checkOut)));
        if (E.isRight(checked)) expect(checked.right).toBe(line);
      }),
    );
  });
});
