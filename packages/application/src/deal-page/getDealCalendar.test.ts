import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { type CalendarDay, type CalendarDayInput, type DateString, epochDayOf } from '@kerching/domain/calendar';
import { aCalendarDay } from '@kerching/domain/calendar/testing';
import { A_DEAL_NOW, aDealDetail, aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { domainError } from '@kerching/domain/shared';
import type { CatalogError, ProductCalendar } from '@kerching/ports';
import { InMemoryDealDetails } from '../testing/inMemoryDealDetails';
import { CALENDAR_HORIZON_DAYS, type DealCalendarRequest, GetDealCalendar } from './getDealCalendar';

const clock = { now: () => A_DEAL_NOW };

const day = (dateString: string, overrides: Partial<CalendarDayInput> = {}): CalendarDay =>
  aCalendarDay(dateString, { minPrice: 9900, ...overrides });

/** Days by product; records every call, and answers only the days asked for. */
class InMemoryProductCalendar implements ProductCalendar {
  readonly calls: string[] = [];
  constructor(
    private readonly byProduct: ReadonlyMap<number, readonly CalendarDay[]>,
    private readonly failure: O.Option<CatalogError> = O.none,
  ) {}

  days(productId: number, from: DateString, to: DateString): TE.TaskEither<CatalogError, readonly CalendarDay[]> {
    this.calls.push(`${productId}:${from}:${to}`);
    if (O.isSome(this.failure)) return TE.left(this.failure.value);
    const inRange = (d: CalendarDay): boolean =>
      epochDayOf(d.dateString) >= epochDayOf(from) && epochDayOf(d.dateString) <= epochDayOf(to);
    return TE.right((this.byProduct.get(productId) ?? []).filter(inRange));
  }
}

// Today is 2026-06-01: June has days but none a stay can start on; July and August have arrivals.
const leadDays = [
  day('2026-06-01', { openForArrival: false }),
  day('2026-06-02', { soldOut: true }),
  day('2026-06-03', { openForSale: false }),
  day('2026-07-10'),
  day('2026-07-12', { openForArrival: false }),
  day('2026-08-15'),
  day('2026-08-17', { openForArrival: false }),
  day('2026-09-01', { soldOut: true }),
];
// Each arrival has its check-out two nights on: a stay can start on it.
const otherDays = [
  day('2026-06-20'),
  day('2026-06-22', { openForArrival: false }),
  day('2026-10-05'),
  day('2026-10-07', { openForArrival: false }),
];

const calendarDeal = aDealDetail({
  id: 1,
  dealType: 'calendar',
  products: [aDealDetailProduct({ id: 11 }), aDealDetailProduct({ id: 12 })],
});
const ordinary = aDealDetail({ id: 2, products: [aDealDetailProduct({ id: 21 })] });
const irish = aDealDetail({ id: 3, site: 'kerchingie', currency: 'EUR', dealType: 'calendar' });
const empty = aDealDetail({ id: 4, dealType: 'calendar', products: [] });
const soldOutOption = aDealDetail({
  id: 5,
  dealType: 'calendar',
  products: [aDealDetailProduct({ id: 11 }), aDealDetailProduct({ id: 12, soldOut: true })],
});
const details = new InMemoryDealDetails([calendarDeal, ordinary, irish, empty, soldOutOption]);

const request = (overrides: Partial<DealCalendarRequest> = {}): DealCalendarRequest => ({
  site: 'kerching',
  dealId: 1,
  productId: O.none,
  month: O.none,
  ...overrides,
});

const run = async (overrides: Partial<DealCalendarRequest> = {}, calendar = new InMemoryProductCalendar(new Map())) =>
  new GetDealCalendar(details, calendar, clock).execute(request(overrides))();

const calendars = () =>
  new InMemoryProductCalendar(
    new Map([
      [11, leadDays],
      [12, otherDays],
    ]),
  );

describe('GetDealCalendar', () => {
  it("reads the lead product's days from today for a year, and opens on the first month a stay can start in", async () => {
    const calendar = calendars();
    const result = await run({}, calendar);
    expect(calendar.calls).toEqual([`11:2026-06-01:2027-06-01`]);
    expect(CALENDAR_HORIZON_DAYS).toBe(366);
    expect(result).toEqual(
      E.right({
        dealId: 1,
        productId: 11,
        today: '2026-06-01',
        month: { year: 2026, month: 7 },
        days: leadDays,
        previous: O.none,
        next: O.some({ year: 2026, month: 8 }),
        lastAvailableStay: O.some('2026-08-15'),
      }),
    );
  });

  it('shows the month asked for, with the months a stay can start in either side', async () => {
    const august = await run({ month: O.some({ year: 2026, month: 8 }) }, calendars());
    expect(august).toMatchObject(
      E.right({ month: { year: 2026, month: 8 }, previous: O.some({ year: 2026, month: 7 }), next: O.none }),
    );
    const june = await run({ month: O.some({ year: 2026, month: 6 }) }, calendars());
    expect(june).toMatchObject(
      E.right({ month: { year: 2026, month: 6 }, previous: O.none, next: O.some({ year: 2026, month: 7 }) }),
    );
    // The last month of the calendar's year is shown, empty; a month before today or past the
    // horizon opens on the first month a stay can start in.
    expect(await run({ month: O.some({ year: 2027, month: 6 }) }, calendars())).toMatchObject(
      E.right({ month: { year: 2027, month: 6 } }),
    );
    for (const month of [
      { year: 2026, month: 5 },
      { year: 2027, month: 7 },
      { year: 2031, month: 1 },
    ])
      expect(await run({ month: O.some(month) }, calendars()), JSON.stringify(month)).toMatchObject(
        E.right({ month: { year: 2026, month: 7 } }),
      );
  });

  it("reads the product asked for when the deal has it, else the deal's lead product", async () => {
    const other = await run({ productId: O.some(12) }, calendars());
    expect(other).toMatchObject(
      E.right({ productId: 12, month: { year: 2026, month: 6 }, lastAvailableStay: O.some('2026-10-05') }),
    );
    const calendar = calendars();
    const unknown = await run({ productId: O.some(21) }, calendar);
    expect(unknown).toMatchObject(E.right({ productId: 11 }));
    expect(calendar.calls).toEqual([`11:2026-06-01:2027-06-01`]);
  });

  it('a sold-out option has every day sold out, and no stay to offer', async () => {
    const soldOut = await run({ dealId: 5, productId: O.some(12) }, calendars());
    if (E.isLeft(soldOut)) throw new Error('expected a calendar');
    expect(soldOut.right.days.map((d) => [d.dateString, d.soldOut])).toEqual(
      otherDays.map((d) => [d.dateString, true]),
    );
    expect(soldOut.right.lastAvailableStay).toEqual(O.none);
    const onSale = await run({ dealId: 5, productId: O.some(11) }, calendars());
    expect(onSale).toMatchObject(E.right({ productId: 11, days: leadDays }));
  });

  it('opens on this month, with no stay to offer, when the calendar has no arrivals', async () => {
    const result = await run({}, new InMemoryProductCalendar(new Map([[11, [day('2026-07-01', { soldOut: true })]]])));
    expect(result).toMatchObject(
      E.right({ month: { year: 2026, month: 6 }, previous: O.none, next: O.none, lastAvailableStay: O.none }),
    );
  });

  it('is DEAL.NOT_FOUND for an unknown deal, a deal of another site, one not sold by date or without products', async () => {
    for (const overrides of [{ dealId: 99 }, { dealId: 3 }, { dealId: 2 }, { dealId: 4 }]) {
      const calendar = calendars();
      const result = await run(overrides, calendar);
      expect(result, JSON.stringify(overrides)).toMatchObject(E.left({ code: 'DEAL.NOT_FOUND' }));
      expect(calendar.calls).toEqual([]);
    }
    expect(await run({ site: 'kerchingie', dealId: 3 }, calendars())).toMatchObject(E.right({ dealId: 3 }));
  });

  it('passes CATALOG.UNAVAILABLE on', async () => {
    const outage = domainError('CATALOG.UNAVAILABLE', 'connection lost');
    const result = await run({}, new InMemoryProductCalendar(new Map(), O.some(outage)));
    expect(result).toEqual(E.left(outage));
  });
});
