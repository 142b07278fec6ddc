/**
 * Moving through the booking calendar with the keyboard (the WAI-ARIA date grid's arrow keys):
 * Left and Right go a day back or on, Up and Down a week, each to the nearest day in that
 * direction that can be chosen; Home and End go to the month's first and last such day.
 */

/** How far an arrow key moves, in days; undefined for any other key. */
export const CALENDAR_KEY_STEPS: Readonly<Record<string, number>> = {
  ArrowLeft: -1,
  ArrowRight: 1,
  ArrowUp: -7,
  ArrowDown: 7,
};

/**
 * The day to move to from `from` (an index into the month's days) for `key`, given which days can
 * be chosen; undefined when there is none in that direction, or for a key the calendar leaves alone.
 */
export const calendarDayFor = (key: string, choosable: ReadonlyArray<boolean>, from: number): number | undefined => {
  if (key === 'Home') return nearest(choosable, 0, 1);
  if (key === 'End') return nearest(choosable, choosable.length - 1, -1);
  const step = CALENDAR_KEY_STEPS[key];
  return step === undefined ? undefined : nearest(choosable, from + step, step);
};

const nearest = (choosable: ReadonlyArray<boolean>, start: number, step: number): number | undefined => {
  for (let i = start; i >= 0 && i < choosable.length; i += step) if (choosable[i] === true) return i;
  return undefined;
};
