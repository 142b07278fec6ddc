/**
 * A small map tile drawn locally from a latitude and longitude (no map service): a stylised street
 * grid around the merchant's pin. The streets are not the real ones; they are drawn from the
 * coordinates with a seeded generator, so a merchant always gets the same picture. The tile says
 * where the place is in words and links to a full map; this only gives the page a sense of place.
 */
export const MAP_WIDTH = 320;
export const MAP_HEIGHT = 180;

export interface MapLine {
  readonly x1: number;
  readonly y1: number;
  readonly x2: number;
  readonly y2: number;
  readonly major: boolean;
}

export interface MapRect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

export interface StaticMapShapes {
  readonly streets: readonly MapLine[];
  readonly parks: readonly MapRect[];
  /** A river as an SVG path. */
  readonly river: string;
  readonly pin: { readonly x: number; readonly y: number };
}

/** A small deterministic generator (mulberry32) seeded from the coordinates to 4 places (~11 m). */
const generator = (lat: number, lon: number): (() => number) => {
  let state = (Math.round(lat * 10_000) * 73_856_093) ^ (Math.round(lon * 10_000) * 19_349_663);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
};

const round = (n: number): number => Math.round(n * 10) / 10;

export const staticMapShapes = (lat: number, lon: number): StaticMapShapes => {
  const next = generator(lat, lon);
  const between = (low: number, high: number): number => round(low + next() * (high - low));
  const streets: MapLine[] = [];
  for (let i = 0; i < 4; i++) {
    const y = between(15 + i * 42, 40 + i * 42);
    streets.push({ x1: 0, y1: y, x2: MAP_WIDTH, y2: round(y + between(-18, 18)), major: i === 1 });
  }
  for (let i = 0; i < 6; i++) {
    const x = between(10 + i * 52, 45 + i * 52);
    streets.push({ x1: x, y1: 0, x2: round(x + between(-20, 20)), y2: MAP_HEIGHT, major: i === 3 });
  }
  const parks: MapRect[] = [
    { x: between(20, 90), y: between(100, 130), width: between(40, 70), height: between(25, 40) },
    { x: between(200, 250), y: between(10, 30), width: between(35, 60), height: between(25, 35) },
  ];
  const riverY = between(120, 165);
  const river = `M0 ${riverY} C ${between(60, 110)} ${between(100, 180)}, ${between(180, 240)} ${between(
    100,
    180,
  )}, ${MAP_WIDTH} ${between(110, 175)}`;
  return { streets, parks, river, pin: { x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 } };
};

/** A link to the place on OpenStreetMap (a plain link: nothing is fetched from it by this page). */
export const openStreetMapUrl = (lat: number, lon: number): string =>
  `https://www.openstreetmap.org/?mlat=${lat.toFixed(5)}&mlon=${lon.toFixed(5)}#map=16/${lat.toFixed(5)}/${lon.toFixed(5)}`;
