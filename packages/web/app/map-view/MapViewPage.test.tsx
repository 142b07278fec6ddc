import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import type { MapView } from '@kerching/domain/catalogue';
import { aDealSummary } from '@kerching/domain/catalogue/testing';
import { MapViewPage } from './MapViewPage';
import { mapStreetsMarkup } from './mapBackground.server';
import { MAP_VIEWPORT, mapFocusX, mapViewModel } from './mapViewModel';

const cork = {
  id: 7,
  name: 'Cork',
  shortName: 'cork',
  brand: 'kerchingie' as const,
  countryCode: 'ie' as const,
  latLon: { lat: 51.8985, lon: -8.4756 },
  kind: 'local' as const,
  parentShortName: null,
};

const view: MapView = {
  location: cork,
  deals: [
    { id: 1, lat: 51.9, lon: -8.47, title: 'Afternoon tea' },
    { id: 2, lat: 51.88, lon: -8.5, title: 'Hot stone massage' },
    { id: 3, lat: 51.91, lon: -8.43, title: 'Escape room' },
  ].map(({ id, lat, lon, title }) => ({
    deal: aDealSummary(id, { title, site: 'kerchingie', currency: 'EUR', locationShortName: 'cork' }),
    place: {
      dealId: id,
      address: { line: `${id} Oliver Plunkett Street`, town: 'Cork', postcode: 'T12 X2Y3', lat, lon },
      otherAddresses: [],
    },
  })),
};

describe('the map view', () => {
  it('numbers pins and list alike, the pins inside the map and each linking to its deal', () => {
    const model = mapViewModel(view);
    expect(model.intro).toBe('The 3 most popular deals in Cork, and where they are.');
    expect(model.items.map((item) => [item.number, item.card.title])).toEqual([
      [1, 'Afternoon tea'],
      [2, 'Hot stone massage'],
      [3, 'Escape room'],
    ]);
    for (const pin of model.pins) {
      expect(pin.x).toBeGreaterThanOrEqual(MAP_VIEWPORT.padding - 0.05);
      expect(pin.x).toBeLessThanOrEqual(MAP_VIEWPORT.width - MAP_VIEWPORT.padding + 0.05);
      expect(pin.y).toBeGreaterThanOrEqual(MAP_VIEWPORT.padding - 0.05);
      expect(pin.y).toBeLessThanOrEqual(MAP_VIEWPORT.height - MAP_VIEWPORT.padding + 0.05);
    }
    // The escape room is the furthest east, the massage the furthest south-west.
    const at = (n: number) => model.pins.find((pin) => pin.number === n);
    expect(at(3)?.x).toBeGreaterThan(at(1)?.x ?? Infinity);
    expect(at(2)?.y).toBeGreaterThan(at(1)?.y ?? Infinity);
    // The most popular is drawn last, on top.
    expect(model.pins.at(-1)?.number).toBe(1);
    // A phone opens the map where the middle pin (by x) is.
    expect(model.focusX).toBe([...model.pins].map((pin) => pin.x).sort((a, b) => a - b)[1]);
  });

  it('focuses on the median pin across the map, or the middle when there are none', () => {
    expect(mapFocusX([500, 100, 300])).toBe(300);
    expect(mapFocusX([400, 100])).toBe(100);
    expect(mapFocusX([42])).toBe(42);
    expect(mapFocusX([])).toBe(MAP_VIEWPORT.width / 2);
  });

  it('renders a labelled map whose pins are links, and the numbered list with addresses', () => {
    render(
      <MapViewPage heading="Map of Deals in Cork" model={mapViewModel(view)} streets={mapStreetsMarkup(cork.latLon)} />,
    );
    const map = screen.getByRole('group', { name: /Map of deals in Cork/ });
    // The streets drawn on the server, as SVG elements behind the pins.
    expect(map.querySelectorAll('g[aria-hidden="true"] line').length).toBeGreaterThan(0);
    expect(map.querySelector('g[aria-hidden="true"] path')?.getAttribute('stroke-width')).toBe('9');
    const pins = within(map).getAllByRole('link');
    expect(pins).toHaveLength(3);
    const first = within(map).getByRole('link', { name: '1. Afternoon tea, 1 Oliver Plunkett Street, Cork, T12 X2Y3' });
    expect(first.getAttribute('href')).toBe(view.deals[0]?.deal.urlPath);
    const list = screen.getByRole('list', { name: 'Deals on the map' });
    expect(within(list).getAllByTestId('map-item')).toHaveLength(3);
    expect(within(list).getByText('2 Oliver Plunkett Street, Cork, T12 X2Y3')).toBeTruthy();
  });

  it("pins a chain's branches with its number, below the deals' own spots, and lists them under Also at", () => {
    const [first, second, third] = view.deals;
    if (first === undefined || second === undefined || third === undefined) throw new Error('three deals');
    const branches = [
      { line: '5 Douglas Street', town: 'Cork', postcode: 'T12 A1B2', lat: 51.893, lon: -8.47 },
      { line: '8 Ballincollig Road', town: 'Cork', postcode: 'P31 C3D4', lat: 51.89, lon: -8.55 },
    ];
    const chain = {
      ...view,
      deals: [first, { ...second, place: { ...second.place, otherAddresses: branches } }, third],
    };
    const model = mapViewModel(chain);
    expect(model.pins.map((pin) => pin.number)).toEqual([2, 2, 3, 2, 1]);
    expect(new Set(model.pins.map((pin) => pin.key)).size).toBe(5);
    expect(model.pins.filter((pin) => pin.number === 2).map((pin) => pin.label)).toEqual([
      '2. Hot stone massage, 8 Ballincollig Road, Cork, P31 C3D4',
      '2. Hot stone massage, 5 Douglas Street, Cork, T12 A1B2',
      '2. Hot stone massage, 2 Oliver Plunkett Street, Cork, T12 X2Y3',
    ]);
    // The frame takes in the branch furthest west.
    const westmost = Math.min(...model.pins.map((pin) => pin.x));
    expect(model.pins.find((pin) => pin.x === westmost)?.label).toContain('Ballincollig');
    expect(westmost).toBeGreaterThanOrEqual(MAP_VIEWPORT.padding - 0.05);
    expect(model.items.map((item) => item.alsoAt)).toEqual([
      null,
      'Also at 5 Douglas Street, Cork, T12 A1B2; 8 Ballincollig Road, Cork, P31 C3D4',
      null,
    ]);
    render(<MapViewPage heading="Map of Deals in Cork" model={model} streets="" />);
    expect(within(screen.getByTestId('deal-map')).getAllByRole('link')).toHaveLength(5);
    expect(screen.getByText(/^Also at 5 Douglas Street/)).toBeTruthy();
  });

  it('says so when the town has no deals to show, without an empty map', () => {
    render(
      <MapViewPage heading="Map of Deals in Cork" model={mapViewModel({ location: cork, deals: [] })} streets="" />,
    );
    expect(screen.getByText('There are no deals to show on the map of Cork just now.')).toBeTruthy();
    expect(screen.queryByTestId('deal-map')).toBeNull();
  });
});
