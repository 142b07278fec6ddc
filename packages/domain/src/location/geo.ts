/**
 * Points on the earth and the distance between them (haversine, on a sphere of the earth's mean
 * radius), for "nearest location by lat/lon".
 */
import * as E from 'fp-ts/Either';
import { type DomainError, domainError } from '../shared/error';

export interface GeoPoint {
  readonly lat: number;
  readonly lon: number;
}

export const EARTH_RADIUS_KM = 6371.0088;

export type GeoPointError = DomainError<'LOCATION.LAT_INVALID' | 'LOCATION.LON_INVALID'>;

export const geoPoint = (lat: number, lon: number): E.Either<GeoPointError, GeoPoint> => {
  if (!Number.isFinite(lat) || lat < -90 || lat > 90)
    return E.left(domainError('LOCATION.LAT_INVALID', 'lat must be a number from -90 to 90'));
  if (!Number.isFinite(lon) || lon < -180 || lon > 180)
    return E.left(domainError('LOCATION.LON_INVALID', 'lon must be a number from -180 to 180'));
  return E.right({ lat, lon });
};

const radians = (degrees: number): number => (degrees * Math.PI) / 180;

export const distanceKm = (a: GeoPoint, b: GeoPoint): number => {
  const dLat = radians(b.lat - a.lat);
  const dLon = radians(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
};

/** Things with a point, nearest first (the first is the nearest); equal distances keep their order. */
export const byDistance = <A>(
  from: GeoPoint,
  items: ReadonlyArray<A>,
  pointOf: (item: A) => GeoPoint,
): ReadonlyArray<{ readonly item: A; readonly distanceKm: number }> =>
  items
    .map((item, index) => ({ item, index, distanceKm: distanceKm(from, pointOf(item)) }))
    .sort((a, b) => a.distanceKm - b.distanceKm || a.index - b.index)
    .map(({ item, distanceKm: d }) => ({ item, distanceKm: d }));
