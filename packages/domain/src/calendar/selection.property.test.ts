import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import type { CalendarDays } from './calendarDay';
import { dateStringOfEpochDay } from './dateString';
import {
  type CalendarSelection,
  calendarHoverRange,
  chooseCalendarDate,
  noDatesChosen,
  validateCalendarSelection,
} from './selection';
import { type DaySpec, buildCalendar, daySpec } from './testing/arbitraries';

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
