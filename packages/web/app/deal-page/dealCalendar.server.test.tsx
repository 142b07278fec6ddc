import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { calendarOf } from '@kerching/application';
import { aCalendar, aDate } from '@kerching/domain/calendar/testing';
import { aDealDetailProduct } from '@kerching/domain/catalogue/testing';
import { domainError } from '@kerching/domain/shared';
import { SITES } from '@kerching/domain/site';
import type { KerchingLoadContext } from '../load-context';
import { DealPage } from './DealPage';
import { withBookingCalendar } from './dealCalendar.server';
import { type DealPageModel, dealPageModel } from './dealPageModel';
import { ORIGIN, aDealPage } from './testing';

/** December 2026: two-night stays from £150 (the option's price), £180 arriving on the 5th. */
const DECEMBER = aCalendar('2026-12-01', '2026-12-31', (d) => ({ minPrice: d === '2026-12-05' ? 18_000 : 15_000 }));

const data = aDealPage({
  dealType: 'calendar',
  productDisplay: { type: 'calendar' },
  products: [
    aDealDetailProduct({ id: 1, friendlyName: '2 nights for two', price: 15_000, originalPrice: 30_000 }),
    aDealDetailProduct({ id: 2, friendlyName: '3 nights for two', price: 21_000, originalPrice: 42_000 }),
  ],
});

/** The loader's context, with only the calendar's use-case (the one the function calls). */
const contextWith = (answer: 'days' | 'failure'): KerchingLoadContext =>
  ({
    site: SITES.kerching,
    services: {
      getDealCalendar: {
        execute: ({
          dealId,
          productId,
          month,
        }: {
          dealId: number;
          productId: O.Option<number>;
          month: O.Option<never>;
        }) =>
          answer === 'failure'
            ? TE.left(domainError('CATALOG.UNAVAILABLE', 'down'))
            : TE.right(calendarOf({ dealId, month }, O.getOrElse(() => 1)(productId), aDate('2026-11-25'), DECEMBER)),
      },
    },
  }) as unknown as KerchingLoadContext;

const loaded = (search: string, answer: 'days' | 'failure' = 'days'): Promise<DealPageModel> =>
  withBookingCalendar(
    dealPageModel(data, SITES.kerching, ORIGIN),
    data,
    new URL(`${ORIGIN}/deal/x${search}`),
    contextWith(answer),
  );

const show = (model: DealPageModel) => {
  const Stub = createRoutesStub([{ path: '/deal/x', Component: () => <DealPage model={model} /> }]);
  render(<Stub initialEntries={['/deal/x']} />);
};

describe('the booking calendar on the deal page', () => {
  it('shows the first month with dates to book, and the option waits for its dates', async () => {
    show(await loaded(''));
    const calendar = screen.getByRole('region', { name: 'Choose your dates' });
    expect(within(calendar).getByRole('table', { name: 'December 2026' })).toBeTruthy();
    const fifth = within(calendar).getByRole('link', { name: 'Saturday 5 December 2026, from £180' });
    expect(fifth.getAttribute('href')).toBe('/deal/x?product=1&checkIn=2026-12-05#booking-calendar');
    expect(screen.getByTestId('calendar-prompt').textContent).toBe('Choose your check-in date.');
    expect(screen.getByTestId('buy-blocked').textContent).toBe('Please choose your check-in and check-out dates.');
    expect(screen.getByTestId<HTMLButtonElement>('add-to-basket').disabled).toBe(true);
  });

  it('a chosen stay prices the option, goes with the basket form, and lets it be bought', async () => {
    const model = await loaded('?product=1&checkIn=2026-12-05&checkOut=2026-12-07');
    show(model);
    expect(screen.getByTestId('deal-price').textContent).toBe('£180');
    expect(screen.getByText('Save 50%')).toBeTruthy();
    expect(screen.getByTestId('calendar-prompt').textContent).toBe(
      'Saturday 5 December 2026 to Monday 7 December 2026, 2 nights: £180',
    );
    const form = screen.getByTestId('buy-box');
    expect(Object.fromEntries(new FormData(form as HTMLFormElement))).toMatchObject({
      productId: '1',
      checkInDate: '2026-12-05',
      checkOutDate: '2026-12-07',
    });
    expect(screen.queryByTestId('buy-blocked')).toBeNull();
    expect(screen.getByTestId<HTMLButtonElement>('add-to-basket').disabled).toBe(false);
  });

  it('pointing at a check-out marks the nights of that stay (spec 1 §4 hover range)', async () => {
    show(await loaded('?product=1&checkIn=2026-12-05'));
    const calendar = screen.getByRole('region', { name: 'Choose your dates' });
    const day = (n: number) => within(calendar).getByText(`${n}`, { selector: 'span' }).closest('a');
    fireEvent.mouseOver(within(calendar).getByRole('link', { name: /^Monday 7 December 2026, check out here/ }));
    expect([5, 6, 7, 8].map((n) => day(n)?.hasAttribute('data-hover'))).toEqual([false, true, false, false]);
    fireEvent.mouseOver(within(calendar).getByRole('link', { name: /^Tuesday 8 December 2026/ }));
    expect(day(6)?.hasAttribute('data-hover')).toBe(false);
  });

  it('arrow keys, Home and End move between the days that can be chosen', async () => {
    show(await loaded(''));
    const calendar = screen.getByRole('table', { name: 'December 2026' });
    const day = (name: RegExp) => within(calendar).getByRole('link', { name });
    day(/^Saturday 5 December 2026/).focus();
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowRight' });
    expect(document.activeElement).toBe(day(/^Sunday 6 December 2026/));
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(day(/^Sunday 13 December 2026/));
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowUp' });
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowLeft' });
    expect(document.activeElement).toBe(day(/^Saturday 5 December 2026/));
    const links = within(calendar).getAllByRole('link');
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'End' });
    expect(document.activeElement).toBe(links.at(-1));
    fireEvent.keyDown(document.activeElement ?? calendar, { key: 'Home' });
    expect(document.activeElement).toBe(links[0]);
    // Alt+Left is the browser's Back: the calendar leaves it alone.
    expect(fireEvent.keyDown(document.activeElement ?? calendar, { key: 'ArrowRight', altKey: true })).toBe(true);
    expect(document.activeElement).toBe(links[0]);
  });

  it('another option has its own calendar address', async () => {
    const model = await loaded('?product=1&checkIn=2026-12-05&checkOut=2026-12-07');
    expect(model.calendar !== null && 'productHrefs' in model.calendar && model.calendar.productHrefs['2']).toBe(
      '/deal/x?product=2#booking-calendar',
    );
  });

  it('says so when the dates cannot be read, and a deal sold otherwise has no calendar', async () => {
    show(await loaded('', 'failure'));
    expect(screen.getByRole('alert').textContent).toBe(
      "Sorry, we couldn't load the available dates. Please try again.",
    );
    const plain = aDealPage();
    const model = await withBookingCalendar(
      dealPageModel(plain, SITES.kerching, ORIGIN),
      plain,
      new URL(`${ORIGIN}/deal/x`),
      contextWith('days'),
    );
    expect(model.calendar).toBeNull();
  });
});
