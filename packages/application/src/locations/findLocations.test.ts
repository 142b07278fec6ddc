import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { InMemoryShellData, aLocation } from '../testing/inMemoryShellData';
import { FindLocations } from './findLocations';

const towns = [
  aLocation(1, 'Bristol', { latLon: { lat: 51.4545, lon: -2.5879 } }),
  aLocation(2, 'Leeds', { latLon: { lat: 53.8008, lon: -1.5491 } }),
  aLocation(3, 'London', { latLon: { lat: 51.5074, lon: -0.1278 } }),
  aLocation(4, 'Clapham', { kind: 'near-me', parentShortName: 'london', latLon: { lat: 51.4618, lon: -0.1384 } }),
  aLocation(5, 'Dublin', { brand: 'kerchingie', countryCode: 'ie' }),
];

describe('FindLocations', () => {
  const find = new FindLocations(new InMemoryShellData({ locations: towns }));
  it("lists a site's towns in the directory's order, up to the limit", async () => {
    const answer = await find.execute({ site: 'kerching', kind: 'local', near: O.none, limit: 2 })();
    expect(E.isRight(answer) && answer.right.locations.map((l) => l.name)).toEqual(['Bristol', 'Leeds']);
    expect(E.isRight(answer) && answer.right.nearest).toEqual(O.none);
  });
  it('orders by distance from a point and names the nearest with its distance', async () => {
    const answer = await find.execute({
      site: 'kerching',
      kind: 'local',
      near: O.some({ lat: 53.48, lon: -2.24 }),
      limit: 10,
    })();
    if (E.isLeft(answer)) throw new Error('expected locations');
    expect(answer.right.locations.map((l) => l.name)).toEqual(['Leeds', 'Bristol', 'London']);
    expect(O.isSome(answer.right.nearest) && answer.right.nearest.value.location.name).toBe('Leeds');
    expect(O.isSome(answer.right.nearest) && Math.round(answer.right.nearest.value.distanceKm)).toBe(58);
  });
  it('finds near-me areas, and nothing near a point on a site without any', async () => {
    const areas = await find.execute({
      site: 'kerching',
      kind: 'near-me',
      near: O.some({ lat: 51.5, lon: -0.1 }),
      limit: 5,
    })();
    expect(E.isRight(areas) && areas.right.locations.map((l) => l.name)).toEqual(['Clapham']);
    const none = await find.execute({
      site: 'livingsocialie',
      kind: 'near-me',
      near: O.some({ lat: 53, lon: -6 }),
      limit: 5,
    })();
    expect(none).toEqual(E.right({ locations: [], nearest: O.none }));
  });
});
