import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as O from 'fp-ts/Option';
import {
  BRAND_COOKIE_STATES,
  type BrandCookieState,
  brandCookieWrite,
  isKeptBrandState,
  nextBrandCookie,
  parseBrandCookie,
  restoreBrandCookie,
} from './brandCookie';

const now = Date.UTC(2026, 10, 22);
const DAY = 86_400;
const write = (state: BrandCookieState) => O.some(brandCookieWrite(state, now));

describe('brand cookie (spec 1 §4 "Brand cookie states", spec 2 §9 lifetimes)', () => {
  it('registered_user, subscribed and bypassed last 1 year; campaign values 1 day; email 30 days', () => {
    expect(brandCookieWrite('registered_user', now)).toEqual({
      name: 'kc_brand',
      value: 'registered_user',
      maxAgeSeconds: 365 * DAY,
      secure: false,
    });
    expect(brandCookieWrite('subscribed', now).maxAgeSeconds).toBe(365 * DAY);
    expect(brandCookieWrite('bypassed', now).maxAgeSeconds).toBe(365 * DAY);
    expect(brandCookieWrite('criteo', now).maxAgeSeconds).toBe(DAY);
    expect(brandCookieWrite('cloudiq', now).maxAgeSeconds).toBe(DAY);
    expect(brandCookieWrite('email', now).maxAgeSeconds).toBe(30 * DAY);
  });
  it('registered_user and subscribed are kept', () => {
    expect(nextBrandCookie(O.some('registered_user'), 'criteo', now)).toEqual(O.none);
    expect(nextBrandCookie(O.some('subscribed'), 'email', now)).toEqual(O.none);
    expect(nextBrandCookie(O.some('registered_user'), 'subscribed', now)).toEqual(O.none);
    expect(nextBrandCookie(O.some('subscribed'), 'registered_user', now)).toEqual(write('registered_user'));
    expect(nextBrandCookie(O.some('registered_user'), 'registered_user', now)).toEqual(write('registered_user'));
  });
  it('other values are replaced by the latest', () => {
    expect(nextBrandCookie(O.some('criteo'), 'cloudiq', now)).toEqual(write('cloudiq'));
    expect(nextBrandCookie(O.some('email'), 'bypassed', now)).toEqual(write('bypassed'));
    expect(nextBrandCookie(O.none, 'email', now)).toEqual(write('email'));
  });
  it('registered_user and subscribed are restored', () => {
    expect(restoreBrandCookie(O.some('registered_user'), now)).toEqual(write('registered_user'));
    expect(restoreBrandCookie(O.some('subscribed'), now)).toEqual(write('subscribed'));
    expect(restoreBrandCookie(O.some('criteo'), now)).toEqual(O.none);
    expect(restoreBrandCookie(O.none, now)).toEqual(O.none);
  });
  it('reads a stored value', () => {
    expect(parseBrandCookie('cloudiq')).toEqual(O.some('cloudiq'));
    expect(parseBrandCookie('Cloudiq')).toEqual(O.none);
  });
  it('property: a kept value is never replaced by a lower one, and parse round-trips every state', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...BRAND_COOKIE_STATES),
        fc.constantFrom(...BRAND_COOKIE_STATES),
        (current, incoming) => {
          expect(parseBrandCookie(current)).toEqual(O.some(current));
          const result = nextBrandCookie(O.some(current), incoming, now);
          const value = O.isSome(result) ? result.value.value : current;
          if (current === 'registered_user') expect(value).toBe('registered_user');
          if (current === 'subscribed') expect(['subscribed', 'registered_user']).toContain(value);
          if (!isKeptBrandState(current)) expect(value).toBe(incoming);
          expect(O.isSome(restoreBrandCookie(O.some(current), now))).toBe(isKeptBrandState(current));
        },
      ),
    );
  });
});
