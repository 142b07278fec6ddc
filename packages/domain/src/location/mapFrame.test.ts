import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { type GeoPoint, MAP_MIN_SPAN_KM, distanceKm, mapFrame, mapPosition, separatePins } from './index';

const viewport = { width: 640, height: 400, padding: 24 };
const london = { lat: 51.5074, lon: -0.1278 };
const soho = { lat: 51.5136, lon: -0.1365 };
const greenwich = { lat: 51.4826, lon: -0.0077 };

/** Points within about 20 km of somewhere in Britain or Ireland. */
const nearby = (around: GeoPoint) =>
  fc.record({
    lat: fc.double({ min: around.lat - 0.2, max: around.lat + 0.2, noNaN: true }),
    lon: fc.double({ min: around.lon - 0.3, max: around.lon + 0.3, noNaN: true }),
  });
const town = fc.record({
  lat: fc.double({ min: 50, max: 58, noNaN: true }),
  lon: fc.double({ min: -10, max: 1.7, noNaN: true }),
});
const townWithPoints = town.chain((around) =>
  fc.tuple(fc.constant(around), fc.array(nearby(around), { minLength: 1, maxLength: 30 })),
);

describe('map frame', () => {
  it('draws a lone pin in the middle of the viewport', () => {
    const frame = mapFrame([soho], viewport, london);
    expect(mapPosition(frame, soho)).toEqual({ x: 320, y: 200 });
  });

  it('centres on the fallback when there are no points, at the narrowest span', () => {
    const frame = mapFrame([], viewport, london);
    expect(frame.centre).toEqual(london);
    expect(frame.unitsPerKm).toBeCloseTo((400 - 48) / MAP_MIN_SPAN_KM, 6);
  });

  it('puts east to the right and north at the top', () => {
    const frame = mapFrame([soho, greenwich], viewport, london);
    const west = mapPosition(frame, soho);
    const east = mapPosition(frame, greenwich);
    expect(east.x).toBeGreaterThan(west.x);
    expect(west.y).toBeLessThan(east.y);
  });

  it('keeps every point inside the padding', () => {
    fc.assert(
      fc.property(townWithPoints, ([around, points]) => {
        const frame = mapFrame(points, viewport, around);
        for (const point of points) {
          const { x, y } = mapPosition(frame, point);
          expect(x).toBeGreaterThanOrEqual(viewport.padding - 0.05);
          expect(x).toBeLessThanOrEqual(viewport.width - viewport.padding + 0.05);
          expect(y).toBeGreaterThanOrEqual(viewport.padding - 0.05);
          expect(y).toBeLessThanOrEqual(viewport.height - viewport.padding + 0.05);
        }
      }),
    );
  });

  it('is monotone: further east is never further left, further north never lower', () => {
    fc.assert(
      fc.property(townWithPoints, nearby(london), nearby(london), ([around, points], a, b) => {
        const frame = mapFrame(points, viewport, around);
        const [pa, pb] = [mapPosition(frame, a), mapPosition(frame, b)];
        if (a.lon < b.lon) expect(pa.x).toBeLessThanOrEqual(pb.x);
        if (a.lat < b.lat) expect(pa.y).toBeGreaterThanOrEqual(pb.y);
      }),
    );
  });

  it('keeps the aspect: drawn distances are proportional to ground distances', () => {
    fc.assert(
      fc.property(townWithPoints, ([around, points]) => {
        const frame = mapFrame(points, viewport, around);
        const [first] = points;
        if (first === undefined) return;
        for (const point of points) {
          const a = mapPosition(frame, first);
          const b = mapPosition(frame, point);
          const drawn = Math.hypot(a.x - b.x, a.y - b.y);
          // Flat earth over 40 km, and positions rounded to 0.1 units.
          expect(Math.abs(drawn - distanceKm(first, point) * frame.unitsPerKm)).toBeLessThanOrEqual(0.01 * drawn + 0.2);
        }
      }),
    );
  });
});

describe('separatePins', () => {
  const gap = 28;
  const inViewport = fc.record({
    x: fc.integer({ min: viewport.padding * 10, max: (viewport.width - viewport.padding) * 10 }).map((n) => n / 10),
    y: fc.integer({ min: viewport.padding * 10, max: (viewport.height - viewport.padding) * 10 }).map((n) => n / 10),
  });

  it('moves a pin off one it would hide, as little as it can, and leaves the first where it is', () => {
    const moved = separatePins(
      [
        { x: 300, y: 200 },
        { x: 300, y: 200 },
        { x: 100, y: 100 },
      ],
      gap,
      viewport,
    );
    expect(moved[0]).toEqual({ x: 300, y: 200 });
    const second = moved[1] ?? { x: 0, y: 0 };
    const distance = Math.hypot(second.x - 300, second.y - 200);
    expect(distance).toBeGreaterThanOrEqual(gap);
    expect(distance).toBeLessThan(2 * gap);
    expect(moved[2]).toEqual({ x: 100, y: 100 });
  });

  it('leaves pins that are already apart alone', () => {
    fc.assert(
      fc.property(fc.array(inViewport, { maxLength: 30 }), (pins) => {
        const apart = pins.filter((pin, i) =>
          pins.slice(0, i).every((other) => Math.hypot(pin.x - other.x, pin.y - other.y) >= gap),
        );
        expect(separatePins(apart, gap, viewport)).toEqual(apart);
      }),
    );
  });

  it('property: up to 30 pins end at least a gap apart, inside the padding, one for one', () => {
    fc.assert(
      fc.property(fc.array(inViewport, { maxLength: 30 }), (pins) => {
        const moved = separatePins(pins, gap, viewport);
        expect(moved).toHaveLength(pins.length);
        moved.forEach((pin, i) => {
          expect(pin.x).toBeGreaterThanOrEqual(viewport.padding);
          expect(pin.x).toBeLessThanOrEqual(viewport.width - viewport.padding);
          expect(pin.y).toBeGreaterThanOrEqual(viewport.padding);
          expect(pin.y).toBeLessThanOrEqual(viewport.height - viewport.padding);
          for (const other of moved.slice(0, i))
            expect(Math.hypot(pin.x - other.x, pin.y - other.y)).toBeGreaterThanOrEqual(gap);
        });
      }),
    );
  });
});
