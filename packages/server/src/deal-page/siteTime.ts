/**
 * The sites' local time: the UK and Ireland keep the same clock (GMT/IST in winter at UTC+0,
 * BST/IST in summer at UTC+1), so one time zone serves all four sites. A deal closes at the end of
 * its closing day in that local time (spec 1 §4 "A deal is open until the end of its closing day").
 */
const SITE_TIME_ZONE = 'Europe/London';

const formatter = new Intl.DateTimeFormat('en-GB', { timeZone: SITE_TIME_ZONE, timeZoneName: 'shortOffset' });

/** Minutes ahead of UTC at an instant: 0 in winter, 60 in summer. */
export const siteUtcOffsetMinutes = (at: Date): number => {
  const name = formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name);
  if (match === null) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3] ?? 0);
  return match[1] === '-' ? -minutes : minutes;
};

/** "Good review display needs an average at or above a configured threshold" (spec 1 §5): ours is 4.5. */
export const GOOD_REVIEW_CONFIG = { threshold: 4.5, lightVariant: false } as const;
