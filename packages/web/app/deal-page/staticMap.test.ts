import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAP_HEIGHT, MAP_WIDTH, openStreetMapUrl, staticMapShapes } from './staticMap';

describe('staticMap', () => {
  it('draws the same tile for the same place and another for another place, pin in the middle', () => {
    expect(staticMapShapes(51.5, -0.12)).toEqual(staticMapShapes(51.5, -0.12));
    expect(staticMapShapes(51.5, -0.12)).not.toEqual(staticMapShapes(53.35, -6.26));
    expect(staticMapShapes(51.5, -0.12).pin).toEqual({ x: MAP_WIDTH / 2, y: MAP_HEIGHT / 2 });
  });
  it('property: every street starts within the tile', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        (lat, lon) => {
          const { streets } = staticMapShapes(lat, lon);
          expect(streets).toHaveLength(10);
          for (const s of streets) {
            expect(s.x1).toBeGreaterThanOrEqual(0);
            expect(s.x1).toBeLessThanOrEqual(MAP_WIDTH);
            expect(s.y1).toBeGreaterThanOrEqual(0);
            expect(s.y1).toBeLessThanOrEqual(MAP_HEIGHT);
          }
        },
      ),
    );
  });
  it('links to the place on OpenStreetMap', () => {
    expect(openStreetMapUrl(53.3498, -6.2603)).toBe(
      'https://www.openstreetmap.org/?mlat=53.34980&mlon=-6.26030#map=16/53.34980/-6.26030',
    );
  });
});
