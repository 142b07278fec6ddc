import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { clubStatus } from './clubStatus';
import { LOYALTY_LEVELS } from './level';
import { exchangeEligibility, exchangeValueText, formatExchangeValue, validatePointsExchange } from './exchange';

const status = fc
  .record({
    currentLevel: fc.oneof(fc.constantFrom(...LOYALTY_LEVELS), fc.string()),
    nextLevel: fc.option(
      fc.record({ name: fc.constantFrom(...LOYALTY_LEVELS), exchangeRate: fc.double({ min: 0, max: 1, noNaN: true }) }),
      { nil: undefined },
    ),
    lifetimePoints: fc.nat(),
    pointsToNextLevel: fc.nat(100_000),
    exchangeRate: fc.double({ min: 0, max: 1, noNaN: true }),
    currentPoints: fc.nat(100_000),
  })
  .map(({ nextLevel, ...rest }) =>
    clubStatus({ ...rest, nextLevel: O.fromNullable(nextLevel), loyaltyActivityDescriptions: [] }),
  );

describe('loyalty exchange: properties', () => {
  it('an accepted exchange is always a whole number between 1 and the current points, by an exchanging level', () => {
    fc.assert(
      fc.property(status, fc.integer({ min: -10, max: 200_000 }), (s, points) => {
        const result = validatePointsExchange(s, points);
        const inRange = points >= 1 && points <= s.currentPoints && s.currentLevel !== 'Pink';
        expect(E.isRight(result)).toBe(inRange);
        if (E.isRight(result)) expect(result.right).toBe(points);
      }),
    );
  });
  it('eligibility: Pink never exchanges; others exchange up to exactly their current points', () => {
    fc.assert(
      fc.property(status, (s) => {
        const e = exchangeEligibility(s);
        if (s.currentLevel === 'Pink') expect(e._tag).toBe('LevelTooLow');
        else if (s.currentPoints === 0) expect(e._tag).toBe('NoPoints');
        else expect(e).toEqual({ _tag: 'CanExchange', max: s.currentPoints });
      }),
    );
  });
  it('the exchange text always shows two decimals, and a next-level value exactly when a next level is known', () => {
    fc.assert(
      fc.property(
        status,
        fc.integer({ min: 1, max: 100_000 }),
        fc.constantFrom('GBP', 'EUR'),
        (s, points, currency) => {
          const text = exchangeValueText(s, points, currency);
          const values = text.match(/[£€][\d,]+\.\d{2}(?!\d)/g) ?? [];
          expect(values.length).toBe(O.isSome(s.nextLevel) ? 2 : 1);
          if (s.currentLevel === 'Platinum') expect(values.length).toBe(1);
        },
      ),
    );
  });
  it('formatted values round-trip to the minor units', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), (minor) => {
        const text = formatExchangeValue(minor, 'GBP');
        const parsed = Math.round(Number(text.replace(/[£,]/g, '')) * 100);
        expect(parsed).toBe(minor);
      }),
    );
  });
});
