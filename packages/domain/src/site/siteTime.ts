/**
 * The sites' local time: the UK and Ireland keep the same clock (GMT/IST in winter at UTC+0,
 * BST/IST in summer at UTC+1, from 01:00 UTC on the last Sunday of March to 01:00 UTC on the last
 * Sunday of October), so one rule serves all four sites. A deal closes at the end of its closing day
 * in that local time (spec 1 §4 "A deal is open until the end of its closing day").
 */

/** Minutes ahead of UTC at an instant: 0 in winter, 60 in summer. */
export const siteUtcOffsetMinutes = (at: Date): number => {
  const year = at.getUTCFullYear();
  const lastSunday = (month: number): number => {
    const last = new Date(Date.UTC(year, month + 1, 0, 1));
    return last.getTime() - last.getUTCDay() * 86_400_000;
  };
  const t = at.getTime();
  return t >= lastSunday(2) && t < lastSunday(9) ? 60 : 0;
};
