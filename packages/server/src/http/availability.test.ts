/**
 * GET /v1/availability/deal/{id} (spec 2 §7.5) on the demo catalogue, on PGlite and on PostgreSQL:
 * the month's days of a deal sold by date as written in product_calendar_day, the months either
 * side a stay can start in, and 400 and 404 answers in JSON.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as O from 'fp-ts/Option';
import { pino } from 'pino';
import { writeCatalogue, type SqlClient } from '@kerching/adapters-sql';
import { testDatabases } from '@kerching/adapters-sql/testing';
import { AvailabilityResponseCodec, type AvailabilityResponse } from '@kerching/contract';
import { createContainer, serverServices } from '../composition/container';
import { demoCatalogue } from '@kerching/demo';
import { createApp } from './app';

const now = new Date('2026-11-22T12:00:00.000Z');

interface DayRow {
  readonly day: string;
  readonly min_price_minor: number;
  readonly vip_price_minor: number | null;
  readonly arrival: boolean;
}

describe.each(testDatabases())('the availability API on $name', ({ open }) => {
  let db: SqlClient;
  let app: ReturnType<typeof createApp>;
  let calendarDeal: { id: number; lead: number; other: number };
  let ordinaryDeal: number;
  let irishCalendarDeal: number;
  const daysOf = (productId: number): Promise<readonly DayRow[]> =>
    db.query<DayRow>(
      // A stay can start on a day open for arrival and sale, not sold out, with a check-out after it.
      `SELECT c.day::text AS day, c.min_price_minor, c.vip_price_minor,
              c.open_for_arrival AND c.open_for_sale AND NOT c.sold_out
                AND EXISTS (SELECT 1 FROM product_calendar_day o
                             WHERE o.product_id = c.product_id AND o.open_for_departure
                               AND o.day BETWEEN c.day + c.min_stay AND c.day + LEAST(c.max_stay, 28)) AS arrival
         FROM product_calendar_day c WHERE c.product_id = $1 ORDER BY c.day`,
      [productId],
    );

  beforeAll(async () => {
    db = await open();
    await writeCatalogue(db, demoCatalogue(now));
    const [deal] = await db.query<{ id: number; lead: number; other: number }>(
      `SELECT d.id,
              (SELECT p.id FROM product p WHERE p.deal_id = d.id ORDER BY p.sort_order, p.id LIMIT 1) AS lead,
              (SELECT p.id FROM product p WHERE p.deal_id = d.id ORDER BY p.sort_order, p.id OFFSET 1 LIMIT 1) AS other
         FROM deal d
        WHERE d.site_key = 'kerching' AND d.deal_type = 'calendar'
          AND (SELECT count(*) FROM product p WHERE p.deal_id = d.id) >= 2
        ORDER BY d.id LIMIT 1`,
    );
    const [ordinary] = await db.query<{ id: number }>(
      `SELECT id FROM deal WHERE site_key = 'kerching' AND deal_type = 'default' ORDER BY id LIMIT 1`,
    );
    const [irish] = await db.query<{ id: number }>(
      `SELECT id FROM deal WHERE site_key = 'kerchingie' AND deal_type = 'calendar' ORDER BY id LIMIT 1`,
    );
    if (deal === undefined || ordinary === undefined || irish === undefined)
      throw new Error('the demo catalogue has no calendar deals to test with');
    calendarDeal = deal;
    ordinaryDeal = ordinary.id;
    irishCalendarDeal = irish.id;
    app = createApp({
      log: pino({ level: 'silent' }),
      services: serverServices(createContainer(db, { now: () => now })),
      sites: { pinned: O.none, hostMap: {}, fallback: 'kerching' },
    });
  }, 120_000);
  afterAll(async () => db.close());

  const get = (path: string, host = 'kerching.localhost:3000') => app.request(path, { headers: { host } });
  const availability = async (path: string, host?: string): Promise<AvailabilityResponse['data']> => {
    const response = await get(path, host);
    expect(response.status, path).toBe(200);
    const body: unknown = await response.json();
    if (!AvailabilityResponseCodec.is(body)) throw new Error(`not an availability answer: ${JSON.stringify(body)}`);
    return body.data;
  };
  const path = (id: number, query = '') => `/v1/availability/deal/${id}${query}`;

  it("answers the lead product's days of the first month a stay can start in, as stored", async () => {
    const data = await availability(path(calendarDeal.id));
    const stored = await daysOf(calendarDeal.lead);
    const firstArrival = stored.find((d) => d.arrival);
    if (firstArrival === undefined) throw new Error('expected an arrival day');
    expect([data.currentYear, data.currentMonth]).toEqual([
      Number(firstArrival.day.slice(0, 4)),
      Number(firstArrival.day.slice(5, 7)),
    ]);
    const month = firstArrival.day.slice(0, 7);
    const inMonth = stored.filter((d) => d.day.startsWith(month));
    expect(data.calendarDateViewVOList.map((d) => [d.dateString, d.minPriceMinor, d.vipPriceMinor])).toEqual(
      inMonth.map((d) => [d.day, d.min_price_minor, d.vip_price_minor]),
    );
    expect(data.calendarDateViewVOList[0]?.dateString).toBe('2026-11-22');
    for (const d of data.calendarDateViewVOList) {
      expect(d.date).toBe(Date.parse(`${d.dateString}T00:00:00Z`));
      expect(d.minPriceMinor % 100).toBe(0);
    }
    expect(data.lastAvailableStay).toBe(stored.filter((d) => d.arrival).at(-1)?.day ?? null);
    expect([data.previousAvailableYear, data.previousAvailableMonth]).toEqual([null, null]);
    expect([data.nextAvailableYear, data.nextAvailableMonth]).toEqual([2026, 12]);
  });

  it('answers the month asked for, with the months either side a stay can start in', async () => {
    const data = await availability(path(calendarDeal.id, '?month=12&year=2026'));
    expect(data.calendarDateViewVOList.map((d) => d.dateString)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2026-12-${String(i + 1).padStart(2, '0')}`),
    );
    expect(data).toMatchObject({
      currentMonth: 12,
      currentYear: 2026,
      previousAvailableMonth: 11,
      previousAvailableYear: 2026,
      nextAvailableMonth: 1,
      nextAvailableYear: 2027,
    });
    const beyond = await availability(path(calendarDeal.id, '?month=6&year=2027'));
    expect(beyond).toMatchObject({
      calendarDateViewVOList: [],
      currentMonth: 6,
      currentYear: 2027,
      previousAvailableMonth: 3,
      previousAvailableYear: 2027,
      nextAvailableMonth: null,
      nextAvailableYear: null,
    });
    // A month outside the calendar's year answers the first month a stay can start in.
    const first = await availability(path(calendarDeal.id));
    for (const query of ['?month=1&year=2020', '?month=1&year=2031']) {
      const outside = await availability(path(calendarDeal.id, query));
      expect([outside.currentYear, outside.currentMonth], query).toEqual([first.currentYear, first.currentMonth]);
    }
  });

  it('answers the product asked for, and checks quantity, nights and the other parameters, unused', async () => {
    const data = await availability(path(calendarDeal.id, `?leadProductId=${calendarDeal.other}&month=1&year=2027`));
    const stored = (await daysOf(calendarDeal.other)).filter((d) => d.day.startsWith('2027-01'));
    expect(data.calendarDateViewVOList.map((d) => [d.dateString, d.minPriceMinor])).toEqual(
      stored.map((d) => [d.day, d.min_price_minor]),
    );
    const plain = await availability(path(calendarDeal.id, '?month=1&year=2027'));
    const extras = await availability(
      path(calendarDeal.id, '?month=1&year=2027&quantity=2&nights=3&googleHotelAds=false&departureAirport=LGW'),
    );
    expect(extras).toEqual(plain);
  });

  it('answers malformed values with a 400 and a readable message', async () => {
    const cases: readonly [string, string][] = [
      [path(calendarDeal.id, '?month=13&year=2026'), 'month: expected a month from 1 to 12'],
      [path(calendarDeal.id, '?month=0&year=2026'), 'month: expected a month from 1 to 12'],
      [path(calendarDeal.id, '?month=12&year=x'), 'year: expected a year such as 2026'],
      [path(calendarDeal.id, '?leadProductId=abc'), 'leadProductId: expected a product id'],
      [path(calendarDeal.id, '?month=12'), 'month and year go together'],
      [path(calendarDeal.id, '?nights=17'), 'nights: expected a number of nights from 1 to 16'],
      [path(calendarDeal.id, '?nights=0'), 'nights: expected a number of nights from 1 to 16'],
      [path(calendarDeal.id, '?quantity=0'), 'quantity: expected a quantity of 1 or more'],
      [path(calendarDeal.id, '?quantity=two'), 'quantity: expected a quantity of 1 or more'],
      [path(calendarDeal.id, '?departureAirport=JFK'), 'departureAirport: expected a departure airport such as LGW'],
      [path(calendarDeal.id, '?googleHotelAds=maybe'), 'googleHotelAds: expected true or false'],
      ['/v1/availability/deal/abc', 'id: expected a whole number'],
      ['/v1/availability/deal/-1', 'id: expected a whole number'],
    ];
    for (const [url, message] of cases) {
      const response = await get(url);
      expect(response.status, url).toBe(400);
      const body = (await response.json()) as { error: { code: string; message: string } };
      expect(body.error.code, url).toBe('REQUEST.INVALID');
      expect(body.error.message, url).toContain(message);
    }
  });

  it('answers an unknown deal, a deal of another site and a deal not sold by date with a JSON 404', async () => {
    for (const url of [path(999_999_999), path(irishCalendarDeal), path(ordinaryDeal)]) {
      const response = await get(url);
      expect(response.status, url).toBe(404);
      expect(await response.json()).toEqual({
        error: { code: 'DEAL.NOT_FOUND', message: 'Sorry, we could not find that deal.' },
      });
    }
    const irish = await availability(path(irishCalendarDeal), 'kerchingie.localhost:3000');
    expect(irish.calendarDateViewVOList.length).toBeGreaterThan(0);
  });
});
