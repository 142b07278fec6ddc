/**
 * GET /v1/location?kind&lat&lon&limit (spec 2 §7.2; spec 1 §3 Location): `data.locations`, a site's
 * towns (kind `local`, the default) or near-me areas (`near-me`), by name, or nearest first when
 * `lat` and `lon` are given (both or neither); `data.nearest` names the nearest with its distance.
 *
 * GET /v1/nearmelocation/area/{lat}/{lon}: the near-me areas nearest that point, same answer.
 */
import * as t from 'io-ts';
import { type Location, type LocationKind, LOCATION_KINDS } from '@kerching/domain/location';
import { IntFromString } from '../deals/listing';
import { CountryCodeCodec, Integer, SiteKeyCodec } from './shared';

export const LOCATIONS_PATH = '/v1/location';
export const NEAR_ME_AREAS_PATH = '/v1/nearmelocation/area';

export const LocationKindCodec: t.Type<LocationKind> = t.keyof(
  Object.fromEntries(LOCATION_KINDS.map((k) => [k, null])) as Record<LocationKind, null>,
  'local, national, travel or near-me',
);

/** A decimal number as query values and path segments carry it: "-0.1278". */
export const NumberFromString = new t.Type<number, string, unknown>(
  'NumberFromString',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) =>
    typeof u === 'string' && /^-?\d{1,3}(?:\.\d{1,15})?$/.test(u)
      ? t.success(Number(u))
      : t.failure(u, c, 'a decimal number such as -0.1278'),
  String,
);

export const LocationsQueryCodec = t.partial({
  kind: LocationKindCodec,
  lat: NumberFromString,
  lon: NumberFromString,
  limit: IntFromString,
});
export type LocationsQuery = t.TypeOf<typeof LocationsQueryCodec>;

export const NearMeAreaParamsCodec = t.type({ a: NumberFromString, b: NumberFromString });

export const GeoPointCodec = t.readonly(t.type({ lat: t.number, lon: t.number }), 'LatLon');

export const LocationCodec: t.Type<Location> = t.readonly(
  t.type({
    id: Integer,
    name: t.string,
    shortName: t.string,
    brand: SiteKeyCodec,
    countryCode: CountryCodeCodec,
    latLon: GeoPointCodec,
    kind: LocationKindCodec,
    parentShortName: t.union([t.string, t.null]),
  }),
  'Location',
);

export const LocationsResponseCodec = t.type({
  data: t.type({
    locations: t.readonlyArray(LocationCodec),
    nearest: t.union([t.type({ location: LocationCodec, distanceKm: t.number }), t.null]),
  }),
});
export type LocationsResponse = t.TypeOf<typeof LocationsResponseCodec>;
