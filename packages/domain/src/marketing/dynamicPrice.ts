/**
 * The daily dynamic-price cookie value (spec 2 §7.1 "a daily dynamic-price cookie value (random a,
 * b or c, lasting to end of day)"; §7.9 the experimentation offer dynamicPricing).
 *
 * The domain has no randomness: the caller draws a number in [0, 1) from its random port and
 * `dynamicPriceValueFor` maps thirds of that range to a, b and c (anything outside is clamped).
 * The cookie expires at the next local midnight (`utcOffsetMinutes`, 60 during summer time).
 */
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import { type CookieWrite, cookieWrite } from './cookies';

export const DYNAMIC_PRICE_VALUES = ['a', 'b', 'c'] as const;
export type DynamicPriceValue = (typeof DYNAMIC_PRICE_VALUES)[number];

export const dynamicPriceValueFor = (draw: number): DynamicPriceValue => {
  const third = Math.floor(draw * DYNAMIC_PRICE_VALUES.length);
  return third >= 2 ? 'c' : third === 1 ? 'b' : 'a';
};

export const parseDynamicPriceValue = (value: string): O.Option<DynamicPriceValue> =>
  O.fromNullable(DYNAMIC_PRICE_VALUES.find((v) => v === value));

/** Keep a valid stored value for the rest of its day; otherwise draw a new one. */
export const dynamicPriceValue = (stored: O.Option<string>, draw: number): DynamicPriceValue =>
  pipe(
    stored,
    O.chain(parseDynamicPriceValue),
    O.getOrElse(() => dynamicPriceValueFor(draw)),
  );

export const dynamicPriceCookie = (value: DynamicPriceValue, now: number, utcOffsetMinutes = 0): CookieWrite =>
  cookieWrite('dynamicPrice', value, now, utcOffsetMinutes);
