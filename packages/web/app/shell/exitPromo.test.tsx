import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import * as E from 'fp-ts/Either';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { SITES } from '@kerching/domain/site';
import { EXIT_PROMO_SHOWN_KEY, watchExitPromo } from './exitPromoWatch';
import { EXIT_PROMO_COPY, ExitPromo } from './ExitPromo';

const listDeals = vi.fn();
vi.mock('../composition/lazyBrowserServices', () => ({
  loadBrowserServices: () => Promise.resolve({ listDeals: { execute: listDeals } }),
}));

const touch = (coarse: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query }));
const pointerAt = (clientY: number) => fireEvent.mouseOut(document.body, { clientY });

describe('watching for the exit promo', () => {
  beforeEach(() => {
    localStorage.clear();
    touch(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('opens once per browser on the Irish brand when the pointer nears the top edge', () => {
    const show = vi.fn();
    const stop = watchExitPromo(SITES.kerchingie, '/deals/dublin', show);
    pointerAt(40);
    expect(show).not.toHaveBeenCalled();
    pointerAt(9);
    pointerAt(2);
    expect(show).toHaveBeenCalledTimes(1);
    expect(localStorage.getItem(EXIT_PROMO_SHOWN_KEY)).not.toBeNull();
    stop();
    const again = vi.fn();
    watchExitPromo(SITES.kerchingie, '/deals/dublin', again);
    pointerAt(2);
    expect(again).not.toHaveBeenCalled();
  });

  it('does not open on the pointer on a UK site, on suppressed paths, or over an open dialog', () => {
    const show = vi.fn();
    const stops = [
      watchExitPromo(SITES.kerching, '/deals/london', show),
      watchExitPromo(SITES.kerchingie, '/checkout/abc', show),
      watchExitPromo(SITES.kerchingie, '/page/promo', show),
    ];
    pointerAt(2);
    stops.forEach((stop) => stop());
    document.body.innerHTML = '<dialog open>other</dialog>';
    const stop = watchExitPromo(SITES.kerchingie, '/deals/dublin', show);
    pointerAt(2);
    stop();
    expect(show).not.toHaveBeenCalled();
  });

  it('opens after 20 s without input on a touch device, any brand; input starts the wait again', () => {
    vi.useFakeTimers();
    touch(true);
    const show = vi.fn();
    watchExitPromo(SITES.kerching, '/deals/london', show);
    vi.advanceTimersByTime(15_000);
    fireEvent.keyDown(window);
    vi.advanceTimersByTime(15_000);
    expect(show).not.toHaveBeenCalled();
    vi.advanceTimersByTime(5_000);
    expect(show).toHaveBeenCalledTimes(1);
  });

  it('waits for no idle time on a pointer device', () => {
    vi.useFakeTimers();
    const show = vi.fn();
    watchExitPromo(SITES.kerching, '/deals/london', show);
    vi.advanceTimersByTime(60_000);
    expect(show).not.toHaveBeenCalled();
  });
});

describe('the exit promo', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("offers EXTRA10, copies it with a 2 s confirmation, and lists up to 6 of the place's deals", async () => {
    listDeals.mockReturnValue(() =>
      Promise.resolve(
        E.right({
          deals: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => aDealSummary(id, { title: `Deal ${id}`, priceMinor: 1500 })),
          mainDeal: null,
        }),
      ),
    );
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const onClose = vi.fn();
    render(<ExitPromo site={SITES.kerchingie} location={{ name: 'Dublin', shortName: 'dublin' }} onClose={onClose} />);
    expect(screen.getByRole('heading', { level: 2, name: EXIT_PROMO_COPY.title })).toBeTruthy();
    expect(screen.getByText('EXTRA10').tagName).toBe('CODE');
    expect(await screen.findByRole('heading', { level: 3, name: 'Popular in Dublin' })).toBeTruthy();
    expect(listDeals).toHaveBeenCalledWith({ site: 'kerchingie', location: 'dublin', page: 0, pageSize: 6 });
    expect(screen.getAllByRole('listitem')).toHaveLength(6);

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy code EXTRA10' }));
      await Promise.resolve();
    });
    expect(writeText).toHaveBeenCalledWith('EXTRA10');
    expect(screen.getByRole('status').textContent).toBe('Copied');
    act(() => {
      vi.advanceTimersByTime(2_000);
    });
    expect(screen.getByRole('status').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: 'No thanks' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'See all discount codes' }).getAttribute('href')).toBe('/discountcodes');
  });
  it('closes from the close button in its corner and from a tap on the backdrop, not from a tap inside', () => {
    listDeals.mockReturnValue(() => Promise.resolve(E.right({ deals: [], mainDeal: null })));
    const onClose = vi.fn();
    render(<ExitPromo site={SITES.kerching} location={{ name: 'London', shortName: 'london' }} onClose={onClose} />);
    const dialog = screen.getByTestId('exit-promo');
    vi.spyOn(dialog, 'getBoundingClientRect').mockReturnValue(new DOMRect(20, 100, 335, 500));
    fireEvent.click(dialog, { clientX: 40, clientY: 120 });
    fireEvent.click(screen.getByRole('heading', { level: 2 }), { clientX: 5, clientY: 5 });
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(dialog, { clientX: 10, clientY: 650 });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
