import * as TE from 'fp-ts/TaskEither';
import { type Location, type LocationKind, isLocationKind } from '@kerching/domain/location';
import { domainError } from '@kerching/domain/shared';
import type { CountryCode, SiteKey } from '@kerching/domain/site';
import type { CatalogError, LocationDirectory } from '@kerching/ports';
import type { SqlClient } from '../sqlClient';

interface LocationRow {
  readonly id: number;
  readonly name: string;
  readonly short_name: string;
  readonly site_key: SiteKey;
  readonly country_code: CountryCode;
  readonly lat: number;
  readonly lon: number;
  readonly kind: string;
  readonly parent_short_name: string | null;
}

const toLocation = (row: LocationRow): Location => ({
  id: row.id,
  name: row.name,
  shortName: row.short_name,
  brand: row.site_key,
  countryCode: row.country_code,
  latLon: { lat: Number(row.lat), lon: Number(row.lon) },
  kind: isLocationKind(row.kind) ? row.kind : 'local',
  parentShortName: row.parent_short_name,
});

/** A site's locations of one kind, by name. */
export class SqlLocationDirectory implements LocationDirectory {
  constructor(private readonly db: SqlClient) {}

  locations(site: SiteKey, kind: LocationKind): TE.TaskEither<CatalogError, ReadonlyArray<Location>> {
    return TE.tryCatch(
      async () =>
        (
          await this.db.query<LocationRow>(
            `SELECT l.id, l.name, l.short_name, l.site_key, l.country_code, l.lat, l.lon, l.kind,
                    p.short_name AS parent_short_name
               FROM location l LEFT JOIN location p ON p.id = l.parent_id
              WHERE l.site_key = $1 AND l.kind = $2
              ORDER BY l.name, l.id`,
            [site, kind],
          )
        ).map(toLocation),
      (error) => domainError('CATALOG.UNAVAILABLE', error instanceof Error ? error.message : 'location query failed'),
    );
  }
}
