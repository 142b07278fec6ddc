/**
 * The Location of spec 1 §3: id, name, shortName, brand, countryCode (gb or ie; only 'ie' matches
 * on the Irish site), latLon (lat, lon). `kind` tells towns ('local') from near-me areas
 * ('near-me', which sit in a parent town) and the national and travel pseudo-locations.
 */
import type { CountryCode, SiteKey } from '../site/site';
import type { GeoPoint } from './geo';

export const LOCATION_KINDS = ['local', 'national', 'travel', 'near-me'] as const;
export type LocationKind = (typeof LOCATION_KINDS)[number];

export const isLocationKind = (value: string): value is LocationKind =>
  (LOCATION_KINDS as ReadonlyArray<string>).includes(value);

export interface Location {
  readonly id: number;
  readonly name: string;
  readonly shortName: string;
  readonly brand: SiteKey;
  readonly countryCode: CountryCode;
  readonly latLon: GeoPoint;
  readonly kind: LocationKind;
  /** The town a near-me area sits in; null for a town. */
  readonly parentShortName: string | null;
}

/** A location with its distance from a point, in kilometres. */
export interface LocationDistance {
  readonly location: Location;
  readonly distanceKm: number;
}
