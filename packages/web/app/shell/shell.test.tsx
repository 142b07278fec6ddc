import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { SITES } from '@kerching/domain/site';
import { footerSections } from '@kerching/domain/navigation';
import { Footer } from './Footer';
import { LocationItem } from './LocationItem';
import { NotFoundView } from './NotFoundView';
import { TopNav } from './TopNav';
import { TravelMenu } from './TravelMenu';
import { menuItem, shellData } from './testFixtures';

const at = (path: string, element: React.ReactNode) => {
  const Stub = createRoutesStub([{ path: '*', Component: () => element, id: 'page' }]);
  return render(<Stub initialEntries={[path]} />);
};

describe('TopNav (spec 1 §2, §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('lists the categories, marks the current one and ends with More +', () => {
    at('/deals/london/beauty-and-spa/facials', <TopNav items={shellData().main} />);
    const bar = screen.getByRole('navigation', { name: 'Deal categories' });
    expect(within(bar).getByRole('link', { name: 'Beauty & Spa' }).getAttribute('aria-current')).toBe('true');
    expect(within(bar).getByRole('link', { name: 'Shopping' }).getAttribute('aria-current')).toBeNull();
    expect(within(bar).getByRole('button', { name: 'More +' })).toBeTruthy();
  });

  it('opens a popover 200 ms after the pointer enters, and closes it when it leaves', () => {
    at('/', <TopNav items={shellData().main} />);
    const link = screen.getByRole('link', { name: 'Beauty & Spa' });
    const popover = document.getElementById(link.getAttribute('aria-controls') ?? '');
    const item = link.closest('li');
    if (popover === null || item === null) throw new Error('expected a popover');
    fireEvent.mouseEnter(item);
    act(() => {
      vi.advanceTimersByTime(150);
    });
    expect(popover.hidden).toBe(true);
    act(() => {
      vi.advanceTimersByTime(60);
    });
    expect(popover.hidden).toBe(false);
    expect(link.getAttribute('aria-expanded')).toBe('true');
    expect(within(popover).getByRole('link', { name: 'Facials' }).getAttribute('href')).toBe(
      '/deals/london/beauty-and-spa/facials',
    );
    fireEvent.mouseLeave(item);
    expect(popover.hidden).toBe(true);
  });

  it("opens the travel item's popover as the pointer enters (spec 2 §9: 0 ms for the travel menu)", () => {
    const travel = menuItem(4, 'Travel & Escapes', '/deals/escapes', [['UK Travel', '/deals/escapes/uk-travel']]);
    at('/', <TopNav items={[...shellData().main, travel]} />);
    const link = screen.getByRole('link', { name: 'Travel & Escapes' });
    const popover = document.getElementById(link.getAttribute('aria-controls') ?? '');
    const item = link.closest('li');
    if (popover === null || item === null) throw new Error('expected a popover');
    fireEvent.mouseEnter(item);
    expect(popover.hidden).toBe(false);
  });

  it('opens on focus at once and closes on Escape, keeping focus on the item', () => {
    at('/', <TopNav items={shellData().main} />);
    const link = screen.getByRole('link', { name: 'Restaurants & Food' });
    act(() => link.focus());
    const popover = document.getElementById(link.getAttribute('aria-controls') ?? '');
    expect(popover?.hidden).toBe(false);
    fireEvent.keyDown(link, { key: 'Escape' });
    expect(popover?.hidden).toBe(true);
    expect(document.activeElement).toBe(link);
  });

  it('lists the extra destinations and, on wide screens, the categories beyond seven under More +', () => {
    const many = Array.from({ length: 9 }, (_, i) => menuItem(i + 1, `Category ${i + 1}`, `/deals/shop/c${i + 1}`));
    at('/', <TopNav items={many} />);
    const more = screen.getByRole('button', { name: 'More +' });
    fireEvent.click(more);
    const popover = document.getElementById('nav-more-popover');
    if (popover === null) throw new Error('expected the More popover');
    expect(popover.hidden).toBe(false);
    expect(within(popover).getByRole('link', { name: 'Guides' }).getAttribute('href')).toBe('/guides/hub');
    expect(within(popover).getByText('Category 9').getAttribute('href')).toBe('/deals/shop/c9');
  });
});

describe('TravelMenu (spec 1 §2 travel sub-menu)', () => {
  it("labels the rows 'UK Travel' and 'International Travel' on a UK site", () => {
    at('/deals/escapes', <TravelMenu items={shellData().travel} site={SITES.kerching} />);
    expect(screen.getByRole('list', { name: 'UK Travel' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'International Travel' })).toBeTruthy();
    expect(screen.queryByText('Ireland Travel')).toBeNull();
  });
  it("labels the domestic row 'Ireland Travel' on an Irish site and opens nested lists at once", () => {
    at('/deals/escapes', <TravelMenu items={shellData().travel} site={SITES.livingsocialie} />);
    const row = screen.getByRole('list', { name: 'Ireland Travel' });
    const link = within(row).getByRole('link', { name: 'Spa Breaks' });
    const item = link.closest('li');
    if (item === null) throw new Error('expected an item');
    fireEvent.mouseEnter(item);
    expect(document.getElementById(link.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
  });
  it("heads the mobile accordion with the current sub-category or 'All travel deals', and opens its items", () => {
    at('/deals/escapes/uk-travel/uk-spa-breaks', <TravelMenu items={shellData().travel} site={SITES.kerching} />);
    const heading = screen.getByRole('button', { name: 'Spa Breaks' });
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    const toggle = screen.getByRole('button', { name: 'Show Spa Breaks categories' });
    fireEvent.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(false);
    fireEvent.click(toggle);
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.hidden).toBe(true);
  });
  it('renders nothing without travel items', () => {
    const { container } = at('/deals/escapes', <TravelMenu items={[]} site={SITES.kerching} />);
    expect(container.querySelector('nav')).toBeNull();
  });
});

describe('LocationItem (spec 1 §2, §3 location cookie)', () => {
  afterEach(() => {
    document.cookie = 'kc_location=; Path=/; Max-Age=0';
  });
  it('shows the current location and stores a chosen town in the location cookie', async () => {
    const data = shellData();
    at('/page/aboutus', <LocationItem current={data.location} towns={data.towns} />);
    expect(screen.getByTestId('current-location').textContent).toBe('London');
    expect(screen.getByRole('button', { name: 'London' }).getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Leeds' }));
    await waitFor(() => expect(document.cookie).toContain('kc_location='), { timeout: 5000 });
    const stored = document.cookie.split('; ').find((c) => c.startsWith('kc_location='));
    expect(JSON.parse(decodeURIComponent(stored?.slice('kc_location='.length) ?? '{}'))).toEqual({
      lat: 53.8,
      lon: -1.55,
      name: 'Leeds',
      shortName: 'leeds',
    });
  });
});

describe('Footer and the 404 view', () => {
  it('links the edition’s privacy policy', () => {
    render(<Footer site={SITES.kerchingie} sections={footerSections(SITES.kerchingie)} />);
    expect(screen.getByRole('link', { name: 'Privacy policy' }).getAttribute('href')).toBe('/page/privacypolicy-ie');
    expect(screen.getByText(/Prices are shown in euro/)).toBeTruthy();
  });
  it('offers search, the homepage, guides and help when a page is missing', () => {
    at('/nowhere', <NotFoundView />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/find that page/);
    expect(screen.getByRole('search', { name: 'Search again' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Read our guides' }).getAttribute('href')).toBe('/guides/hub');
  });
});
