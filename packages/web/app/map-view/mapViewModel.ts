/**
 * Presenter of the map view: the town's deals as numbered pins on a drawn map and the same numbers
 * on the list beside it; a chain's branches in town are pins with its number too. Positions come
 * from the location family's `mapFrame`, moved apart by `separatePins` where merchants are too close
 * to tell apart; the streets behind the pins are the deal page's stylised tile (staticMap.ts), drawn
 * twice the size on the server: no map service.
 */
import { type Address, type MapView, type PlacedDeal, addressLines } from '@kerching/domain/catalogue';
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
  alsoAt: (addresses: ReadonlyArray<string>) => `Also at ${addresses.join('; ')}`,
  listLabel: 'Deals on the map',
  note: 'The streets are drawn for illustration; each deal page has the full address and a link to a real map.',
  panHint: 'Drag the map sideways to see every pin.',
} as const;

export interface MapPin {
  /** Unique on the map: a chain's deal has a pin at each of its branches, all with its number. */
  readonly key: string;
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
  /** "Also at …" a chain's other branches on the map; null for a single address. */
  readonly alsoAt: string | null;
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

/** One pin's ground: a deal's main address or one of its branches. */
interface Spot {
  readonly number: number;
  readonly placed: PlacedDeal;
  readonly address: Address;
  readonly branch: number;
}

/**
 * Every deal's main address first, in the deals' order, then the branches: pins moved apart keep the
 * earlier ones where they are, so a deal's own spot wins over another chain's branch.
 */
const spotsOf = (deals: ReadonlyArray<PlacedDeal>): ReadonlyArray<Spot> => [
  ...deals.map((placed, index) => ({ number: index + 1, placed, address: placed.place.address, branch: 0 })),
  ...deals.flatMap((placed, index) =>
    placed.place.otherAddresses.map((address, k) => ({ number: index + 1, placed, address, branch: k + 1 })),
  ),
];

const oneLine = (address: Address): string => addressLines(address).join(', ');

export const mapViewModel = (view: MapView): MapViewModel => {
  const name = view.location.name;
  const spots = spotsOf(view.deals);
  const frame = mapFrame(
    spots.map((spot) => spot.address),
    MAP_VIEWPORT,
    view.location.latLon,
  );
  const positions = separatePins(
    spots.map((spot) => mapPosition(frame, spot.address)),
    PIN_GAP,
    MAP_VIEWPORT,
  );
  const items = view.deals.map((placed, index) => ({
    number: index + 1,
    card: dealCardModel(placed.deal),
    address: oneLine(placed.place.address),
    alsoAt:
      placed.place.otherAddresses.length === 0 ? null : MAP_VIEW_COPY.alsoAt(placed.place.otherAddresses.map(oneLine)),
  }));
  return {
    locationName: name,
    intro: items.length === 0 ? MAP_VIEW_COPY.none(name) : MAP_VIEW_COPY.intro(items.length, name),
    mapLabel: MAP_VIEW_COPY.mapLabel(name),
    size: { width: MAP_VIEWPORT.width, height: MAP_VIEWPORT.height },
    // Drawn last first, so the most popular deal's pin is on top should any still overlap, and a
    // deal's own spot above any branch.
    pins: spots
      .map((spot, index) => ({
        key: `${spot.number}.${spot.branch}`,
        number: spot.number,
        x: positions[index]?.x ?? 0,
        y: positions[index]?.y ?? 0,
        href: spot.placed.deal.urlPath,
        label: MAP_VIEW_COPY.pinLabel(spot.number, spot.placed.deal.title, oneLine(spot.address)),
      }))
      .reverse(),
    focusX: mapFocusX(positions.map((position) => position.x)),
    items,
  };
};
