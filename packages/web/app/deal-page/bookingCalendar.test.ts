import * as O from 'fp-ts/Option';
import { describe, expect, it } from 'vitest';
import { aCalendar } from '@kerching/domain/calendar/testing';
import { bookingCalendarView, calendarQueryOf } from './bookingCalendar';

/** December 2026: two-night stays, £100 (£120 arriving on the 5th); the 12th sold out. */
const DECEMBER = aCalendar('2026-12-01', '2026-12-31', (d) => ({
  minPrice: d === '2026-12-05' ? 12_000 : 10_000,
  soldOut: d === '2026-12-12',
}));

const calendar = {
  productId: 7,
  month: { year: 2026, month: 12 },
  days: DECEMBER,
  previous: O.none,
  next: O.some({ year: 2027, month: 1 }),
};

const OPTIONS = [
  { id: 7, name: '2 nights for two', buyable: true },
  { id: 8, name: '3 nights for two', buyable: true },
  { id: 9, name: '4 nights for two', buyable: false },
];

const PAGE = { pathname: '/deal/escapes/uk/123/cotswolds', search: '?usr_src=search&reviews=2' };

const view = (search: string) =>
  bookingCalendarView(calendar, calendarQueryOf(new URLSearchParams(search)), PAGE, 'GBP', OPTIONS);

const cells = (v: ReturnType<typeof view>) => v.weeks.flat().flatMap((c) => (c === null ? [] : [c]));

describe('bookingCalendarView', () => {
  it('lays December 2026 out from Monday, each day a check-in link with its price', () => {
    const v = view('');
    expect(v.monthLabel).toBe('December 2026');
    expect(v.weekdays.map((w) => w.short)).toEqual(['Mo', 'Tu', 'We', 'Th', 'Fr', 'Sa', 'Su']);
    // The 1st is a Tuesday.
    expect(v.weeks[0]?.[0]).toBeNull();
    expect(v.weeks[0]?.[1]?.day).toBe(1);
    const fifth = cells(v).find((c) => c.day === 5);
    expect(fifth?.note).toBe('£120');
    expect(fifth?.label).toBe('Saturday 5 December 2026, from £120');
    expect(fifth?.href).toBe(
      '/deal/escapes/uk/123/cotswolds?usr_src=search&product=7&checkIn=2026-12-05#booking-calendar',
    );
    expect(v.prompt).toBe('Choose your check-in date.');
    expect(v.previous).toBeNull();
    expect(v.next?.href).toContain('month=2027-01');
    expect(v.stay).toBeNull();
  });

  it('the last days, whose stays would end past the calendar, are not offered as check-ins', () => {
    const byDay = (n: number) => cells(view('')).find((c) => c.day === n);
    expect(byDay(29)?.href).not.toBeNull();
    expect([byDay(30)?.href, byDay(31)?.href]).toEqual([null, null]);
    // Open, just not an arrival: no "Sold out" on it.
    expect(byDay(31)?.note).toBeNull();
    expect(byDay(31)?.label).toBe('Thursday 31 December 2026, not available');
  });

  it('a sold-out day is not a link and says so, to the eye and to a screen reader', () => {
    const twelfth = cells(view('')).find((c) => c.day === 12);
    expect(twelfth?.href).toBeNull();
    expect(twelfth?.note).toBe('Sold out');
    expect(twelfth?.label).toBe('Saturday 12 December 2026, sold out');
  });

  it('after a check-in, the allowed check-out links to the stay and other arrivals start again', () => {
    const v = view('?checkIn=2026-12-05');
    expect(v.prompt).toBe('Now choose your check-out date.');
    const byDay = (n: number) => cells(v).find((c) => c.day === n);
    expect(byDay(5)?.state).toBe('checkIn');
    expect(byDay(7)?.href).toContain('checkIn=2026-12-05&checkOut=2026-12-07');
    expect(byDay(7)?.label).toBe('Monday 7 December 2026, check out here after 2 nights, from £100');
    expect([byDay(6)?.nights, byDay(7)?.nights, byDay(8)?.nights]).toEqual([null, 2, null]);
    expect([byDay(4)?.offset, byDay(5)?.offset, byDay(6)?.offset, byDay(7)?.offset]).toEqual([null, null, 1, 2]);
    // Two nights only: the 8th is a new check-in, not a check-out.
    expect(byDay(8)?.href).toContain('checkIn=2026-12-08');
    expect(byDay(8)?.href).not.toContain('checkOut');
  });

  it('dates in the address that the calendar refuses are dropped, and the prompt says they are gone', () => {
    const gone = view('?checkIn=2026-12-12&checkOut=2026-12-14');
    expect(gone.prompt).toBe('Sorry, your dates are no longer available. Please choose other dates.');
    expect(gone.stay).toBeNull();
    expect(cells(gone).some((c) => c.state !== null)).toBe(false);
    // The check-in stands; the check-out (three nights, where the calendar sells two) does not.
    const checkOutGone = view('?checkIn=2026-12-05&checkOut=2026-12-08');
    expect(checkOutGone.prompt).toBe('Sorry, your dates are no longer available. Please choose other dates.');
    expect(cells(checkOutGone).find((c) => c.day === 5)?.state).toBe('checkIn');
    expect(view('?checkIn=2026-12-05').prompt).toBe('Now choose your check-out date.');
  });

  it('a chosen stay is marked, priced and ready for the basket', () => {
    const v = view('?checkIn=2026-12-05&checkOut=2026-12-07');
    const byDay = (n: number) => cells(v).find((c) => c.day === n);
    expect([byDay(5)?.state, byDay(6)?.state, byDay(7)?.state, byDay(8)?.state]).toEqual([
      'checkIn',
      'stay',
      'checkOut',
      null,
    ]);
    expect(v.stay).toEqual({ checkIn: '2026-12-05', checkOut: '2026-12-07', priceMinor: 12_000, vipPriceMinor: null });
    expect(v.prompt).toBe('Saturday 5 December 2026 to Monday 7 December 2026, 2 nights: £120');
  });

  it("a VIP's price of the stay comes along when the arrival day offers one", () => {
    const vip = bookingCalendarView(
      {
        ...calendar,
        days: aCalendar('2026-12-01', '2026-12-31', (d) => ({
          vipPrice: O.some(8_000),
          vipDiscountAllowed: d === '2026-12-05',
        })),
      },
      calendarQueryOf(new URLSearchParams('?checkIn=2026-12-05&checkOut=2026-12-07')),
      PAGE,
      'GBP',
      OPTIONS.slice(0, 1),
    );
    expect(vip.stay).toMatchObject({ priceMinor: 10_000, vipPriceMinor: 8_000 });
    expect(view('?checkIn=2026-12-06&checkOut=2026-12-08').stay?.vipPriceMinor).toBeNull();
  });

  it('drops bad values in the address', () => {
    expect(view('?checkIn=2026-13-05&month=nope&product=x').stay).toBeNull();
    expect(calendarQueryOf(new URLSearchParams('?checkIn=2026-12-05')).month).toEqual(
      O.some({ year: 2026, month: 12 }),
    );
  });

  it("links each option to its own calendar, without the other option's dates", () => {
    const v = view('?checkIn=2026-12-05&checkOut=2026-12-07');
    expect(v.productHrefs['8']).toBe('/deal/escapes/uk/123/cotswolds?usr_src=search&product=8#booking-calendar');
    // For a page without script: the other options that can be bought, by name.
    expect(v.otherOptions).toEqual({
      label: 'Dates for another option:',
      links: [{ name: '3 nights for two', href: v.productHrefs['8'] }],
    });
  });
});
