/**
 * When club points can be used (spec 2 §9): points are credited 30 days after they are earned (after
 * the money-back window) and are then valid for 6 months.
 *
 * Choice (the spec does not say): the 6 months run from the day the points are credited, in calendar
 * months (UTC), ending on the same day of the month, or the month's last day when it is shorter.
 */
export const CLUB_POINTS_CREDIT_DELAY_DAYS = 30;
export const CLUB_POINTS_VALIDITY_MONTHS = 6;

const MS_PER_DAY = 86_400_000;

export type ClubPointsState = 'PENDING' | 'AVAILABLE' | 'EXPIRED';

/** Adds whole calendar months in UTC, clamping the day to the target month's length (31 Aug + 6 -> 28/29 Feb). */
export const addUtcMonths = (at: Date, months: number): Date => {
  const year = at.getUTCFullYear();
  const month = at.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  return new Date(
    Date.UTC(
      year,
      month,
      Math.min(at.getUTCDate(), lastDay),
      at.getUTCHours(),
      at.getUTCMinutes(),
      at.getUTCSeconds(),
      at.getUTCMilliseconds(),
    ),
  );
};

export const clubPointsCreditedAt = (earnedAt: Date): Date =>
  new Date(earnedAt.getTime() + CLUB_POINTS_CREDIT_DELAY_DAYS * MS_PER_DAY);

export const clubPointsExpireAt = (earnedAt: Date): Date =>
  addUtcMonths(clubPointsCreditedAt(earnedAt), CLUB_POINTS_VALIDITY_MONTHS);

/** Pending before the credit date, available from it, expired from the expiry instant on. */
export const clubPointsStateAt = (earnedAt: Date, now: Date): ClubPointsState => {
  if (now.getTime() < clubPointsCreditedAt(earnedAt).getTime()) return 'PENDING';
  return now.getTime() < clubPointsExpireAt(earnedAt).getTime() ? 'AVAILABLE' : 'EXPIRED';
};
