import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { MONTH_ABBREVIATIONS, formatLogDate } from './logDate';

describe('log date format (spec 2 §7.9 "Date format day/month-name/year hour:minute:second")', () => {
  it('writes 22/Nov/2026 14:05:09 in UTC', () => {
    expect(formatLogDate(new Date('2026-11-22T14:05:09.750Z'))).toEqual(E.right('22/Nov/2026 14:05:09'));
    expect(formatLogDate(new Date('2026-11-22T15:05:09+01:00'))).toEqual(E.right('22/Nov/2026 14:05:09'));
  });
  it('pads day, hour, minute and second to two digits', () => {
    expect(formatLogDate(new Date('2025-01-05T03:04:05Z'))).toEqual(E.right('05/Jan/2025 03:04:05'));
    expect(formatLogDate(new Date('2024-12-31T23:59:59Z'))).toEqual(E.right('31/Dec/2024 23:59:59'));
  });
  it('refuses an invalid date', () => {
    const result = formatLogDate(new Date(Number.NaN));
    expect(E.isLeft(result) && result.left.code).toBe('TEXT.INVALID_DATE');
  });
  it('property: every valid instant is written in the pattern and reads back to the same second', () => {
    const pattern = /^(\d{2})\/([A-Z][a-z]{2})\/(\d{4}) (\d{2}):(\d{2}):(\d{2})$/;
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 253_402_300_799_000 }), (ms) => {
        const result = formatLogDate(new Date(ms));
        expect(E.isRight(result)).toBe(true);
        if (E.isRight(result)) {
          const parts = pattern.exec(result.right);
          expect(parts).not.toBeNull();
          const [, day, month, year, hours, minutes, seconds] = parts ?? [];
          const monthIndex = MONTH_ABBREVIATIONS.findIndex((m) => m === month);
          const back = Date.UTC(Number(year), monthIndex, Number(day), Number(hours), Number(minutes), Number(seconds));
          expect(back).toBe(Math.floor(ms / 1000) * 1000);
        }
      }),
    );
  });
});
