import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  LOYALTY_LEVELS,
  canExchangePoints,
  loyaltyLevelRank,
  nextLoyaltyLevel,
  ordLoyaltyLevel,
  parseLoyaltyLevel,
} from './level';

const level = fc.constantFrom(...LOYALTY_LEVELS);

describe('loyalty levels: properties', () => {
  it('the level order is a total order (antisymmetric, transitive, total)', () => {
    fc.assert(
      fc.property(level, level, level, (a, b, c) => {
        const ab = ordLoyaltyLevel.compare(a, b);
        expect(ab).toBe(-ordLoyaltyLevel.compare(b, a) || 0);
        if (ab === 0) expect(a).toBe(b);
        if (ab <= 0 && ordLoyaltyLevel.compare(b, c) <= 0) expect(ordLoyaltyLevel.compare(a, c)).toBeLessThanOrEqual(0);
      }),
    );
  });
  it('parsing is total: every text gives a level, and any text that is not a level name gives Pink', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseLoyaltyLevel(text);
        expect(LOYALTY_LEVELS).toContain(parsed);
        const known = LOYALTY_LEVELS.some((l) => l.toLowerCase() === text.trim().toLowerCase());
        if (!known) expect(parsed).toBe('Pink');
      }),
    );
  });
  it('level names round-trip through parsing whatever their case', () => {
    fc.assert(
      fc.property(level, fc.boolean(), (l, upper) => {
        expect(parseLoyaltyLevel(upper ? l.toUpperCase() : l.toLowerCase())).toBe(l);
      }),
    );
  });
  it('exchange ability is monotone in the level, and the next level is exactly one rank higher', () => {
    fc.assert(
      fc.property(level, level, (a, b) => {
        if (ordLoyaltyLevel.compare(a, b) <= 0 && canExchangePoints(a)) expect(canExchangePoints(b)).toBe(true);
        const next = nextLoyaltyLevel(a);
        if (O.isSome(next)) expect(loyaltyLevelRank(next.value)).toBe(loyaltyLevelRank(a) + 1);
        else expect(a).toBe('Platinum');
      }),
    );
  });
});
