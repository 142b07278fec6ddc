/**
 * The location cookie (spec 1 §3 "The stored location cookie holds lat, lon, name, shortName";
 * spec 2 §9 "location cookie 1 year"; its name and lifetime are in the marketing cookie table).
 * The value is JSON; anything unreadable counts as no choice, so the site's default applies.
 */
import * as O from 'fp-ts/Option';
import type { DefaultLocation, Site } from '../site/site';
import { SLUG_PATTERN } from '../text/slug';
import type { Location } from './location';

export interface StoredLocation {
  readonly lat: number;
  readonly lon: number;
  readonly name: string;
  readonly shortName: string;
}

const MAX_NAME_LENGTH = 80;

export const encodeStoredLocation = (location: StoredLocation): string =>
  JSON.stringify({ lat: location.lat, lon: location.lon, name: location.name, shortName: location.shortName });

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const parseJson = (text: string): O.Option<unknown> => {
  try {
    return O.some(JSON.parse(text) as unknown);
  } catch {
    return O.none;
  }
};

export const decodeStoredLocation = (text: string): O.Option<StoredLocation> => {
  const parsed = parseJson(text);
  if (O.isNone(parsed) || !isRecord(parsed.value)) return O.none;
  const { lat, lon, name, shortName } = parsed.value;
  return typeof lat === 'number' &&
    typeof lon === 'number' &&
    Number.isFinite(lat) &&
    Number.isFinite(lon) &&
    Math.abs(lat) <= 90 &&
    Math.abs(lon) <= 180 &&
    typeof name === 'string' &&
    name.trim() !== '' &&
    name.length <= MAX_NAME_LENGTH &&
    typeof shortName === 'string' &&
    shortName.length <= MAX_NAME_LENGTH &&
    SLUG_PATTERN.test(shortName)
    ? O.some({ lat, lon, name, shortName })
    : O.none;
};

export const storedLocationOf = (location: Location): StoredLocation => ({
  lat: location.latLon.lat,
  lon: location.latLon.lon,
  name: location.name,
  shortName: location.shortName,
});

export const storedDefaultLocation = (site: Site): StoredLocation => {
  const d: DefaultLocation = site.defaultLocation;
  return { lat: d.lat, lon: d.lon, name: d.name, shortName: d.shortName };
};

/**
 * The shopper's current location: the cookie's choice when it names one of the site's locations
 * (a cookie from another site or an old town falls back), else the site's default.
 */
export const currentLocation = (
  cookie: O.Option<string>,
  site: Site,
  knownShortNames: ReadonlySet<string>,
): StoredLocation => {
  const chosen = O.chain(decodeStoredLocation)(cookie);
  return O.isSome(chosen) && knownShortNames.has(chosen.value.shortName) ? chosen.value : storedDefaultLocation(site);
};
