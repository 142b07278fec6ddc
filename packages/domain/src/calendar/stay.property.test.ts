import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { dateStringOfEpochDay, nightsBetween } from './dateString';
import { isStayAllowed, selectableCheckOutDates, stayHoverRange } from './stay';
import { type DaySpec, buildCalendar, calendarSpec } from './testing/arbitraries';

/** The rule restated on day offsets, independently of the implementation. */
const allowedByRule = (specs: readonly DaySpec[], checkIn: number, checkOut: number): boolean => {
  const arrival = specs[checkIn];
  const departure = specs[checkOut];
  if (arrival === undefined || departure === undefined || checkIn < 0 || checkOut < 0) return false;
  const nights = checkOut - checkIn;
  return (
    arrival.openForArrival &&
    arrival.openForSale &&
    !arrival.soldOut &&
    departure.openForDeparture &&
    nights >= arrival.minLengthOfStay &&
    nights <= arrival.minLengthOfStay + arrival.extraNights &&
    nights <= 28
  );
};

describe('calendar stays: properties', () => {
  it('the selectable check-outs are exactly the dates within min/max stay, the 28-day window and open for departure', () => {
    fc.assert(
      fc.property(calendarSpec, fc.integer({ min: -3, max: 30 }), ({ start, specs }, checkIn) => {
        const days = buildCalendar(start, specs);
        const expected = Array.from({ length: 60 }, (_, j) => checkIn + 1 + j)
          .filter((checkOut) => allowedByRule(specs, checkIn, checkOut))
          .map((offset) => dateStringOfEpochDay(start + offset));
        const actual = selectableCheckOutDates(days, dateStringOfEpochDay(start + checkIn));
        expect(actual).toEqual(expected);
        for (let checkOut = checkIn - 2; checkOut < checkIn + 40; checkOut += 1) {
          const allowed = isStayAllowed(
            days,
            dateStringOfEpochDay(start + checkIn),
            dateStringOfEpochDay(start + checkOut),
          );
          expect(allowed).toBe(allowedByRule(specs, checkIn, checkOut));
        }
        for (const checkOut of actual) {
          const nights = nightsBetween(dateStringOfEpochDay(start + checkIn), checkOut);
          expect(nights).toBeGreaterThanOrEqual(1);
          expect(nights).toBeLessThanOrEqual(28);
        }
      }),
    );
  });
  it('the hover range is the contiguous run from check-in to the hovered date, and only for an allowed stay', () => {
    fc.assert(
      fc.property(
        calendarSpec,
        fc.integer({ min: -3, max: 30 }),
        fc.integer({ min: -3, max: 32 }),
        ({ start, specs }, i, nights) => {
          const h = i + nights;
          const days = buildCalendar(start, specs);
          const checkIn = dateStringOfEpochDay(start + i);
          const hovered = dateStringOfEpochDay(start + h);
          const range = stayHoverRange(days, checkIn, hovered);
          expect(range.length > 0).toBe(isStayAllowed(days, checkIn, hovered));
          expect(range.length > 0).toBe(allowedByRule(specs, i, h));
          if (range.length > 0) {
            expect(range).toEqual(Array.from({ length: h - i + 1 }, (_, k) => dateStringOfEpochDay(start + i + k)));
            expect(range.length).toBeLessThanOrEqual(29);
          }
        },
      ),
    );
  });
});
