import { describe, expect, it } from 'vitest';
import {
  CALENDAR_SELECTABLE_WINDOW_DAYS,
  CALENDAR_TOOLTIP_MS,
  DEPARTURE_AIRPORTS,
  MAX_NIGHTS,
  MIN_NIGHTS,
  PASSENGER_COUNTS,
} from './constants';

describe('calendar constants (spec 2 §9)', () => {
  it('Calendar: 28-day window; nights 1 to 16; passengers 2, 4, 6, 8; airports LGW, LHR, STN, LTN, LCY, SEN; tooltip 3.5 s', () => {
    expect(CALENDAR_SELECTABLE_WINDOW_DAYS).toBe(28);
    expect([MIN_NIGHTS, MAX_NIGHTS]).toEqual([1, 16]);
    expect(PASSENGER_COUNTS).toEqual([2, 4, 6, 8]);
    expect(DEPARTURE_AIRPORTS).toEqual(['LGW', 'LHR', 'STN', 'LTN', 'LCY', 'SEN']);
    expect(CALENDAR_TOOLTIP_MS).toBe(3500);
  });
});
