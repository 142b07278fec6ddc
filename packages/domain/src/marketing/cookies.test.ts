import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  COOKIES,
  COOKIE_KEYS,
  type CookieKey,
  cookieMaxAgeSeconds,
  cookieWrite,
  secondsUntilEndOfDay,
} from './cookies';

const now = Date.UTC(2026, 10, 22, 14, 5, 9);
const DAY = 86_400;
const maxAge = (key: CookieKey): number => cookieMaxAgeSeconds(key, now);

describe('cookie catalogue (spec 2 §9 "Tokens")', () => {
  it('basket cookie 604800 s (7 days), secure', () => {
    expect(maxAge('basket')).toBe(604_800);
    expect(COOKIES.basket.secure).toBe(true);
  });
  it('wish list id cookie 7 days (1 year from server)', () => {
    expect(maxAge('wishListId')).toBe(7 * DAY);
    expect(maxAge('wishListIdFromServer')).toBe(365 * DAY);
    expect(COOKIES.wishListId.name).toBe(COOKIES.wishListIdFromServer.name);
  });
  it('customer token and brand cookie 1 year; location cookie 1 year', () => {
    expect(maxAge('customerToken')).toBe(31_536_000);
    expect(maxAge('brand')).toBe(31_536_000);
    expect(maxAge('location')).toBe(31_536_000);
  });
  it('email remembered 365 days; session id 365', () => {
    expect(maxAge('rememberedEmail')).toBe(365 * DAY);
    expect(maxAge('sessionId')).toBe(365 * DAY);
  });
  it('user source 365 (30 affiliate), Google and Microsoft click ids 365, affiliate event id 30, partner group id 7, Facebook click id 90', () => {
    expect(maxAge('userSource')).toBe(365 * DAY);
    expect(maxAge('userSourceAffiliate')).toBe(30 * DAY);
    expect(maxAge('googleClickId')).toBe(365 * DAY);
    expect(maxAge('microsoftClickId')).toBe(365 * DAY);
    expect(maxAge('affiliateEventId')).toBe(30 * DAY);
    expect(maxAge('partnerGroupId')).toBe(7 * DAY);
    expect(maxAge('facebookClickId')).toBe(90 * DAY);
  });
  it('post-login url 30, deleted-email marker 1 day, brand cookie 1 day for campaign values and 30 for email', () => {
    expect(maxAge('postLoginUrl')).toBe(30 * DAY);
    expect(maxAge('deletedEmail')).toBe(DAY);
    expect(maxAge('brandCampaign')).toBe(DAY);
    expect(maxAge('brandEmail')).toBe(30 * DAY);
  });
  it('historic purchase source 31536000 s', () => {
    expect(maxAge('historicPurchaseSource')).toBe(31_536_000);
  });
  it('dynamic-price value lasting to end of day', () => {
    expect(maxAge('dynamicPrice')).toBe(DAY - (14 * 3600 + 5 * 60 + 9));
    expect(cookieMaxAgeSeconds('dynamicPrice', Date.UTC(2026, 6, 1, 22, 30), 60)).toBe(30 * 60);
  });
  it('gives adapters what they need to set a cookie', () => {
    expect(cookieWrite('basket', 'abcdefghijkl', now)).toEqual({
      name: 'kc_basket',
      value: 'abcdefghijkl',
      maxAgeSeconds: 604_800,
      secure: true,
    });
  });
  it('rows sharing a name are the lifetimes of one cookie; other names are unique', () => {
    const names = new Set(COOKIE_KEYS.map((key) => COOKIES[key].name));
    expect(names.size).toBe(COOKIE_KEYS.length - 4); // wish list id 2 rows, user source 2, brand 3
  });
  it('property: the table is total: every row has a cookie-safe name and a max-age of 1 s .. 1 year', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...COOKIE_KEYS),
        fc.integer({ min: 0, max: 4_102_444_800_000 }),
        fc.constantFrom(0, 60),
        (key, at, offset) => {
          expect(COOKIES[key].name).toMatch(/^kc_[a-z_]+$/);
          const seconds = cookieMaxAgeSeconds(key, at, offset);
          expect(Number.isInteger(seconds)).toBe(true);
          expect(seconds).toBeGreaterThanOrEqual(1);
          expect(seconds).toBeLessThanOrEqual(31_536_000);
        },
      ),
    );
  });
  it('property: end of day is 1..86400 s away and lands exactly on a local midnight', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4_102_444_800_000 }), fc.integer({ min: -720, max: 840 }), (at, offset) => {
        const left = secondsUntilEndOfDay(at, offset);
        expect(left).toBeGreaterThanOrEqual(1);
        expect(left).toBeLessThanOrEqual(DAY);
        const dayMs = DAY * 1000;
        const localEnd = at + left * 1000 + offset * 60_000;
        // the cookie ends on the first local midnight after `at`, rounded up to the whole second
        expect(((localEnd % dayMs) + dayMs) % dayMs).toBeLessThan(1000);
      }),
    );
  });
});
