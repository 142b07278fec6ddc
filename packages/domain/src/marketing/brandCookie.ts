/**
 * The brand cookie (spec 1 §4 "Brand cookie states: registered_user, subscribed, bypassed, and
 * email, criteo or cloudiq campaign values; registered_user and subscribed are kept and restored";
 * spec 2 §9 "customer token and brand cookie 1 year", "brand cookie 1 day for campaign values and
 * 30 for email").
 *
 * Lifetimes (rows of the cookie table): registered_user, subscribed and bypassed 1 year; criteo
 * and cloudiq 1 day; email 30 days.
 *
 * Our reading of "kept and restored":
 * - kept: a visit from a campaign (email, criteo, cloudiq) or a bypass does not overwrite
 *   registered_user or subscribed; and registered_user is not stepped down to subscribed (a
 *   registered user who subscribes is still a registered user). Among the other values the
 *   latest one wins.
 * - restored: when cookies are cleared (logout, clean-up), a kept value read before clearing is
 *   written back; other values are not.
 */
import * as O from 'fp-ts/Option';
import { type CookieKey, type CookieWrite, cookieWrite } from './cookies';

export const BRAND_COOKIE_STATES = ['registered_user', 'subscribed', 'bypassed', 'email', 'criteo', 'cloudiq'] as const;
export type BrandCookieState = (typeof BRAND_COOKIE_STATES)[number];

export const KEPT_BRAND_COOKIE_STATES: readonly BrandCookieState[] = ['registered_user', 'subscribed'];

export const parseBrandCookie = (value: string): O.Option<BrandCookieState> =>
  O.fromNullable(BRAND_COOKIE_STATES.find((state) => state === value));

export const isKeptBrandState = (state: BrandCookieState): boolean => KEPT_BRAND_COOKIE_STATES.includes(state);

/** The row of the cookie table that gives a state its lifetime. */
export const brandCookieKey = (state: BrandCookieState): CookieKey => {
  switch (state) {
    case 'email':
      return 'brandEmail';
    case 'criteo':
    case 'cloudiq':
      return 'brandCampaign';
    case 'registered_user':
    case 'subscribed':
    case 'bypassed':
      return 'brand';
  }
};

export const brandCookieWrite = (state: BrandCookieState, now: number): CookieWrite =>
  cookieWrite(brandCookieKey(state), state, now);

/** registered_user above subscribed above every other state. */
const rank = (state: BrandCookieState): number => (state === 'registered_user' ? 2 : state === 'subscribed' ? 1 : 0);

/** The write for an incoming value, or none when the current kept value stays. */
export const nextBrandCookie = (
  current: O.Option<BrandCookieState>,
  incoming: BrandCookieState,
  now: number,
): O.Option<CookieWrite> =>
  O.isSome(current) && rank(incoming) < rank(current.value) ? O.none : O.some(brandCookieWrite(incoming, now));

/** After cookies are cleared: write back a kept value read before clearing. */
export const restoreBrandCookie = (before: O.Option<BrandCookieState>, now: number): O.Option<CookieWrite> =>
  O.isSome(before) && isKeptBrandState(before.value) ? O.some(brandCookieWrite(before.value, now)) : O.none;
