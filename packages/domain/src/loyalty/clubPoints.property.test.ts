import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clubPointsStateAt } from './clubPoints';

const DAY = 86_400_000;
const instant = fc.integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) });
const order = { PENDING: 0, AVAILABLE: 1, EXPIRED: 2 } as const;

describe('club points timing: properties', () => {
  it('the state only moves forward in time: pending, then available, then expired', () => {
    fc.assert(
      fc.property(instant, fc.nat(400 * DAY), fc.nat(400 * DAY), (earned, a, b) => {
        const [early, late] = a <= b ? [a, b] : [b, a];
        const s1 = clubPointsStateAt(new Date(earned), new Date(earned + early));
        const s2 = clubPointsStateAt(new Date(earned), new Date(earned + late));
        expect(order[s1]).toBeLessThanOrEqual(order[s2]);
      }),
    );
  });
  it('points are available for between 181 and 184 days (6 calendar months) after 30 pending days', () => {
    fc.assert(
      fc.property(instant, (earned) => {
        expect(clubPointsStateAt(new Date(earned), new Date(earned + 30 * DAY - 1))).toBe('PENDING');
        expect(clubPointsStateAt(new Date(earned), new Date(earned + 30 * DAY + 180 * DAY))).toBe('AVAILABLE');
        expect(clubPointsStateAt(new Date(earned), new Date(earned + 30 * DAY + 184 * DAY))).toBe('EXPIRED');
      }),
    );
  });
});
