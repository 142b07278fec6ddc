/**
 * The booking calendar of a deal sold by date, as the deal page shows it (spec 1 §4 "Calendar
 * selection": check-in, then check-out, within each date's min and max stay and 28 days). The
 * choice lives in the page's address (`product`, `month`, `checkIn`, `checkOut`), so every date is
 * a link: it works before the page's script has loaded, Back undoes a choice, and the server works
 * out each link with the domain's selection rules, which keeps them out of the browser's code.
 */
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { pipe } from 'fp-ts/function';
import {
  type CalendarSelection,
  type DateString,
  type YearMonth,
  calendarDayPrice,
  canStartStayOn,
  indexCalendarDays,
  isStayAllowed,
  monthWeeks,
  nightsBetween,
  CALENDAR_SELECTABLE_WINDOW_DAYS,
  STAY_UNAVAILABLE,
  selectionOfDates,
  parseDateString,
  parseYearMonth,
  quoteStay,
  yearMonthOf,
  yearMonthText,
} from '@kerching/domain/calendar';
import type { DealCalendar } from '@kerching/application';
import type { CurrencyCode } from '@kerching/domain/site';
import { REVIEWS_PAGE_PARAM } from '@kerching/domain/catalogue';
import { formatPrice, money, vipDiscountPrice } from '@kerching/domain/money';
import { formatCalendarDay, formatYearMonth, weekdaysFromMonday } from '@kerching/domain/text';

/** The address's parameters of the calendar. */
export const CALENDAR_PARAMS = {
  product: 'product',
  month: 'month',
  checkIn: 'checkIn',
  checkOut: 'checkOut',
} as const;

/** Where the calendar sits on the page: its links come back to it. */
export const CALENDAR_ANCHOR = 'booking-calendar';

/** OUR WORDING. */
export const CALENDAR_COPY = {
  heading: 'Choose your dates',
  chooseCheckIn: 'Choose your check-in date.',
  chooseCheckOut: 'Now choose your check-out date.',
  noDates: 'Sorry, there are no dates left to book for this option.',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  otherOptions: 'Dates for another option:',
  checkIn: 'check-in',
  checkOutHere: (nights: string) => `check out here after ${nights}`,
  checkOut: 'check-out',
  inStay: 'in your stay',
  unavailable: 'not available',
  soldOut: 'sold out',
  soldOutNote: 'Sold out',
  from: (price: string) => `from ${price}`,
  nights: (n: number) => (n === 1 ? '1 night' : `${n} nights`),
  stay: (checkIn: string, checkOut: string, nights: string, price: string) =>
    `${checkIn} to ${checkOut}, ${nights}: ${price}`,
} as const;

export type CalendarCellState = 'checkIn' | 'checkOut' | 'stay' | null;

export interface CalendarCellView {
  readonly day: number;
  /** The whole day as read out: date, price, and what it is in the choice. */
  readonly label: string;
  /**
   * The small line under the day: its price when a stay can start on it, "Sold out" when the day
   * is sold out (and not part of the choice), else nothing: a closed day shows only its number.
   */
  readonly note: string | null;
  /** Choosing the day; none when it cannot be chosen now. */
  readonly href: string | null;
  readonly state: CalendarCellState;
  /** A check-out for the chosen check-in: the stay's nights (the days before it are its hover range). */
  readonly nights: number | null;
  /** Days after the chosen check-in, within the 28-day window. */
  readonly offset: number | null;
}

export interface BookingCalendarView {
  /** The calendar's element id: its links come back to it. */
  readonly anchor: string;
  readonly heading: string;
  readonly monthLabel: string;
  readonly weekdays: readonly { readonly short: string; readonly name: string }[];
  readonly previous: { readonly href: string; readonly label: string } | null;
  readonly next: { readonly href: string; readonly label: string } | null;
  readonly weeks: readonly (readonly (CalendarCellView | null)[])[];
  /** Choosing another option of the deal shows its calendar: the address of each. */
  readonly productHrefs: Readonly<Record<string, string>>;
  /**
   * The deal's other options that can be bought, each a link to its calendar: for a page without
   * script, where ticking another option cannot bring its calendar.
   */
  readonly otherOptions: {
    readonly label: string;
    readonly links: readonly { readonly href: string; readonly name: string }[];
  } | null;
  /** What to do next, or what was chosen. */
  readonly prompt: string;
  /** The chosen stay, for the basket form: its dates and price. */
  readonly stay: {
    readonly checkIn: DateString;
    readonly checkOut: DateString;
    readonly priceMinor: number;
    /** A VIP's price of the stay, when its arrival day offers one below the price. */
    readonly vipPriceMinor: number | null;
  } | null;
}

export interface CalendarQuery {
  readonly productId: O.Option<number>;
  readonly month: O.Option<YearMonth>;
  readonly selection: { readonly checkIn: O.Option<DateString>; readonly checkOut: O.Option<DateString> };
}

const digits = (text: string | null): O.Option<number> =>
  text !== null && /^\d{1,9}$/.test(text) ? O.some(Number(text)) : O.none;

/** The calendar's part of the address (bad values are left out). */
export const calendarQueryOf = (params: URLSearchParams): CalendarQuery => {
  const checkIn = parseDateString(params.get(CALENDAR_PARAMS.checkIn) ?? '');
  return {
    productId: digits(params.get(CALENDAR_PARAMS.product)),
    // The month asked for; else the check-in's.
    month: pipe(
      parseYearMonth(params.get(CALENDAR_PARAMS.month)),
      O.alt(() => O.map(yearMonthOf)(checkIn)),
    ),
    selection: { checkIn, checkOut: parseDateString(params.get(CALENDAR_PARAMS.checkOut) ?? '') },
  };
};

export type BookingCalendarInput = Pick<DealCalendar, 'productId' | 'month' | 'days' | 'previous' | 'next'>;

/**
 * The calendar's view: the month's weeks, each day with its price and its link (a check-in, the
 * check-out of the chosen check-in, or a new check-in), the chosen stay and its price.
 */
export const bookingCalendarView = (
  calendar: BookingCalendarInput,
  query: CalendarQuery,
  page: { readonly pathname: string; readonly search: string },
  currency: CurrencyCode,
  /** Every option of the deal. */
  options: readonly { readonly id: number; readonly name: string; readonly buyable: boolean }[],
): BookingCalendarView => {
  const days = indexCalendarDays(calendar.days);
  // Dates the calendar refuses (a shared or saved link whose days have gone) are said, not dropped silently.
  const { selection, refused } = selectionOfDates(days, query.selection);
  const format = (minor: number): string => formatPrice(money(minor, currency));
  const href = (changes: Readonly<Record<string, string | null>>): string => {
    const params = new URLSearchParams(page.search);
    params.set(CALENDAR_PARAMS.product, String(calendar.productId));
    // The calendar's links lead to the deal, not to a page of its reviews.
    params.delete(REVIEWS_PAGE_PARAM);
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) params.delete(name);
      else params.set(name, value);
    }
    return `${page.pathname}?${params.toString()}#${CALENDAR_ANCHOR}`;
  };
  const checkInHref = (date: DateString): string =>
    href({ [CALENDAR_PARAMS.checkIn]: date, [CALENDAR_PARAMS.checkOut]: null, [CALENDAR_PARAMS.month]: null });
  const monthHref = (ym: YearMonth): string => href({ [CALENDAR_PARAMS.month]: yearMonthText(ym) });
  // Another option's calendar, from its first month, nothing chosen.
  const optionHref = (id: number): string =>
    href({
      [CALENDAR_PARAMS.product]: String(id),
      [CALENDAR_PARAMS.month]: null,
      [CALENDAR_PARAMS.checkIn]: null,
      [CALENDAR_PARAMS.checkOut]: null,
    });
  const others = options
    .filter((option) => option.buyable && option.id !== calendar.productId)
    .map((option) => ({ href: optionHref(option.id), name: option.name }));

  const cell = (date: DateString): CalendarCellView => {
    const day = days.get(date);
    const arrival = day !== undefined && canStartStayOn(days, date);
    const price = arrival ? format(calendarDayPrice(day, false)) : null;
    const state = cellState(selection, date);
    const soldOut = day !== undefined && day.soldOut;
    // With a check-in chosen: how far each day is from it, and the nights of a stay ending on it.
    const offset = selection._tag === 'CheckInChosen' ? nightsBetween(selection.checkIn, date) : 0;
    const nights = selection._tag === 'CheckInChosen' && isStayAllowed(days, selection.checkIn, date) ? offset : null;
    const link =
      nights !== null && selection._tag === 'CheckInChosen'
        ? href({ [CALENDAR_PARAMS.checkIn]: selection.checkIn, [CALENDAR_PARAMS.checkOut]: date })
        : arrival
          ? checkInHref(date)
          : null;
    const parts = [
      formatCalendarDay(new Date(`${date}T12:00:00Z`)),
      ...(nights === null ? [] : [CALENDAR_COPY.checkOutHere(CALENDAR_COPY.nights(nights))]),
      ...(price === null ? [] : [CALENDAR_COPY.from(price)]),
      ...(state === 'checkIn' ? [CALENDAR_COPY.checkIn] : []),
      ...(state === 'checkOut' ? [CALENDAR_COPY.checkOut] : []),
      ...(state === 'stay' ? [CALENDAR_COPY.inStay] : []),
      ...(link === null && state === null ? [soldOut ? CALENDAR_COPY.soldOut : CALENDAR_COPY.unavailable] : []),
    ];
    return {
      day: Number(date.slice(8)),
      label: parts.join(', '),
      note: price ?? (soldOut && link === null && state === null ? CALENDAR_COPY.soldOutNote : null),
      href: link,
      state,
      nights,
      offset: offset > 0 && offset <= CALENDAR_SELECTABLE_WINDOW_DAYS ? offset : null,
    };
  };

  const stay = pipe(
    selection._tag === 'StayChosen' ? O.some({ checkIn: selection.checkIn, checkOut: selection.checkOut }) : O.none,
    O.chain((chosen) => O.fromEither(quoteStay(days, chosen, false))),
  );
  const prompt = pipe(
    stay,
    O.match(
      () => {
        if (refused) return STAY_UNAVAILABLE;
        if (selection._tag === 'CheckInChosen') return CALENDAR_COPY.chooseCheckOut;
        return calendar.days.some((d) => canStartStayOn(days, d.dateString))
          ? CALENDAR_COPY.chooseCheckIn
          : CALENDAR_COPY.noDates;
      },
      (quote) =>
        CALENDAR_COPY.stay(
          formatCalendarDay(new Date(`${quote.checkIn}T12:00:00Z`)),
          formatCalendarDay(new Date(`${quote.checkOut}T12:00:00Z`)),
          CALENDAR_COPY.nights(quote.nights),
          format(quote.priceMinor),
        ),
    ),
  );
  return {
    anchor: CALENDAR_ANCHOR,
    heading: CALENDAR_COPY.heading,
    monthLabel: formatYearMonth(calendar.month.year, calendar.month.month),
    weekdays: weekdaysFromMonday().map((name) => ({ short: name.slice(0, 2), name })),
    previous: pipe(
      calendar.previous,
      O.match(
        () => null,
        (ym) => ({ href: monthHref(ym), label: CALENDAR_COPY.previousMonth }),
      ),
    ),
    next: pipe(
      calendar.next,
      O.match(
        () => null,
        (ym) => ({ href: monthHref(ym), label: CALENDAR_COPY.nextMonth }),
      ),
    ),
    productHrefs: Object.fromEntries(options.map(({ id }) => [String(id), optionHref(id)])),
    otherOptions: others.length === 0 ? null : { label: CALENDAR_COPY.otherOptions, links: others },
    weeks: monthWeeks(calendar.month).map((week) => week.map((date) => O.toNullable(O.map(cell)(date)))),
    prompt,
    stay: pipe(
      stay,
      O.match(
        () => null,
        (quote) => ({
          checkIn: quote.checkIn,
          checkOut: quote.checkOut,
          priceMinor: quote.priceMinor,
          vipPriceMinor: pipe(
            quoteStay(days, quote, true),
            E.match(
              () => null,
              // The VIP quote already priced each day by its own vipDiscountAllowed (calendarDayPrice).
              (vip) =>
                O.toNullable(
                  vipDiscountPrice({
                    price: quote.priceMinor,
                    vipPrice: O.some(vip.priceMinor),
                    vipDiscountAllowed: true,
                  }),
                ),
            ),
          ),
        }),
      ),
    ),
  };
};

const cellState = (selection: CalendarSelection, date: DateString): CalendarCellState => {
  switch (selection._tag) {
    case 'NothingChosen':
      return null;
    case 'CheckInChosen':
      return date === selection.checkIn ? 'checkIn' : null;
    case 'StayChosen':
      if (date === selection.checkIn) return 'checkIn';
      if (date === selection.checkOut) return 'checkOut';
      return date > selection.checkIn && date < selection.checkOut ? 'stay' : null;
  }
};
