/**
 * A product's booking calendar from SQL: the days between two dates, both included, earliest first,
 * as the domain's calendar days; other products' days and days outside the range are left out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { type DateString, isDateString } from '@kerching/domain/calendar';
import type { SqlClient } from '../sqlClient';
import { aDealRow, calendarDayRows, smallCatalogue, testDatabases } from '../testing/index';
import { calendarDayOfRow, SqlProductCalendar } from './sqlProductCalendar';
import { writeCatalogue } from './writeCatalogue';

const date = (text: string): DateString => {
  if (!isDateString(text)) throw new Error(`not a date: ${text}`);
  return text;
};

describe.each(testDatabases())('product calendars on $name', ({ open }) => {
  let db: SqlClient;
  beforeAll(async () => {
    db = await open();
    const data = smallCatalogue([aDealRow(1, { dealType: 'calendar' }), aDealRow(2, { dealType: 'calendar' })]);
    await writeCatalogue(db, {
      ...data,
      products: data.products.map((p) => ({
        ...p,
        calendar: calendarDayRows('2026-12-28', 10, (_, i) => ({
          minPriceMinor: p.id * 100 + i,
          vipPriceMinor: i === 1 ? 5000 : null,
          additionalCostText: i === 1 ? 'Dinner included' : null,
          soldOut: i === 2,
          openForArrival: i !== 3,
          vipDiscountAllowed: i === 1,
        })),
      })),
    });
  }, 120_000);
  afterAll(async () => db.close());

  it('reads the days from one date to another, both included, earliest first', async () => {
    const days = await new SqlProductCalendar(db).days(10, date('2026-12-29'), date('2027-01-02'))();
    if (E.isLeft(days)) throw new Error(days.left.detail);
    expect(days.right.map((d) => d.dateString)).toEqual([
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
    ]);
    expect(days.right.map((d) => d.minPrice)).toEqual([1001, 1002, 1003, 1004, 1005]);
    expect(days.right[0]).toEqual({
      date: Date.UTC(2026, 11, 29),
      dateString: '2026-12-29',
      minPrice: 1001,
      vipPrice: O.some(5000),
      additionalCostText: O.some('Dinner included'),
      minLengthOfStay: 2,
      maxLengthOfStay: 2,
      openForArrival: true,
      openForDeparture: true,
      openForSale: true,
      soldOut: false,
      vipDiscountAllowed: true,
    });
    expect(days.right[1]).toMatchObject({ vipPrice: O.none, additionalCostText: O.none, soldOut: true });
    expect(days.right[2]).toMatchObject({ openForArrival: false });
  });

  it("keeps to the product's own days, and gives none outside its calendar", async () => {
    const calendar = new SqlProductCalendar(db);
    const other = await calendar.days(20, date('2026-12-28'), date('2026-12-28'))();
    expect(E.map((days: readonly { minPrice: number }[]) => days.map((d) => d.minPrice))(other)).toEqual(
      E.right([2000]),
    );
    expect(await calendar.days(10, date('2027-02-01'), date('2027-02-28'))()).toEqual(E.right([]));
    expect(await calendar.days(99, date('2026-12-01'), date('2027-12-31'))()).toEqual(E.right([]));
    expect(await calendar.days(10, date('2027-01-02'), date('2026-12-28'))()).toEqual(E.right([]));
  });

  it('answers CATALOG.UNAVAILABLE when the database fails', async () => {
    const broken: SqlClient = {
      ...db,
      query: () => Promise.reject(new Error('connection lost')),
    };
    const result = await new SqlProductCalendar(broken).days(10, date('2026-12-28'), date('2026-12-31'))();
    expect(result).toEqual(E.left({ code: 'CATALOG.UNAVAILABLE', detail: 'connection lost' }));
  });
});

describe('a calendar row as a domain day', () => {
  const row = {
    day: '2026-12-28',
    min_price_minor: 9900,
    vip_price_minor: null,
    additional_cost_text: null,
    min_stay: 2,
    max_stay: 4,
    open_for_arrival: true,
    open_for_departure: true,
    open_for_sale: true,
    sold_out: false,
    vip_discount_allowed: false,
  };
  it('is left out when the domain refuses it', () => {
    expect(O.isSome(calendarDayOfRow(row))).toBe(true);
    expect(calendarDayOfRow({ ...row, min_stay: 5 })).toEqual(O.none);
    expect(calendarDayOfRow({ ...row, day: '2026-02-30' })).toEqual(O.none);
    expect(calendarDayOfRow({ ...row, vip_price_minor: -1 })).toEqual(O.none);
  });
});
