/**
 * Exchanging club points (spec 1 §5 "Loyalty exchange"): 0 points gives "You don't have enough
 * points"; otherwise "Please select a number between 1 and {max} to exchange your points.". Only
 * Bronze and above can exchange; Pink sees that they need the next level and how many points more.
 * The exchange text shows the value at the current rate (2 decimals) and, for non-Platinum members,
 * at the next level's rate.
 *
 * The most a member can exchange at once is their current points.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type DomainError, domainError } from '../shared/error';
import { currencySymbol, formatAmount } from '../money/formatPrice';
import type { ClubStatus } from './clubStatus';
import { type LoyaltyLevel, LOWEST_EXCHANGING_LEVEL, canExchangePoints } from './level';
import {
  NOT_ENOUGH_POINTS,
  exchangeRangeMessage,
  exchangeValueAtCurrentRate,
  exchangeValueAtNextRate,
  levelTooLowMessage,
} from './messages';

export type LoyaltyExchangeErrorCode =
  'LOYALTY.LEVEL_TOO_LOW' | 'LOYALTY.NOT_ENOUGH_POINTS' | 'LOYALTY.POINTS_OUT_OF_RANGE';

export type ExchangeEligibility =
  | { readonly _tag: 'LevelTooLow'; readonly nextLevel: LoyaltyLevel; readonly pointsMore: number }
  | { readonly _tag: 'NoPoints' }
  | { readonly _tag: 'CanExchange'; readonly max: number };

/** A level too low wins over having no points: a Pink member is told how to reach Bronze. */
export const exchangeEligibility = (status: ClubStatus): ExchangeEligibility => {
  if (!canExchangePoints(status.currentLevel)) {
    return { _tag: 'LevelTooLow', nextLevel: LOWEST_EXCHANGING_LEVEL, pointsMore: status.pointsToNextLevel };
  }
  return status.currentPoints === 0 ? { _tag: 'NoPoints' } : { _tag: 'CanExchange', max: status.currentPoints };
};

/** The prompt beside the points picker. */
export const exchangePrompt = (eligibility: ExchangeEligibility): string => {
  switch (eligibility._tag) {
    case 'LevelTooLow':
      return levelTooLowMessage(eligibility.nextLevel, eligibility.pointsMore);
    case 'NoPoints':
      return NOT_ENOUGH_POINTS;
    case 'CanExchange':
      return exchangeRangeMessage(eligibility.max);
  }
};

/** Checks a requested number of points: a whole number between 1 and the member's current points. */
export const validatePointsExchange = (
  status: ClubStatus,
  points: number,
): E.Either<DomainError<LoyaltyExchangeErrorCode>, number> => {
  const eligibility = exchangeEligibility(status);
  switch (eligibility._tag) {
    case 'LevelTooLow':
      return E.left(
        domainError('LOYALTY.LEVEL_TOO_LOW', levelTooLowMessage(eligibility.nextLevel, eligibility.pointsMore)),
      );
    case 'NoPoints':
      return E.left(domainError('LOYALTY.NOT_ENOUGH_POINTS', NOT_ENOUGH_POINTS));
    case 'CanExchange':
      return Number.isInteger(points) && points >= 1 && points <= eligibility.max
        ? E.right(points)
        : E.left(domainError('LOYALTY.POINTS_OUT_OF_RANGE', exchangeRangeMessage(eligibility.max)));
  }
};

/** The currency value of some points at a rate, in minor units (pence, cent), rounded to the nearest. */
export const pointsValueMinor = (points: number, exchangeRate: number): number =>
  Math.round(points * exchangeRate * 100);

/** Always two decimals, with the currency symbol: 250 -> "£2.50", 100000 -> "£1,000.00", -5 -> "-£0.05". */
export const formatExchangeValue = (amountMinor: number, currency: string): string => {
  const abs = Math.abs(Math.round(amountMinor));
  const pence = abs % 100;
  const sign = amountMinor < 0 && abs > 0 ? '-' : '';
  return `${sign}${currencySymbol(currency)}${formatAmount(abs - pence)}.${String(pence).padStart(2, '0')}`;
};

/**
 * "500 points are worth £5.00 at your Bronze rate (£6.00 once you reach Silver)". The part in brackets
 * is left out for Platinum, and when no next level was reported.
 */
export const exchangeValueText = (status: ClubStatus, points: number, currency: string): string => {
  const atCurrent = exchangeValueAtCurrentRate(
    points,
    formatExchangeValue(pointsValueMinor(points, status.exchangeRate), currency),
    status.currentLevel,
  );
  return pipe(
    status.nextLevel,
    O.match(
      () => atCurrent,
      (next) =>
        atCurrent +
        exchangeValueAtNextRate(formatExchangeValue(pointsValueMinor(points, next.exchangeRate), currency), next.name),
    ),
  );
};
