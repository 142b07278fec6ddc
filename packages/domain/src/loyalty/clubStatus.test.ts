import { describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { clubStatus, wholePoints } from './clubStatus';

const input = {
  currentLevel: 'Silver',
  nextLevel: O.some({ name: 'Gold', exchangeRate: 0.012 }),
  lifetimePoints: 2500,
  pointsToNextLevel: 500,
  exchangeRate: 0.01,
  currentPoints: 800,
  loyaltyActivityDescriptions: ['Bought a deal'],
};

describe('club status (spec 1 §3 Club/loyalty)', () => {
  it('has currentLevel, nextLevel (name, exchangeRate), lifetimePoints, pointsToNextLevel, exchangeRate, currentPoints', () => {
    expect(clubStatus(input)).toEqual({ ...input, nextLevel: O.some({ name: 'Gold', exchangeRate: 0.012 }) });
  });
  it('unknown level falls back to Pink', () => {
    expect(clubStatus({ ...input, currentLevel: 'Ruby' }).currentLevel).toBe('Pink');
  });
  it('drops a next level that is not above the current level', () => {
    expect(clubStatus({ ...input, nextLevel: O.some({ name: 'Bronze', exchangeRate: 1 }) }).nextLevel).toEqual(O.none);
    expect(clubStatus({ ...input, nextLevel: O.some({ name: 'Ruby', exchangeRate: 1 }) }).nextLevel).toEqual(O.none);
  });
  it('reads points as whole and never negative, rates never negative', () => {
    const status = clubStatus({
      ...input,
      currentPoints: 12.7,
      lifetimePoints: -4,
      pointsToNextLevel: Number.NaN,
      exchangeRate: -1,
      nextLevel: O.some({ name: 'Gold', exchangeRate: Number.POSITIVE_INFINITY }),
    });
    expect(status).toMatchObject({ currentPoints: 12, lifetimePoints: 0, pointsToNextLevel: 0, exchangeRate: 0 });
    expect(status.nextLevel).toEqual(O.some({ name: 'Gold', exchangeRate: 0 }));
    expect(wholePoints(3)).toBe(3);
  });
});
