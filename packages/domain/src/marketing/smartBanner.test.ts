import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import { SMART_BANNER_CLOSED_MS, smartBannerVisible } from './smartBanner';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 22, 12);

describe('smart banner (spec 1 §4 "Smart banner closed state lasts 2 days")', () => {
  it('the smart banner shows only on homepage and category page types', () => {
    expect(smartBannerVisible({ pageType: 'homepage', closedAt: O.none, now })).toBe(true);
    expect(smartBannerVisible({ pageType: 'category', closedAt: O.none, now })).toBe(true);
    expect(smartBannerVisible({ pageType: 'deal', closedAt: O.none, now })).toBe(false);
  });
  it('stays closed for 2 days after closing, then shows again', () => {
    expect(SMART_BANNER_CLOSED_MS).toBe(2 * DAY);
    expect(smartBannerVisible({ pageType: 'homepage', closedAt: O.some(now - 2 * DAY + 1), now })).toBe(false);
    expect(smartBannerVisible({ pageType: 'homepage', closedAt: O.some(now - 2 * DAY), now })).toBe(true);
    expect(smartBannerVisible({ pageType: 'homepage', closedAt: O.some(now + DAY), now })).toBe(false);
  });
  it('property: once closed, visible again exactly when 2 days have passed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 4_000_000_000_000 }),
        fc.integer({ min: -DAY, max: 10 * DAY }),
        (closedAt, elapsed) => {
          expect(
            smartBannerVisible({ pageType: 'category', closedAt: O.some(closedAt), now: closedAt + elapsed }),
          ).toBe(elapsed >= 2 * DAY);
        },
      ),
    );
  });
});
