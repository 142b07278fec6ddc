/**
 * A site's locations (spec 2 §7.2 /v1/location, /v1/nearmelocation/area/{a}/{b}): towns or near-me
 * areas, by name, or nearest first from a point (haversine distance, the location family's rule).
 */
import * as O from 'fp-ts/Option';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type GeoPoint,
  type Location,
  type LocationDistance,
  type LocationKind,
  byDistance,
} from '@kerching/domain/location';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, LocationDirectory } from '@kerching/ports';

export interface LocationsRequest {
  readonly site: SiteKey;
  readonly kind: LocationKind;
  readonly near: O.Option<GeoPoint>;
  /** At most this many, after ordering. */
  readonly limit: number;
}

export interface LocationsAnswer {
  readonly locations: ReadonlyArray<Location>;
  /** The nearest location and its distance in km, when a point was given. */
  readonly nearest: O.Option<LocationDistance>;
}

export class FindLocations {
  constructor(private readonly directory: LocationDirectory) {}

  execute(request: LocationsRequest): TE.TaskEither<CatalogError, LocationsAnswer> {
    return pipe(
      this.directory.locations(request.site, request.kind),
      TE.map((all) =>
        O.match(
          (): LocationsAnswer => ({ locations: all.slice(0, request.limit), nearest: O.none }),
          (point: GeoPoint): LocationsAnswer => {
            const ordered = byDistance(point, all, (l) => l.latLon);
            const first = ordered[0];
            return {
              locations: ordered.slice(0, request.limit).map((d) => d.item),
              nearest: first === undefined ? O.none : O.some({ location: first.item, distanceKm: first.distanceKm }),
            };
          },
        )(request.near),
      ),
    );
  }
}
