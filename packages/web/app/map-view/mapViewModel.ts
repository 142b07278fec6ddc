/**
 * Presenter of the map view: the town's deals as numbered pins on a drawn map and the same numbers
 * on the list beside it. Positions come from the location family's `mapFrame`, moved apart by
 * `separatePins` where merchants are too close to tell apart; the streets behind the pins are the
 * deal page's stylised tile (staticMap.ts), drawn twice the size on the server: no map service.
 */
import { type MapView, addressLines } from '@kerching/domain/catalogue';
import { type MapViewport, mapFrame, mapPosition, separatePins } from '@kerching/domain/location';
import { type DealCardModel, dealCardModel } from '../components/dealCardModel';
import { MAP_HEIGHT, MAP_WIDTH } from '../deal-page/staticMap';

/** The drawn map: the deal page tile's 16:9 at twice its size, padded so a pin at the edge stays whole. */
export const MAP_VIEW_SCALE = 2;
export const MAP_VIEWPORT: MapViewport = {
  width: MAP_WIDTH * MAP_VIEW_SCALE,
  height: MAP_HEIGHT * MAP_VIEW_SCALE,
  padding: 28,
};

/** A pin's radius, and the least distance between two pins' centres (their white rims may touch). */
export const MAP_PIN_RADIUS = 13;
const PIN_GAP = 2 * MAP_PIN_RADIUS + 2;

/** OUR WORDING (spec 1 §2 names the page, not its words). */
export const MAP_VIEW_COPY = {
  intro: (count: number, location: string) =>
    count === 1
      ? `The most popular deal in ${location}, and where it is.`
      : `The ${count} most popular deals in ${location}, and where they are.`,
  none: (location: string) => `There are no deals to show on the map of ${location} just now.`,
  mapLabel: (location: string) => `Map of deals in ${location}. Each numbered pin is a deal in the list.`,
  pinLabel: (number: number, title: string, address: string) => `${number}. ${title}, ${address}`,
  listLabel: 'Deals on the map',
  note: 'The streets are drawn for illustration; each deal page has the full address and a link to a real map.',
  panHint: 'Drag the map sideways to see every pin.',
} as const;

export interface MapPin {
  readonly number: number;
  readonly x: number;
  readonly y: number;
  readonly href: string;
  readonly label: string;
}

export interface MapViewItem {
  readonly number: number;
  readonly card: DealCardModel;
  readonly address: string;
}

export interface MapViewModel {
  readonly locationName: string;
  readonly intro: string;
  readonly mapLabel: string;
  /** The drawn map's size in its own units (its viewBox); the streets behind the pins come with the
   *  page as markup drawn on the server (mapBackground.server.tsx), so no map code is sent. */
  readonly size: { readonly width: number; readonly height: number };
  readonly pins: ReadonlyArray<MapPin>;
  /** Where most pins are across the map (the median pin's x): what a phone, panning the map, shows first. */
  readonly focusX: number;
  readonly items: ReadonlyArray<MapViewItem>;
}

/** The median of the pins' x, or the map's middle when there are none. */
export const mapFocusX = (xs: ReadonlyArray<number>): number => {
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? MAP_VIEWPORT.width / 2;
};

export const mapViewModel = (view: MapView): MapViewModel => {
  const name = view.location.name;
  const frame = mapFrame(
    view.deals.map((placed) => placed.place.address),
    MAP_VIEWPORT,
    view.location.latLon,
  );
  const positions = separatePins(
    view.deals.map((placed) => mapPosition(frame, placed.place.address)),
    PIN_GAP,
    MAP_VIEWPORT,
  );
  const items = view.deals.map((placed, index) => ({
    number: index + 1,
    card: dealCardModel(placed.deal),
    address: addressLines(placed.place.address).join(', '),
  }));
  return {
    locationName: name,
    intro: items.length === 0 ? MAP_VIEW_COPY.none(name) : MAP_VIEW_COPY.intro(items.length, name),
    mapLabel: MAP_VIEW_COPY.mapLabel(name),
    size: { width: MAP_VIEWPORT.width, height: MAP_VIEWPORT.height },
    // Drawn last first, so the most popular deal's pin is on top should any still overlap.
    pins: view.deals
      .map((placed, index) => ({
        number: index + 1,
        x: positions[index]?.x ?? 0,
        y: positions[index]?.y ?? 0,
        href: placed.deal.urlPath,
        label: MAP_VIEW_COPY.pinLabel(index + 1, placed.deal.title, addressLines(placed.place.address).join(', ')),
      }))
      .reverse(),
    focusX: mapFocusX(positions.map((position) => position.x)),
    items,
  };
};
