/**
 * The booking calendar of a product over SQL (migration 0023, spec 1 §3 "Calendar day"): one query
 * for the days between two dates, both included, earliest first. Each row goes through the
 * domain's `calendarDay` check; a row it refuses is left out (the table's checks make that rare),
 * so one bad day never hides a whole calendar. Dates are read as text so no time zone moves them.
 * A night whose counted rooms have all been booked (migration 0024) is sold out.
 */
import * as O from 'fp-ts/Option';
import * as RA from 'fp-ts/ReadonlyArray';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type CalendarDay, type DateString, calendarDay } from '@kerching/domain/calendar';
import type { CatalogError, ProductCalendar } from '@kerching/ports';
import { queryOr } from '../queryOr';
import type { SqlClient } from '../sqlClient';

interface CalendarDayDbRow {
  readonly day: string;
  readonly min_price_minor: number;
  readonly vip_price_minor: number | null;
  readonly additional_cost_text: string | null;
  readonly min_stay: number;
  readonly max_stay: number;
  readonly open_for_arrival: boolean;
  readonly open_for_departure: boolean;
  readonly open_for_sale: boolean;
  readonly sold_out: boolean;
  readonly vip_discount_allowed: boolean;
}

const SELECT_DAYS = `
SELECT day::text AS day, min_price_minor, vip_price_minor, additional_cost_text, min_stay, max_stay,
       open_for_arrival, open_for_departure, open_for_sale,
       sold_out OR COALESCE(rooms_remaining = 0, false) AS sold_out, vip_discount_allowed
  FROM product_calendar_day
 WHERE product_id = $1 AND day BETWEEN $2::date AND $3::date
 ORDER BY day`;

/** A row as the domain's calendar day, or none when the domain refuses it. */
export const calendarDayOfRow = (row: CalendarDayDbRow): O.Option<CalendarDay> =>
  O.fromEither(
    calendarDay({
      dateString: row.day,
      minPrice: Number(row.min_price_minor),
      vipPrice: O.map(Number)(O.fromNullable(row.vip_price_minor)),
      additionalCostText: O.fromNullable(row.additional_cost_text),
      minLengthOfStay: Number(row.min_stay),
      maxLengthOfStay: Number(row.max_stay),
      openForArrival: row.open_for_arrival,
      openForDeparture: row.open_for_departure,
      openForSale: row.open_for_sale,
      soldOut: row.sold_out,
      vipDiscountAllowed: row.vip_discount_allowed,
    }),
  );

export class SqlProductCalendar implements ProductCalendar {
  constructor(private readonly db: SqlClient) {}

  days(productId: number, from: DateString, to: DateString): TE.TaskEither<CatalogError, readonly CalendarDay[]> {
    return pipe(
      queryOr('CATALOG.UNAVAILABLE')(() => this.db.query<CalendarDayDbRow>(SELECT_DAYS, [productId, from, to])),
      TE.map(RA.filterMap(calendarDayOfRow)),
    );
  }
}
