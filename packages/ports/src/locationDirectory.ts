import type * as TE from 'fp-ts/TaskEither';
import type { Location, LocationKind } from '@kerching/domain/location';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/** A site's locations of one kind (towns, near-me areas...), in name order. */
export interface LocationDirectory {
  locations(site: SiteKey, kind: LocationKind): TE.TaskEither<CatalogError, ReadonlyArray<Location>>;
}
