/**
 * Theme variants (spec 1 §1 "A members-only VIP variant and a wellness collection variant exist,
 * each with its own theme", §2 "a site= query parameter ... switches to the VIP theme if the site
 * is VIP; a wellness-collection location switches to the wellness theme", §4 "Themes switch by date
 * to Black Friday, Christmas and Valentines variants"; spec 2 §9 "Seasonal windows").
 *
 * The windows are configuration (spec README): `SEASONAL_WINDOWS` is the spec's example data, and
 * `themeFor` takes any window list. Dates are calendar days 'YYYY-MM-DD', both ends included; the
 * caller gives the shopper's local calendar day (see `calendarDayAt`).
 *
 * Precedence, first match wins:
 * 1. a VIP site                       -> 'vip'       (members-only variant: its identity stays fixed)
 * 2. the wellness-collection location -> 'wellness'  (a collection with its own look)
 * 3. a feature-off window holds the day -> 'default' (a kill switch for seasonal themes)
 * 4. season windows holding the day   -> the one that started latest, so the newer, narrower
 *    campaign wins (Christmas from 4 Dec over Black Friday; Christmas e-gift from 21 Dec over
 *    Christmas); equal starts: the first in the list
 * 5. otherwise                        -> 'default'
 *
 * 'christmas-egift' is a season of its own (the Christmas look pushing e-gifts once delivery can no
 * longer arrive in time); the web maps it to its theme and banner.
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';

export const SEASONS = ['black-friday', 'christmas', 'christmas-egift', 'valentines'] as const;
export type Season = (typeof SEASONS)[number];

export type ThemeVariant = 'default' | 'vip' | 'wellness' | Season;

/** A calendar day 'YYYY-MM-DD' (four-digit year), so that text order is date order. */
export type CalendarDay = string;

export type SeasonalWindow =
  | { readonly kind: 'season'; readonly season: Season; readonly from: CalendarDay; readonly to: CalendarDay }
  | { readonly kind: 'feature-off'; readonly from: CalendarDay; readonly to: CalendarDay };

/** Spec 2 §9 "Seasonal windows", as data. */
export const SEASONAL_WINDOWS: readonly SeasonalWindow[] = [
  { kind: 'season', season: 'black-friday', from: '2024-11-01', to: '2024-12-08' },
  { kind: 'season', season: 'christmas', from: '2024-12-04', to: '2024-12-26' },
  { kind: 'season', season: 'christmas-egift', from: '2024-12-21', to: '2024-12-26' },
  { kind: 'season', season: 'valentines', from: '2025-01-22', to: '2025-02-15' },
  { kind: 'feature-off', from: '2023-11-24', to: '2023-11-28' },
];

/** The location short name of the wellness collection (route /deals/wellness-collection). */
export const WELLNESS_LOCATION = 'wellness-collection';

export interface ThemeContext {
  /** The day to theme, in the shopper's local calendar. */
  readonly day: CalendarDay;
  /** The site= lookup found a VIP site. */
  readonly vipSite: boolean;
  /** The current location's short name, if any. */
  readonly location: O.Option<string>;
}

export const windowHolds = (window: SeasonalWindow, day: CalendarDay): boolean =>
  window.from <= day && day <= window.to;

/** The season for a day, by rules 3 and 4 above; none outside every season or in a feature-off window. */
export const seasonFor = (day: CalendarDay, windows: readonly SeasonalWindow[]): O.Option<Season> => {
  const holding = windows.filter((w) => windowHolds(w, day));
  let latest: O.Option<{ readonly season: Season; readonly from: CalendarDay }> = O.none;
  for (const w of holding) {
    if (w.kind === 'feature-off') return O.none;
    if (O.isNone(latest) || w.from > latest.value.from) latest = O.some(w);
  }
  return pipe(
    latest,
    O.map((w) => w.season),
  );
};

/** The theme of a day by rules 3 to 5: its season, or 'default'. */
export const dayTheme = (day: CalendarDay, windows: readonly SeasonalWindow[]): ThemeVariant =>
  pipe(
    seasonFor(day, windows),
    O.getOrElse((): ThemeVariant => 'default'),
  );

/**
 * A page's theme once its day's theme is known (rules 1 and 2 first): the server works out the day's
 * theme, and the browser applies the page's own rules on each navigation without the windows.
 */
export const pageTheme = (context: Omit<ThemeContext, 'day'>, theme: ThemeVariant): ThemeVariant => {
  if (context.vipSite) return 'vip';
  if (O.isSome(context.location) && context.location.value === WELLNESS_LOCATION) return 'wellness';
  return theme;
};

export const themeFor = (context: ThemeContext, windows: readonly SeasonalWindow[]): ThemeVariant =>
  pageTheme(context, dayTheme(context.day, windows));

const DAY_MS = 24 * 60 * 60 * 1000;
const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/**
 * The calendar day of an instant (epoch ms) at an offset from UTC in minutes (60 during British
 * and Irish summer time), written 'YYYY-MM-DD'; none for an invalid instant or a year outside
 * 0..9999, where text order would no longer be date order.
 */
export const calendarDayAt = (at: number, utcOffsetMinutes = 0): O.Option<CalendarDay> => {
  const local = new Date(Math.floor((at + utcOffsetMinutes * 60_000) / DAY_MS) * DAY_MS);
  const year = local.getUTCFullYear();
  return year >= 0 && year <= 9999
    ? O.some(`${pad(year, 4)}-${pad(local.getUTCMonth() + 1, 2)}-${pad(local.getUTCDate(), 2)}`)
    : O.none;
};
