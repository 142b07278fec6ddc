/**
 * The booking calendar of a calendar deal (spec 2 §7.5 GET /v1/availability/deal/{id}: leadProductId,
 * month, year; spec 1 §3 "Calendar day" with currentMonth, currentYear, next and previous available
 * month, lastAvailableStay). The deal page asks for it as the shopper moves between months.
 *
 * - The product is the one asked for when the deal has it, else the deal's lead product (its first).
 * - Days run from the clock's today for a year: a stay never starts in the past.
 * - The month shown is the one asked for when it is within the calendar's year (this month to the
 *   horizon's), else the first month a stay can start in, else this month: an address edited to
 *   a month long gone or years ahead opens where the dates are.
 * - A deal of another site, an unknown deal, or a deal not sold by date is DEAL.NOT_FOUND.
 * - A sold-out option (or deal) has every day sold out: no stay of it can be offered.
 */
import * as O from 'fp-ts/Option';
import * as Ord from 'fp-ts/Ord';
import * as RA from 'fp-ts/ReadonlyArray';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type CalendarDay,
  type DateString,
  type YearMonth,
  canStartStayOn,
  indexCalendarDays,
  dateStringOfInstant,
  nextAvailableMonth,
  ordYearMonth,
  plusDays,
  previousAvailableMonth,
  yearMonthOf,
} from '@kerching/domain/calendar';
import type { DealDetail, DealDetailProduct } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealDetails, ProductCalendar } from '@kerching/ports';
import type { DealNotFound } from './getDealPage';

/** How far ahead the calendar reaches, in days. */
export const CALENDAR_HORIZON_DAYS = 366;

export interface DealCalendarRequest {
  readonly site: SiteKey;
  readonly dealId: number;
  readonly productId: O.Option<number>;
  readonly month: O.Option<YearMonth>;
}

export interface DealCalendar {
  readonly dealId: number;
  readonly productId: number;
  readonly today: DateString;
  readonly month: YearMonth;
  /** Every day of the product's calendar from today, earliest first. */
  readonly days: readonly CalendarDay[];
  readonly previous: O.Option<YearMonth>;
  readonly next: O.Option<YearMonth>;
  /** The last day a stay can start on. */
  readonly lastAvailableStay: O.Option<DateString>;
}

const notFound = (dealId: number): DealNotFound =>
  domainError('DEAL.NOT_FOUND', `No deal sold by date was found for id ${dealId}`);

const productOf = (deal: DealDetail, asked: O.Option<number>): O.Option<DealDetailProduct> =>
  pipe(
    asked,
    O.chain((id) => O.fromNullable(deal.products.find((p) => p.id === id))),
    O.alt(() => RA.head(deal.products)),
  );

/** The days as sold: all sold out when the option or its deal is. */
const daysOnSale = (soldOut: boolean, days: readonly CalendarDay[]): readonly CalendarDay[] =>
  soldOut ? days.map((day) => ({ ...day, soldOut: true })) : days;

export class GetDealCalendar {
  constructor(
    private readonly details: DealDetails,
    private readonly calendar: ProductCalendar,
    private readonly clock: Clock,
  ) {}

  execute(request: DealCalendarRequest): TE.TaskEither<CatalogError | DealNotFound, DealCalendar> {
    const today = dateStringOfInstant(this.clock.now());
    return pipe(
      this.details.byId(request.site, request.dealId),
      TE.chainW((deal) =>
        pipe(
          deal,
          O.filter((d) => d.dealType === 'calendar'),
          O.chain((d) =>
            pipe(
              productOf(d, request.productId),
              O.map((product) => ({ id: product.id, soldOut: product.soldOut || d.soldOut })),
            ),
          ),
          TE.fromOption(() => notFound(request.dealId)),
        ),
      ),
      TE.chainW((product) =>
        pipe(
          this.calendar.days(product.id, today, plusDays(today, CALENDAR_HORIZON_DAYS - 1)),
          TE.map((days) => calendarOf(request, product.id, today, daysOnSale(product.soldOut, days))),
        ),
      ),
    );
  }
}

/** The calendar for the month asked for, or the first one a stay can start in. */
export const calendarOf = (
  request: Pick<DealCalendarRequest, 'dealId' | 'month'>,
  productId: number,
  today: DateString,
  days: readonly CalendarDay[],
): DealCalendar => {
  const index = indexCalendarDays(days);
  const arrivals = days.filter((day) => canStartStayOn(index, day.dateString));
  const within = Ord.between(ordYearMonth)(yearMonthOf(today), yearMonthOf(plusDays(today, CALENDAR_HORIZON_DAYS - 1)));
  const month = pipe(
    request.month,
    O.filter(within),
    O.alt(() =>
      pipe(
        RA.head(arrivals),
        O.map((day) => yearMonthOf(day.dateString)),
      ),
    ),
    O.getOrElse(() => yearMonthOf(today)),
  );
  return {
    dealId: request.dealId,
    productId,
    today,
    month,
    days,
    previous: previousAvailableMonth(days, month),
    next: nextAvailableMonth(days, month),
    lastAvailableStay: pipe(
      RA.last(arrivals),
      O.map((day) => day.dateString),
    ),
  };
};
