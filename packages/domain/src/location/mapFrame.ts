/**
 * The map view (spec 1 §2 "/map-view", page type map-view): where on a flat picture each deal's
 * merchant sits. The spec names the page and nothing more; our reading is a map of the shopper's
 * location with a numbered pin per deal and the same numbers on the list beside it.
 *
 * The picture is an equirectangular projection around the points' middle latitude (a degree of
 * longitude is cos(latitude) as wide as a degree of latitude), scaled to fit the viewport inside
 * its padding with the aspect kept, and centred. Over a town's few kilometres the error is far
 * below a pin's width. A frame never spans less than `MAP_MIN_SPAN_KM`, so one pin, or pins on
 * one street, are not blown up to a street-level picture.
 */
import { EARTH_RADIUS_KM, type GeoPoint } from './geo';

/** The deals a map view shows at most: more pins than this stop being readable on a phone. */
export const MAP_VIEW_MAX_PINS = 30;

/** The narrowest stretch of ground a frame shows, in kilometres. */
export const MAP_MIN_SPAN_KM = 2;

export interface MapViewport {
  readonly width: number;
  readonly height: number;
  /** Kept clear on every side, so a pin drawn at the edge stays whole. */
  readonly padding: number;
}

export interface MapFrame {
  readonly viewport: MapViewport;
  /** The middle of the points, drawn at the middle of the viewport. */
  readonly centre: GeoPoint;
  /** Viewport units per kilometre, the same both ways. */
  readonly unitsPerKm: number;
}

export interface MapPosition {
  readonly x: number;
  readonly y: number;
}

const KM_PER_DEGREE = (Math.PI * EARTH_RADIUS_KM) / 180;

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Kilometres east and north of `centre` (flat-earth, good over a town). */
const offsetKm = (centre: GeoPoint, point: GeoPoint): { readonly east: number; readonly north: number } => ({
  east: (point.lon - centre.lon) * KM_PER_DEGREE * Math.cos(radians(centre.lat)),
  north: (point.lat - centre.lat) * KM_PER_DEGREE,
});

/**
 * The frame that fits every point (and `fallback` when there are none) into `viewport`. The
 * viewport must leave room inside its padding.
 */
export const mapFrame = (points: ReadonlyArray<GeoPoint>, viewport: MapViewport, fallback: GeoPoint): MapFrame => {
  const all = points.length === 0 ? [fallback] : points;
  const lats = all.map((p) => p.lat);
  const lons = all.map((p) => p.lon);
  const centre = {
    lat: (Math.min(...lats) + Math.max(...lats)) / 2,
    lon: (Math.min(...lons) + Math.max(...lons)) / 2,
  };
  const corner = offsetKm(centre, { lat: Math.max(...lats), lon: Math.max(...lons) });
  const spanEast = Math.max(2 * corner.east, MAP_MIN_SPAN_KM);
  const spanNorth = Math.max(2 * corner.north, MAP_MIN_SPAN_KM);
  const innerWidth = viewport.width - 2 * viewport.padding;
  const innerHeight = viewport.height - 2 * viewport.padding;
  return { viewport, centre, unitsPerKm: Math.min(innerWidth / spanEast, innerHeight / spanNorth) };
};

/** Where `point` is drawn in the frame: x grows eastwards, y southwards (screen axes), 0.1 units. */
export const mapPosition = (frame: MapFrame, point: GeoPoint): MapPosition => {
  const { east, north } = offsetKm(frame.centre, point);
  const tenth = (n: number): number => Math.round(n * 10) / 10;
  return {
    x: tenth(frame.viewport.width / 2 + east * frame.unitsPerKm),
    y: tenth(frame.viewport.height / 2 - north * frame.unitsPerKm),
  };
};

/** Candidate spots tried per pin before it is left where it belongs. */
const SEPARATION_TRIES = 600;
const GOLDEN_ANGLE = Math.PI * (3 - Math.sqrt(5));

/**
 * Pins moved apart so that none hides another: merchants on one street, or a whole area drawn at
 * its centre, would otherwise stack. In order (the first, the most popular deal, never moves), each
 * pin takes the first free spot on a sunflower spiral around where it belongs: at least `gap` units
 * from every pin already placed and inside the viewport's padding. Spots are tried nearest first,
 * so a pin moves as little as it can; a pin with no free spot within reach stays where it belongs.
 */
export const separatePins = (
  positions: ReadonlyArray<MapPosition>,
  gap: number,
  viewport: MapViewport,
): ReadonlyArray<MapPosition> => {
  const tenth = (n: number): number => Math.round(n * 10) / 10;
  const inside = ({ x, y }: MapPosition): boolean =>
    x >= viewport.padding &&
    x <= viewport.width - viewport.padding &&
    y >= viewport.padding &&
    y <= viewport.height - viewport.padding;
  const placed: MapPosition[] = [];
  const free = (spot: MapPosition): boolean =>
    placed.every((other) => Math.hypot(spot.x - other.x, spot.y - other.y) >= gap);
  for (const home of positions) {
    let chosen = home;
    for (let k = 0; k < SEPARATION_TRIES; k++) {
      const radius = 0.6 * gap * Math.sqrt(k);
      const spot = {
        x: tenth(home.x + radius * Math.cos(k * GOLDEN_ANGLE)),
        y: tenth(home.y + radius * Math.sin(k * GOLDEN_ANGLE)),
      };
      if ((k === 0 || inside(spot)) && free(spot)) {
        chosen = spot;
        break;
      }
    }
    placed.push(chosen);
  }
  return placed;
};
