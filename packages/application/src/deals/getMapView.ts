import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  MAP_VIEW_CANDIDATES,
  type MapView,
  listingCriteria,
  mapViewDeals,
  placedDeals,
} from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { DealCatalog, DealPlaces, LocationDirectory } from '@kerching/ports';
import type { ListDealsError } from './listDeals';

export interface MapViewRequest {
  readonly site: SiteKey;
  /** A town's short name. */
  readonly location: string;
}

/**
 * The map view of a town (spec 1 §2 "/map-view"): its most popular deals in the listing's default
 * order, at most MAP_VIEW_MAX_PINS of its own (read from the first MAP_VIEW_CANDIDATES of its listing, which
 * mixes in national and travel deals), with their merchants' places (a chain's branches near the town). Only towns have a map: a near-me
 * area, the national or travel sections, or an unknown name is LISTING.LOCATION_NOT_FOUND.
 */
export class GetMapView {
  constructor(
    private readonly catalog: Pick<DealCatalog, 'page'>,
    private readonly directory: LocationDirectory,
    private readonly places: DealPlaces,
  ) {}

  execute(request: MapViewRequest): TE.TaskEither<ListDealsError, MapView> {
    return pipe(
      TE.fromEither(
        listingCriteria({ site: request.site, location: request.location, page: 0, pageSize: MAP_VIEW_CANDIDATES }),
      ),
      TE.chainW((criteria) =>
        pipe(
          this.directory.locations(request.site, 'local'),
          TE.chainW((towns) => {
            const town = towns.find((t) => t.shortName === request.location);
            return town === undefined
              ? TE.left(domainError('LISTING.LOCATION_NOT_FOUND', `no town ${request.location} on this site`))
              : TE.right(town);
          }),
          TE.chainW((location) =>
            pipe(
              this.catalog.page(criteria),
              TE.map((page) => mapViewDeals(page, location.shortName)),
              TE.chainW((deals) =>
                pipe(
                  this.places.ofDeals(
                    request.site,
                    deals.map((deal) => deal.id),
                  ),
                  TE.map((places): MapView => ({ location, deals: placedDeals(deals, places, location.latLon) })),
                ),
              ),
            ),
          ),
        ),
      ),
    );
  }
}
