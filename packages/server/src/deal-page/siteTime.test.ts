import { describe, expect, it } from 'vitest';
import { siteUtcOffsetMinutes } from './siteTime';

describe('site time', () => {
  it('is UTC in winter and UTC+1 in summer', () => {
    expect(siteUtcOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(siteUtcOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
  });
});
