/**
 * fast-check arbitraries of booking calendars for the calendar's property tests: each day a spec
 * (its price, stay lengths and flags, mostly open), laid out from a start day and built through the
 * domain's own `calendarDays`, so a property can restate a rule on the specs and check it on the days.
 */
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type CalendarDays, calendarDays, indexCalendarDays } from '../calendarDay';
import { dateStringOfEpochDay } from '../dateString';

export interface DaySpec {
  readonly minPrice: number;
  readonly vipPrice: O.Option<number>;
  readonly vipDiscountAllowed: boolean;
  readonly minLengthOfStay: number;
  /** Nights the longest stay adds to the shortest. */
  readonly extraNights: number;
  readonly openForArrival: boolean;
  readonly openForDeparture: boolean;
  readonly openForSale: boolean;
  readonly soldOut: boolean;
}

/** `value` three times in four. */
const mostly = (value: boolean): fc.Arbitrary<boolean> => fc.constantFrom(value, value, value, !value);
const price = fc.integer({ min: 0, max: 500_000 });

/** Stays up to a week or so longer than the shortest, or near and past the 28-day window. */
export const NEAR_AND_FAR_EXTRA_NIGHTS = fc.oneof(fc.integer({ min: 0, max: 8 }), fc.integer({ min: 22, max: 35 }));

export const daySpec = (extraNights: fc.Arbitrary<number> = NEAR_AND_FAR_EXTRA_NIGHTS): fc.Arbitrary<DaySpec> =>
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
export const calendarSpec = fc.record({
  start: fc.integer({ min: 19_000, max: 21_000 }),
  specs: fc.array(daySpec(), { minLength: 20, maxLength: 45 }),
});

/** The specs as calendar days from `start` (an epoch day), indexed by date. */
export const buildCalendar = (start: number, specs: readonly DaySpec[]): CalendarDays => {
  const result = calendarDays(
    specs.map((spec, i) => ({
      dateString: dateStringOfEpochDay(start + i),
      minPrice: spec.minPrice,
      vipPrice: spec.vipPrice,
      additionalCostText: O.none,
      minLengthOfStay: spec.minLengthOfStay,
      maxLengthOfStay: spec.minLengthOfStay + spec.extraNights,
      openForArrival: spec.openForArrival,
      openForDeparture: spec.openForDeparture,
      openForSale: spec.openForSale,
      soldOut: spec.soldOut,
      vipDiscountAllowed: spec.vipDiscountAllowed,
    })),
  );
  if (E.isLeft(result)) throw new Error(result.left.detail);
  return indexCalendarDays(result.right);
};
