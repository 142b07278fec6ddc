import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import * as O from 'fp-ts/Option';
import { SITES } from '../site/site';
import {
  type Location,
  byDistance,
  currentLocation,
  decodeStoredLocation,
  distanceKm,
  encodeStoredLocation,
  geoPoint,
  isLocationKind,
  storedDefaultLocation,
  storedLocationOf,
} from './index';

const london = { lat: 51.5074, lon: -0.1278 };
const manchester = { lat: 53.4808, lon: -2.2426 };
const dublin = { lat: 53.3498, lon: -6.2603 };

describe('geo points and distances', () => {
  it('checks latitude and longitude ranges', () => {
    expect(geoPoint(51.5, -0.12)).toEqual(E.right({ lat: 51.5, lon: -0.12 }));
    expect(geoPoint(91, 0)).toMatchObject({ left: { code: 'LOCATION.LAT_INVALID' } });
    expect(geoPoint(Number.NaN, 0)).toMatchObject({ left: { code: 'LOCATION.LAT_INVALID' } });
    expect(geoPoint(0, -180.5)).toMatchObject({ left: { code: 'LOCATION.LON_INVALID' } });
  });
  it('measures great-circle distances (London to Manchester is about 262 km)', () => {
    expect(distanceKm(london, manchester)).toBeCloseTo(262, -1);
    expect(distanceKm(london, london)).toBe(0);
  });
  it('orders by distance and finds the nearest', () => {
    const towns = [
      { name: 'Dublin', at: dublin },
      { name: 'Manchester', at: manchester },
      { name: 'London', at: london },
    ];
    expect(byDistance({ lat: 51.45, lon: -2.58 }, towns, (t) => t.at).map((t) => t.item.name)).toEqual([
      'London',
      'Manchester',
      'Dublin',
    ]);
    expect(byDistance(dublin, towns, (t) => t.at)[0]?.item).toEqual(towns[0]);
    const twins = [
      { name: 'A', at: london },
      { name: 'B', at: london },
    ];
    expect(byDistance(dublin, twins, (t) => t.at).map((t) => t.item.name)).toEqual(['A', 'B']);
    expect(byDistance(dublin, [...twins].reverse(), (t) => t.at).map((t) => t.item.name)).toEqual(['B', 'A']);
    expect(byDistance(dublin, [], (t: { at: typeof dublin }) => t.at)).toEqual([]);
  });
  it('property: distance is symmetric, non-negative and within half the circumference', () => {
    const point = fc.record({
      lat: fc.double({ min: -90, max: 90, noNaN: true }),
      lon: fc.double({ min: -180, max: 180, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        const d = distanceKm(a, b);
        expect(d).toBeGreaterThanOrEqual(0);
        expect(d).toBeLessThanOrEqual(20_016);
        expect(Math.abs(d - distanceKm(b, a))).toBeLessThan(1e-6);
      }),
    );
  });
});

describe('the location cookie (spec 1 §3: lat, lon, name, shortName)', () => {
  const leeds = { lat: 53.8008, lon: -1.5491, name: 'Leeds', shortName: 'leeds' };
  it('round-trips a stored location', () => {
    expect(decodeStoredLocation(encodeStoredLocation(leeds))).toEqual(O.some(leeds));
  });
  it('reads anything unreadable as no choice', () => {
    for (const bad of [
      '',
      'leeds',
      '[]',
      'null',
      '{"lat":"53","lon":-1,"name":"Leeds","shortName":"leeds"}',
      '{"lat":153,"lon":-1,"name":"Leeds","shortName":"leeds"}',
      '{"lat":53,"lon":-181,"name":"Leeds","shortName":"leeds"}',
      '{"lat":53,"lon":-1,"name":" ","shortName":"leeds"}',
      '{"lat":53,"lon":-1,"name":"Leeds","shortName":"Leeds Town"}',
      `{"lat":53,"lon":-1,"name":"${'x'.repeat(81)}","shortName":"leeds"}`,
      `{"lat":53,"lon":-1,"name":"Leeds","shortName":"${'x'.repeat(81)}"}`,
      '{"lat":53,"lon":-1,"name":"Leeds"}',
    ]) {
      expect(decodeStoredLocation(bad)).toEqual(O.none);
    }
  });
  it("uses the cookie's choice when the site knows it, else the site's default", () => {
    const known = new Set(['leeds', 'london']);
    expect(currentLocation(O.some(encodeStoredLocation(leeds)), SITES.kerching, known)).toEqual(leeds);
    expect(currentLocation(O.some(encodeStoredLocation(leeds)), SITES.kerchingie, new Set(['dublin']))).toEqual(
      storedDefaultLocation(SITES.kerchingie),
    );
    expect(currentLocation(O.none, SITES.livingsocialie, known)).toMatchObject({ name: 'Dublin South' });
  });
  it('stores a location entity as its four fields', () => {
    const location: Location = {
      id: 1,
      name: 'Leeds',
      shortName: 'leeds',
      brand: 'kerching',
      countryCode: 'gb',
      latLon: { lat: 53.8008, lon: -1.5491 },
      kind: 'local',
      parentShortName: null,
    };
    expect(storedLocationOf(location)).toEqual(leeds);
    expect(isLocationKind('near-me')).toBe(true);
    expect(isLocationKind('moon')).toBe(false);
  });
  it('property: any stored location with a slug short name round-trips', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -90, max: 90, noNaN: true }),
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.string({ minLength: 1, maxLength: 80 }).filter((s) => s.trim() !== ''),
        fc.stringMatching(/^[a-z0-9]{1,20}(-[a-z0-9]{1,20})?$/),
        (lat, lon, name, shortName) => {
          const stored = { lat: lat === 0 ? 0 : lat, lon: lon === 0 ? 0 : lon, name, shortName };
          expect(decodeStoredLocation(encodeStoredLocation(stored))).toEqual(O.some(stored));
        },
      ),
    );
  });
});
