import { describe, expect, it } from 'vitest';
import { addUtcMonths, clubPointsCreditedAt, clubPointsExpireAt, clubPointsStateAt } from './clubPoints';

const earned = new Date('2024-01-10T12:00:00Z');

describe('club points timing (spec 2 §9)', () => {
  it('Club points credited after 30 days', () => {
    expect(clubPointsCreditedAt(earned).toISOString()).toBe('2024-02-09T12:00:00.000Z');
    expect(clubPointsStateAt(earned, new Date('2024-02-09T11:59:59Z'))).toBe('PENDING');
    expect(clubPointsStateAt(earned, new Date('2024-02-09T12:00:00Z'))).toBe('AVAILABLE');
  });
  it('valid 6 months', () => {
    expect(clubPointsExpireAt(earned).toISOString()).toBe('2024-08-09T12:00:00.000Z');
    expect(clubPointsStateAt(earned, new Date('2024-08-09T11:59:59Z'))).toBe('AVAILABLE');
    expect(clubPointsStateAt(earned, new Date('2024-08-09T12:00:00Z'))).toBe('EXPIRED');
  });
  it('month arithmetic clamps to the end of shorter months', () => {
    expect(addUtcMonths(new Date('2024-08-31T00:00:00Z'), 6).toISOString()).toBe('2025-02-28T00:00:00.000Z');
    expect(addUtcMonths(new Date('2023-08-31T00:00:00Z'), 6).toISOString()).toBe('2024-02-29T00:00:00.000Z');
  });
});
