import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import {
  SEASONAL_WINDOWS,
  type ThemeContext,
  calendarDayAt,
  dayTheme,
  pageTheme,
  seasonFor,
  themeFor,
} from './seasonalTheme';

const on = (day: string, overrides: Partial<ThemeContext> = {}): ThemeContext => ({
  day,
  vipSite: false,
  location: O.none,
  ...overrides,
});
const theme = (day: string, overrides: Partial<ThemeContext> = {}) => themeFor(on(day, overrides), SEASONAL_WINDOWS);

describe('seasonal themes (spec 2 §9 "Seasonal windows")', () => {
  it('Black Friday 1 Nov to 8 Dec 2024', () => {
    expect(theme('2024-10-31')).toBe('default');
    expect(theme('2024-11-01')).toBe('black-friday');
    expect(theme('2024-12-03')).toBe('black-friday');
  });
  it('Christmas 4 to 26 Dec 2024 (takes over from Black Friday, which started earlier)', () => {
    expect(theme('2024-12-04')).toBe('christmas');
    expect(theme('2024-12-08')).toBe('christmas');
    expect(theme('2024-12-20')).toBe('christmas');
    expect(theme('2024-12-27')).toBe('default');
  });
  it('Christmas e-gift 21 to 26 Dec 2024', () => {
    expect(theme('2024-12-21')).toBe('christmas-egift');
    expect(theme('2024-12-26')).toBe('christmas-egift');
  });
  it("Valentine's 22 Jan to 15 Feb 2025", () => {
    expect(theme('2025-01-21')).toBe('default');
    expect(theme('2025-01-22')).toBe('valentines');
    expect(theme('2025-02-15')).toBe('valentines');
    expect(theme('2025-02-16')).toBe('default');
  });
  it('feature off 24 to 28 Nov 2023 switches seasonal themes off', () => {
    const blackFriday2023 = [
      ...SEASONAL_WINDOWS,
      { kind: 'season', season: 'black-friday', from: '2023-11-01', to: '2023-12-08' } as const,
    ];
    expect(themeFor(on('2023-11-23'), blackFriday2023)).toBe('black-friday');
    expect(themeFor(on('2023-11-24'), blackFriday2023)).toBe('default');
    expect(themeFor(on('2023-11-28'), blackFriday2023)).toBe('default');
    expect(themeFor(on('2023-11-29'), blackFriday2023)).toBe('black-friday');
  });
  it('VIP for a VIP site, wellness for the wellness location, both above the season', () => {
    expect(theme('2024-12-10', { vipSite: true })).toBe('vip');
    expect(theme('2024-12-10', { vipSite: true, location: O.some('wellness-collection') })).toBe('vip');
    expect(theme('2024-12-10', { location: O.some('wellness-collection') })).toBe('wellness');
    expect(theme('2024-12-10', { location: O.some('london') })).toBe('christmas');
  });
  it('equal starts: the first window in the list wins', () => {
    const windows = [
      { kind: 'season', season: 'valentines', from: '2025-01-01', to: '2025-01-31' },
      { kind: 'season', season: 'christmas', from: '2025-01-01', to: '2025-01-10' },
    ] as const;
    expect(seasonFor('2025-01-05', windows)).toEqual(O.some('valentines'));
    expect(seasonFor('2025-02-05', windows)).toEqual(O.none);
  });
  it('gives the local calendar day of an instant', () => {
    const lateEvening = Date.UTC(2024, 10, 30, 23, 30);
    expect(calendarDayAt(lateEvening)).toEqual(O.some('2024-11-30'));
    expect(calendarDayAt(lateEvening, 60)).toEqual(O.some('2024-12-01'));
    expect(calendarDayAt(Date.parse('0005-01-02T10:00:00Z'), 0)).toEqual(O.some('0005-01-02'));
    expect(calendarDayAt(Number.NaN)).toEqual(O.none);
    expect(calendarDayAt(Date.UTC(10_000, 0, 1))).toEqual(O.none);
  });
});

describe('the day theme (server) and the page theme (browser)', () => {
  it("gives the day's season, or default outside every season", () => {
    expect(dayTheme('2024-12-22', SEASONAL_WINDOWS)).toBe('christmas-egift');
    expect(dayTheme('2024-06-01', SEASONAL_WINDOWS)).toBe('default');
  });

  it('puts a VIP page, then the wellness collection, before the day theme', () => {
    expect(pageTheme({ vipSite: true, location: O.some('wellness-collection') }, 'christmas')).toBe('vip');
    expect(pageTheme({ vipSite: false, location: O.some('wellness-collection') }, 'christmas')).toBe('wellness');
    expect(pageTheme({ vipSite: false, location: O.some('london') }, 'christmas')).toBe('christmas');
    expect(pageTheme({ vipSite: false, location: O.none }, 'default')).toBe('default');
  });
});
