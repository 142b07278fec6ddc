import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { dateStringOfEpochDay, isDateString, nightsBetween } from './dateString';
import { canCheckInOnDate, isStayAllowed } from './stay';
import { parseStay, quoteStay, stayOriginalPriceMinor, stayPriceMinor } from './stayQuote';
import { buildCalendar, calendarSpec } from './testing/arbitraries';

const stayAt = (start: number, checkIn: number, checkOut: number) => ({
  checkIn: dateStringOfEpochDay(start + checkIn),
  checkOut: dateStringOfEpochDay(start + checkOut),
});

describe('stay quotes: properties', () => {
  it('a stay is quoted exactly when the calendar allows it, and refused at the check-in exactly when it is not one', () => {
    fc.assert(
      fc.property(calendarSpec, fc.integer({ min: -3, max: 30 }), fc.boolean(), ({ start, specs }, i, isVip) => {
        const days = buildCalendar(start, specs);
        for (let j = i - 2; j < i + 40; j += 1) {
          const stay = stayAt(start, i, j);
          const quote = quoteStay(days, stay, isVip);
          expect(E.isRight(quote)).toBe(isStayAllowed(days, stay.checkIn, stay.checkOut));
          if (E.isLeft(quote)) {
            expect(quote.left.code).toBe(
              canCheckInOnDate(days, stay.checkIn) ? 'CALENDAR.CHECK_OUT_UNAVAILABLE' : 'CALENDAR.CHECK_IN_UNAVAILABLE',
            );
          }
        }
      }),
    );
  });

  it('a quoted stay keeps its dates, counts its nights, and costs no less for more nights from the same arrival', () => {
    fc.assert(
      fc.property(calendarSpec, fc.integer({ min: 0, max: 30 }), fc.boolean(), ({ start, specs }, i, isVip) => {
        const days = buildCalendar(start, specs);
        let previous = -1;
        for (let j = i + 1; j <= i + 29; j += 1) {
          const stay = stayAt(start, i, j);
          const quote = quoteStay(days, stay, isVip);
          if (E.isRight(quote)) {
            expect(quote.right.checkIn).toBe(stay.checkIn);
            expect(quote.right.checkOut).toBe(stay.checkOut);
            expect(quote.right.nights).toBe(nightsBetween(stay.checkIn, stay.checkOut));
            expect(quote.right.nights).toBe(j - i);
            expect(Number.isInteger(quote.right.priceMinor)).toBe(true);
            expect(quote.right.priceMinor).toBeGreaterThanOrEqual(previous);
            previous = quote.right.priceMinor;
          }
        }
        const arrival = days.get(stayAt(start, i, i).checkIn);
        if (arrival !== undefined) {
          expect(stayPriceMinor(arrival, arrival.minLengthOfStay, isVip)).toBeLessThanOrEqual(arrival.minPrice);
          for (let nights = 1; nights < 28; nights += 1) {
            expect(stayPriceMinor(arrival, nights + 1, isVip)).toBeGreaterThanOrEqual(
              stayPriceMinor(arrival, nights, isVip),
            );
          }
        }
      }),
    );
  });

  it('a VIP quote never exceeds the same stay quoted for anyone else', () => {
    fc.assert(
      fc.property(
        calendarSpec,
        fc.integer({ min: -3, max: 30 }),
        fc.integer({ min: 1, max: 29 }),
        ({ start, specs }, i, nights) => {
          const days = buildCalendar(start, specs);
          const stay = stayAt(start, i, i + nights);
          const vip = quoteStay(days, stay, true);
          const anyone = quoteStay(days, stay, false);
          expect(E.isRight(vip)).toBe(E.isRight(anyone));
          if (E.isRight(vip) && E.isRight(anyone)) {
            expect(vip.right.priceMinor).toBeLessThanOrEqual(anyone.right.priceMinor);
          }
        },
      ),
    );
  });

  it('the original price is never below the stay price, and is the stay price when the product has no discount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 2_000_000 }),
        fc.integer({ min: 0, max: 20_000_000 }),
        (priceMinor, originalPriceMinor, stayPrice) => {
          const original = stayOriginalPriceMinor({ priceMinor, originalPriceMinor }, stayPrice);
          expect(Number.isInteger(original)).toBe(true);
          expect(original).toBeGreaterThanOrEqual(stayPrice);
          expect(stayOriginalPriceMinor({ priceMinor, originalPriceMinor: priceMinor }, stayPrice)).toBe(stayPrice);
          if (priceMinor > 0 && originalPriceMinor >= priceMinor) {
            // To the whole pound or euro, unless that would fall below the stay's price.
            expect(original % 100 === 0 || original === stayPrice).toBe(true);
            expect(Math.abs(original - (stayPrice * originalPriceMinor) / priceMinor)).toBeLessThanOrEqual(50);
          }
        },
      ),
    );
  });

  it('parseStay round-trips two dates 1 to 28 nights apart and refuses any other distance', () => {
    // Check-ins from 0000-03-01 to 9999-09-26, 60 days either side, so that both dates stay within the supported years.
    fc.assert(
      fc.property(
        fc.integer({ min: -719_468, max: 2_932_800 }),
        fc.oneof(fc.integer({ min: 1, max: 28 }), fc.integer({ min: -60, max: 60 })),
        (checkInDay, nights) => {
          const checkIn = dateStringOfEpochDay(checkInDay);
          const checkOut = dateStringOfEpochDay(checkInDay + nights);
          expect(isDateString(checkIn) && isDateString(checkOut)).toBe(true);
          const parsed = parseStay(String(checkIn), String(checkOut));
          if (nights >= 1 && nights <= 28) expect(parsed).toEqual(O.some({ checkIn, checkOut }));
          else expect(parsed).toEqual(O.none);
        },
      ),
    );
  });
});
