import { describe, expect, it } from 'vitest';
import { addDays, addHours, addMonths } from './index';

const at = (iso: string): Date => new Date(iso);

describe('date arithmetic (UTC)', () => {
  it('adds hours, days and months', () => {
    expect(addHours(at('2025-01-01T00:00:00Z'), 24).toISOString()).toBe('2025-01-02T00:00:00.000Z');
    expect(addDays(at('2025-01-30T10:00:00Z'), 3).toISOString()).toBe('2025-02-02T10:00:00.000Z');
    expect(addMonths(at('2025-01-15T10:30:00Z'), 3).toISOString()).toBe('2025-04-15T10:30:00.000Z');
    expect(addMonths(at('2025-11-15T00:00:00Z'), 3).toISOString()).toBe('2026-02-15T00:00:00.000Z');
  });
  it('clamps to the end of a shorter month', () => {
    expect(addMonths(at('2025-01-31T08:00:00Z'), 1).toISOString()).toBe('2025-02-28T08:00:00.000Z');
    expect(addMonths(at('2024-01-31T08:00:00Z'), 1).toISOString()).toBe('2024-02-29T08:00:00.000Z');
    expect(addMonths(at('2025-05-31T00:00:00Z'), -1).toISOString()).toBe('2025-04-30T00:00:00.000Z');
  });
});
