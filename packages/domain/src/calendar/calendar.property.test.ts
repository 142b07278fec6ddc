/**
 * Properties of the booking calendar over generated calendars: each day a spec (its price, stay
 * lengths and flags, mostly open), laid out from a start day and built through the domain's own
 * `calendarDays` (`testing/buildCalendar`), so a property restates a rule on the specs and checks
 * it on the days. Stays, stay quotes and the selection's state machine.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import type { CalendarDays } from './calendarDay';
import { dateStringOfEpochDay, isDateString, nightsBetween } from './dateString';
import {
  type CalendarSelection,
  calendarHoverRange,
  chooseCalendarDate,
  noDatesChosen,
  validateCalendarSelection,
} from './selection';
import { canCheckInOnDate, isStayAllowed, selectableCheckOutDates, stayHoverRange } from './stay';
import { parseStay, quoteStay, stayOriginalPriceMinor, stayPriceMinor } from './stayQuote';
import { type DaySpec, buildCalendar } from './testing';

/** `value` three times in four. */
const mostly = (value: boolean): fc.Arbitrary<boolean> => fc.constantFrom(value, value, value, !value);
const price = fc.integer({ min: 0, max: 500_000 });

/** Stays up to a week or so longer than the shortest, or near and past the 28-day window. */
const NEAR_AND_FAR_EXTRA_NIGHTS = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 22, max: 35 }));

const daySpec = (extraNights: fc.Arbitrary<number> = NEAR_AND_FAR_EXTRA_NIGHTS): fc.Arbitrary<DaySpec> =>
  fc.record({
    minPrice: price,
    vipPrice: fc.option(price, { nil: undefined }).map(O.fromNullable),
    vipDiscountAllowed: fc.boolean(),
    minLengthOfStay: fc.integer({ min: 1, max: 6 }),
    extraNights,
    openForArrival: mostly(true),
    openForDeparture: mostly(true),
    openForSale: mostly(true),
    soldOut: mostly(false),
  });

/** 20 to 45 days from a start day (an epoch day in 2022 to 2027). */
const calendarSpec = fc.record({
  start: fc.integer({ min: 19_000, max: 21_000 }),
  specs: fc.array(daySpec(), { minLength: 20, maxLength: 45 }),
});

// Stays.

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

// Stay quotes.

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

// The selection, against a model.

/** The model: the chosen days as offsets from the calendar's first day. */
interface Model {
  readonly start: number;
  readonly specs: readonly DaySpec[];
  checkIn: number | undefined;
  checkOut: number | undefined;
}
interface Real {
  readonly days: CalendarDays;
  selection: CalendarSelection;
}

const canCheckIn = (m: Model, i: number): boolean => {
  const spec = i >= 0 ? m.specs[i] : undefined;
  return spec !== undefined && spec.openForArrival && spec.openForSale && !spec.soldOut;
};
const stayAllowed = (m: Model, i: number, o: number): boolean => {
  const arrival = m.specs[i];
  const departure = o >= 0 ? m.specs[o] : undefined;
  if (!canCheckIn(m, i) || arrival === undefined || departure === undefined) return false;
  const nights = o - i;
  return (
    departure.openForDeparture &&
    nights >= arrival.minLengthOfStay &&
    nights <= arrival.minLengthOfStay + arrival.extraNights &&
    nights <= 28
  );
};
const date = (m: Model, offset: number): string => dateStringOfEpochDay(m.start + offset);

/** What the model expects after a choice, as a selection, or the refusal's code. */
const expectedChoice = (m: Model, o: number): CalendarSelection | string => {
  const restartWith = (code: string): CalendarSelection | string =>
    canCheckIn(m, o) ? { _tag: 'CheckInChosen', checkIn: dateStringOfEpochDay(m.start + o) } : code;
  if (m.checkIn === undefined || m.checkOut !== undefined) return restartWith('CALENDAR.CHECK_IN_UNAVAILABLE');
  if (stayAllowed(m, m.checkIn, o)) {
    return {
      _tag: 'StayChosen',
      checkIn: dateStringOfEpochDay(m.start + m.checkIn),
      checkOut: dateStringOfEpochDay(m.start + o),
      nights: o - m.checkIn,
    };
  }
  return restartWith('CALENDAR.CHECK_OUT_UNAVAILABLE');
};

class Choose implements fc.Command<Model, Real> {
  constructor(readonly offset: number) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    const expected = expectedChoice(m, this.offset);
    const result = chooseCalendarDate(r.days, r.selection, dateStringOfEpochDay(m.start + this.offset));
    if (typeof expected === 'string') {
      expect(result).toMatchObject(E.left({ code: expected }));
      return;
    }
    expect(result).toEqual(E.right(expected));
    if (E.isRight(result)) r.selection = result.right;
    if (expected._tag === 'StayChosen') {
      m.checkOut = this.offset;
    } else {
      m.checkIn = this.offset;
      m.checkOut = undefined;
    }
    expect(E.isRight(validateCalendarSelection(r.selection))).toBe(m.checkOut !== undefined);
  }
  toString(): string {
    return `choose(+${this.offset})`;
  }
}

class Hover implements fc.Command<Model, Real> {
  constructor(readonly offset: number) {}
  check(): boolean {
    return true;
  }
  run(m: Model, r: Real): void {
    const range = calendarHoverRange(r.days, r.selection, dateStringOfEpochDay(m.start + this.offset));
    const i = m.checkIn;
    const highlighted =
      i !== undefined && m.checkOut === undefined && stayAllowed(m, i, this.offset)
        ? Array.from({ length: this.offset - i + 1 }, (_, k) => date(m, i + k))
        : [];
    expect(range).toEqual(highlighted);
  }
  toString(): string {
    return `hover(+${this.offset})`;
  }
}

const offset = fc.integer({ min: -2, max: 40 });

describe('calendar selection: model-based', () => {
  it('choosing and hovering dates follows the model: empty -> check-in chosen -> both chosen, choosing again restarts', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 19_000, max: 21_000 }),
        fc.array(daySpec(fc.integer({ min: 0, max: 35 })), { minLength: 1, maxLength: 40 }),
        fc.commands([offset.map((o) => new Choose(o)), offset.map((o) => new Hover(o))], { maxCommands: 40 }),
        (start, specs, cmds) => {
          const setup = (): { model: Model; real: Real } => ({
            model: { start, specs, checkIn: undefined, checkOut: undefined },
            real: { days: buildCalendar(start, specs), selection: noDatesChosen },
          });
          fc.modelRun(setup, cmds);
        },
      ),
    );
  });
});
