/**
 * The club status a member sees on /myaccount/rewards (spec 1 §3 Club/loyalty): current level, next
 * level with its exchange rate, lifetime points, points to the next level, current exchange rate and
 * current points.
 *
 * Exchange rates are in currency units per point (0.01 means 100 points are worth 1.00).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type LoyaltyLevel, loyaltyLevelRank, parseLoyaltyLevel } from './level';

export interface NextLoyaltyLevel {
  readonly name: LoyaltyLevel;
  readonly exchangeRate: number;
}

export interface ClubStatus {
  readonly currentLevel: LoyaltyLevel;
  /** None for Platinum, or when no higher level was reported. */
  readonly nextLevel: O.Option<NextLoyaltyLevel>;
  readonly lifetimePoints: number;
  readonly pointsToNextLevel: number;
  readonly exchangeRate: number;
  readonly currentPoints: number;
  readonly loyaltyActivityDescriptions: readonly string[];
}

/** The status as reported, with level names still as text. */
export interface ClubStatusInput {
  readonly currentLevel: string;
  readonly nextLevel: O.Option<{ readonly name: string; readonly exchangeRate: number }>;
  readonly lifetimePoints: number;
  readonly pointsToNextLevel: number;
  readonly exchangeRate: number;
  readonly currentPoints: number;
  readonly loyaltyActivityDescriptions: readonly string[];
}

/** Points are whole and never negative; anything else (NaN, -3, 2.7) is read as the whole part or 0. */
export const wholePoints = (points: number): number => (Number.isFinite(points) && points > 0 ? Math.floor(points) : 0);

const rate = (value: number): number => (Number.isFinite(value) && value > 0 ? value : 0);

/**
 * Builds the status from what was reported: unknown level names fall back to Pink, a "next level"
 * that is not above the current one is dropped, and points and rates are never negative.
 */
export const clubStatus = (input: ClubStatusInput): ClubStatus => {
  const currentLevel = parseLoyaltyLevel(input.currentLevel);
  return {
    currentLevel,
    nextLevel: pipe(
      input.nextLevel,
      O.map((next) => ({ name: parseLoyaltyLevel(next.name), exchangeRate: rate(next.exchangeRate) })),
      O.filter((next) => loyaltyLevelRank(next.name) > loyaltyLevelRank(currentLevel)),
    ),
    lifetimePoints: wholePoints(input.lifetimePoints),
    pointsToNextLevel: wholePoints(input.pointsToNextLevel),
    exchangeRate: rate(input.exchangeRate),
    currentPoints: wholePoints(input.currentPoints),
    loyaltyActivityDescriptions: input.loyaltyActivityDescriptions,
  };
};
