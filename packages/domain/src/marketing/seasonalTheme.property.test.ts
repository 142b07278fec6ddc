import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { SEASONS, type SeasonalWindow, calendarDayAt, seasonFor, themeFor, windowHolds } from './seasonalTheme';

const DAY = 86_400_000;
const dayArb = fc
  .integer({ min: Date.UTC(2023, 0, 1), max: Date.UTC(2026, 11, 31) })
  .map((ms) => O.getOrElse(() => '2024-01-01')(calendarDayAt(ms)));
const windowArb: fc.Arbitrary<SeasonalWindow> = fc
  .tuple(dayArb, dayArb, fc.option(fc.constantFrom(...SEASONS), { nil: undefined }))
  .map(([a, b, season]) => {
    const [from, to] = a <= b ? [a, b] : [b, a];
    return season === undefined ? { kind: 'feature-off', from, to } : { kind: 'season', season, from, to };
  });
const windowsArb = fc.array(windowArb, { maxLength: 8 });

describe('seasonal theme properties', () => {
  it('property: picks at most one season, one whose window holds the day, and none started later', () => {
    fc.assert(
      fc.property(dayArb, windowsArb, (day, windows) => {
        const picked = seasonFor(day, windows);
        const holding = windows.filter((w) => windowHolds(w, day));
        if (holding.some((w) => w.kind === 'feature-off') || holding.length === 0) {
          expect(picked).toEqual(O.none);
        } else {
          expect(O.isSome(picked)).toBe(true);
          const latestStart = holding.reduce((max, w) => (w.from > max ? w.from : max), '');
          const chosen = holding.find((w) => w.kind === 'season' && w.from === latestStart);
          expect(chosen?.kind === 'season' ? O.some(chosen.season) : O.none).toEqual(picked);
        }
      }),
    );
  });
  it('property: a VIP site always gets the VIP theme; wellness wins over every season otherwise', () => {
    fc.assert(
      fc.property(
        dayArb,
        windowsArb,
        fc.option(fc.constantFrom('wellness-collection', 'london'), { nil: undefined }),
        (day, windows, location) => {
          const context = { day, location: O.fromNullable(location) };
          expect(themeFor({ ...context, vipSite: true }, windows)).toBe('vip');
          const theme = themeFor({ ...context, vipSite: false }, windows);
          if (location === 'wellness-collection') expect(theme).toBe('wellness');
          else expect(theme).toBe(O.getOrElse((): string => 'default')(seasonFor(day, windows)));
        },
      ),
    );
  });
  it('property: the calendar day round-trips to the start of its UTC day', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Date.UTC(9999, 11, 31) }), (ms) => {
        const day = calendarDayAt(ms);
        expect(O.map((d: string) => Date.parse(`${d}T00:00:00Z`))(day)).toEqual(O.some(Math.floor(ms / DAY) * DAY));
      }),
    );
  });
});
