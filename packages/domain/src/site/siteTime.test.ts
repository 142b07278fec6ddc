import { describe, expect, it } from 'vitest';
import { siteUtcOffsetMinutes } from './siteTime';

describe('site time', () => {
  it('is UTC in winter and UTC+1 in summer', () => {
    expect(siteUtcOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(siteUtcOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
  });

  it('is an hour ahead of UTC in British summer time only', () => {
    expect(siteUtcOffsetMinutes(new Date('2026-01-15T12:00:00Z'))).toBe(0);
    expect(siteUtcOffsetMinutes(new Date('2026-07-15T12:00:00Z'))).toBe(60);
    expect(siteUtcOffsetMinutes(new Date('2026-03-29T00:59:00Z'))).toBe(0);
    expect(siteUtcOffsetMinutes(new Date('2026-03-29T01:00:00Z'))).toBe(60);
    expect(siteUtcOffsetMinutes(new Date('2026-10-25T00:59:00Z'))).toBe(60);
    expect(siteUtcOffsetMinutes(new Date('2026-10-25T01:00:00Z'))).toBe(0);
  });
});
