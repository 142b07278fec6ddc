/**
 * Every user-facing string of the loyalty club (spec 1 §5 "Loyalty exchange", spec 2 §8 "Loyalty").
 * Strings quoted by the spec are verbatim. Where the spec only describes a message, the sentence is
 * ours and is marked "OUR WORDING".
 */

/** Spec 2 §8, verbatim: shown when the member has 0 points. */
export const NOT_ENOUGH_POINTS = "You don't have enough points";

/** Spec 2 §8, verbatim, with {max} filled in. */
export const exchangeRangeMessage = (max: number): string =>
  `Please select a number between 1 and ${max} to exchange your points.`;

/** OUR WORDING. Spec 1 §5: Pink sees that they need the next level and how many points more. */
export const levelTooLowMessage = (nextLevel: string, pointsMore: number): string =>
  `You need to reach ${nextLevel} to exchange your points. Earn ${pointsMore} more ${pointsMore === 1 ? 'point' : 'points'} to get there.`;

/** OUR WORDING. The value of the chosen points at the member's current rate (2 decimals). */
export const exchangeValueAtCurrentRate = (points: number, value: string, level: string): string =>
  `${points} ${points === 1 ? 'point is' : 'points are'} worth ${value} at your ${level} rate`;

/** OUR WORDING. Appended for non-Platinum members: the value at the next level's rate. */
export const exchangeValueAtNextRate = (value: string, nextLevel: string): string =>
  ` (${value} once you reach ${nextLevel})`;

/** OUR WORDING. Shown while the club status loads (loading status LOADING). */
export const LOYALTY_LOADING_MESSAGE = 'Loading your rewards...';

/** OUR WORDING. Shown after points were exchanged (loading status READY). */
export const pointsExchangedMessage = (value: string): string =>
  `Done! Your points have been exchanged for ${value} of credit.`;

/** OUR WORDING. Shown when an exchange fails (the failure itself is logged as a club issue). */
export const EXCHANGE_FAILED_MESSAGE = "Sorry, we couldn't exchange your points. Please try again later.";
