import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { LOYALTY_LEVELS, canExchangePoints, nextLoyaltyLevel, ordLoyaltyLevel, parseLoyaltyLevel } from './level';

describe('loyalty levels (spec 1 §3, §4, spec 2 §9)', () => {
  it('Levels: Pink (lowest), Bronze, Silver, Gold, Platinum', () => {
    expect(LOYALTY_LEVELS).toEqual(['Pink', 'Bronze', 'Silver', 'Gold', 'Platinum']);
    expect(ordLoyaltyLevel.compare('Pink', 'Bronze')).toBe(-1);
    expect(ordLoyaltyLevel.compare('Platinum', 'Gold')).toBe(1);
    expect(ordLoyaltyLevel.compare('Silver', 'Silver')).toBe(0);
  });
  it('unknown level falls back to Pink', () => {
    expect(parseLoyaltyLevel('Diamond')).toBe('Pink');
    expect(parseLoyaltyLevel('')).toBe('Pink');
    expect(parseLoyaltyLevel(' GOLD ')).toBe('Gold');
    expect(parseLoyaltyLevel('platinum')).toBe('Platinum');
  });
  it('Pink cannot exchange; only Bronze, Silver, Gold, Platinum can exchange', () => {
    expect(canExchangePoints('Pink')).toBe(false);
    expect(['Bronze', 'Silver', 'Gold', 'Platinum'].map(parseLoyaltyLevel).every(canExchangePoints)).toBe(true);
  });
  it('the next level is the one above, none above Platinum', () => {
    expect(nextLoyaltyLevel('Pink')).toEqual(O.some('Bronze'));
    expect(nextLoyaltyLevel('Gold')).toEqual(O.some('Platinum'));
    expect(nextLoyaltyLevel('Platinum')).toEqual(O.none);
  });
});
