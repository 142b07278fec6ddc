/**
 * Booking calendars of the demo's deals sold by date (spec 1 §3 "Calendar day"): every product of
 * a calendar deal gets a day for each of the 120 days from `now`'s UTC date, so the deal page and
 * GET /v1/availability/deal/{id} always have dates to offer.
 *
 * - A stay is the product's nights (2 when it has none): minLengthOfStay = maxLengthOfStay.
 * - A day's price is the product's, scaled for its weekday (arrivals on Friday and Saturday 1.15 to
 *   1.25, other days 0.9 to 1.05) and rounded to whole pounds or euros; the VIP price likewise when
 *   the product has one, and the day then allows the VIP discount.
 * - About one day in ten is sold out and one in ten closed for arrival; all are open for departure
 *   and for sale otherwise.
 *
 * Each product and date draws from a generator of its own (forked from the site's by product id
 * and date), never from the deals' stream: the rest of the demo stays exactly as it was, and a
 * date keeps its price and flags whatever day the catalogue is built on.
 */
import { dateStringOfInstant, epochDayOf, plusDays } from '@kerching/domain/calendar';
import type { CalendarDayRecord, ProductRecord } from '@kerching/contract';
import type { Random } from './random';

/** How many days ahead a demo calendar reaches, from today included. */
export const DEMO_CALENDAR_DAYS = 120;

const DEFAULT_NIGHTS = 2;

/** 1970-01-01 was a Thursday: Friday is 1 and Saturday 2 in days since then, modulo 7. */
const isWeekendArrival = (epochDay: number): boolean => {
  const weekday = ((epochDay % 7) + 7) % 7;
  return weekday === 1 || weekday === 2;
};

/** Minor units scaled and rounded to a whole pound or euro. */
const scaled = (minor: number, factor: number): number => Math.round((minor * factor) / 100) * 100;

/** The calendar of one product from `now`'s UTC date, drawn from `random` (the product's own). */
export const productCalendar = (
  product: Pick<ProductRecord, 'id' | 'priceMinor' | 'vipPriceMinor' | 'nights'>,
  now: Date,
  random: Random,
): readonly CalendarDayRecord[] => {
  const first = dateStringOfInstant(now);
  const nights = product.nights ?? DEFAULT_NIGHTS;
  return Array.from({ length: DEMO_CALENDAR_DAYS }, (_, i): CalendarDayRecord => {
    const date = plusDays(first, i);
    const day = random.fork(date);
    const factor = isWeekendArrival(epochDayOf(date)) ? 1.15 + day.next() * 0.1 : 0.9 + day.next() * 0.15;
    const soldOut = day.chance(0.1);
    const openForArrival = !day.chance(0.1);
    // Drawn last, so the days' other values are as before rooms were counted.
    const rooms = 3 + Math.floor(day.next() * 8);
    return {
      date,
      minPriceMinor: scaled(product.priceMinor, factor),
      vipPriceMinor: product.vipPriceMinor === null ? null : scaled(product.vipPriceMinor, factor),
      additionalCostText: null,
      minLengthOfStay: nights,
      maxLengthOfStay: nights,
      openForArrival,
      openForDeparture: true,
      openForSale: true,
      soldOut,
      vipDiscountAllowed: product.vipPriceMinor !== null,
      rooms,
    };
  });
};

/** The products of a deal, with calendars when the deal is sold by date; `site` forks a generator per product. */
export const withCalendars = (
  dealType: 'default' | 'calendar' | undefined,
  products: readonly ProductRecord[],
  now: Date,
  site: Random,
): readonly ProductRecord[] =>
  dealType !== 'calendar'
    ? products
    : products.map((p) => ({ ...p, calendar: productCalendar(p, now, site.fork(`calendar:${p.id}`)) }));
