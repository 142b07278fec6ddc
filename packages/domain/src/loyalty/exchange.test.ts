import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type ClubStatus } from './clubStatus';
import {
  exchangeEligibility,
  exchangePrompt,
  exchangeValueText,
  formatExchangeValue,
  pointsValueMinor,
  validatePointsExchange,
} from './exchange';

const bronze: ClubStatus = {
  currentLevel: 'Bronze',
  nextLevel: O.some({ name: 'Silver', exchangeRate: 0.012 }),
  lifetimePoints: 1200,
  pointsToNextLevel: 300,
  exchangeRate: 0.01,
  currentPoints: 450,
  loyaltyActivityDescriptions: [],
};
const pink: ClubStatus = {
  ...bronze,
  currentLevel: 'Pink',
  nextLevel: O.some({ name: 'Bronze', exchangeRate: 0.01 }),
  pointsToNextLevel: 120,
};
const platinum: ClubStatus = { ...bronze, currentLevel: 'Platinum', nextLevel: O.none, exchangeRate: 0.02 };

describe('loyalty exchange (spec 1 §5, spec 2 §8)', () => {
  it('0 points gives "You don\'t have enough points"', () => {
    const broke = { ...bronze, currentPoints: 0 };
    expect(exchangePrompt(exchangeEligibility(broke))).toBe("You don't have enough points");
    expect(validatePointsExchange(broke, 1)).toEqual(
      E.left({ code: 'LOYALTY.NOT_ENOUGH_POINTS', detail: "You don't have enough points" }),
    );
  });
  it('otherwise "Please select a number between 1 and {max} to exchange your points."', () => {
    expect(exchangePrompt(exchangeEligibility(bronze))).toBe(
      'Please select a number between 1 and 450 to exchange your points.',
    );
    expect(validatePointsExchange(bronze, 450)).toEqual(E.right(450));
    expect(validatePointsExchange(bronze, 1)).toEqual(E.right(1));
    for (const bad of [0, 451, 2.5, Number.NaN]) {
      expect(validatePointsExchange(bronze, bad)).toEqual(
        E.left({
          code: 'LOYALTY.POINTS_OUT_OF_RANGE',
          detail: 'Please select a number between 1 and 450 to exchange your points.',
        }),
      );
    }
  });
  it('Pink sees a message saying they need the next level and how many points more', () => {
    expect(exchangeEligibility(pink)).toEqual({ _tag: 'LevelTooLow', nextLevel: 'Bronze', pointsMore: 120 });
    expect(exchangePrompt(exchangeEligibility(pink))).toBe(
      'You need to reach Bronze to exchange your points. Earn 120 more points to get there.',
    );
    expect(exchangePrompt(exchangeEligibility({ ...pink, pointsToNextLevel: 1, currentPoints: 0 }))).toBe(
      'You need to reach Bronze to exchange your points. Earn 1 more point to get there.',
    );
    expect(E.isLeft(validatePointsExchange(pink, 10))).toBe(true);
    expect(validatePointsExchange(pink, 10)).toMatchObject(E.left({ code: 'LOYALTY.LEVEL_TOO_LOW' }));
  });
  it("exchange text shows the currency value at current rate (2 decimals) and, for non-Platinum, at the next level's rate", () => {
    expect(exchangeValueText(bronze, 450, 'GBP')).toBe(
      '450 points are worth £4.50 at your Bronze rate (£5.40 once you reach Silver)',
    );
    expect(exchangeValueText(platinum, 100, 'EUR')).toBe('100 points are worth €2.00 at your Platinum rate');
    expect(exchangeValueText(platinum, 1, 'gbp')).toBe('1 point is worth £0.02 at your Platinum rate');
  });
  it('values are computed in minor units and always shown with two decimals', () => {
    expect(pointsValueMinor(333, 0.01)).toBe(333);
    expect(formatExchangeValue(0, 'GBP')).toBe('£0.00');
    expect(formatExchangeValue(123456, 'EUR')).toBe('€1,234.56');
    expect(formatExchangeValue(-5, 'GBP')).toBe('-£0.05');
  });
});
