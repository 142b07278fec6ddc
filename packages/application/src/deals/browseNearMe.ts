import * as E from 'fp-ts/Either';
import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import { type DealListing, type ListingRequest, type NearMeReading, nearMeReadings } from '@kerching/domain/catalogue';
import { domainError } from '@kerching/domain/shared';
import type { ListDealsError } from './listDeals';

/** A near-me page's listing: its category path with filters and paging, its slug, the shopper's town. */
export interface NearMeRequest {
  /** The listing's request; its categories are the path's category and sub-category. */
  readonly listing: ListingRequest;
  /** The path's last word after the sub-category, if any ("soho", "massage-near-camden"). */
  readonly slug: O.Option<string>;
  /** The short name of the shopper's current town. */
  readonly home: string;
}

/** The listing, and the request that answered it: what "load more" asks for the next pages. */
export interface NearMeListing {
  readonly listing: DealListing;
  readonly request: ListingRequest;
  /** False when the path's slug names nothing we know, and the page lists the shopper's town's deals. */
  readonly slugKnown: boolean;
  /** True when no deal is in the place, and the page lists the nearest further away. */
  readonly nearest: boolean;
}

const isNotFound = (error: ListDealsError): boolean =>
  error.code === 'LISTING.CATEGORY_NOT_FOUND' || error.code === 'LISTING.LOCATION_NOT_FOUND';

/**
 * A near-me page (spec 1 §2 "/near-me/hub, /near-me/{category}/{sub}/{slug}"): the deals near the
 * place the path is about, nearest first. The path's readings (`nearMeReadings`) are tried in
 * turn until the catalogue knows one. Deals keep to the place (a near-me area's reach, a town's own
 * deals); when none do, the page lists the nearest further away rather than nothing.
 */
export class BrowseNearMe {
  constructor(
    private readonly browse: { execute(request: ListingRequest): TE.TaskEither<ListDealsError, DealListing> },
  ) {}

  execute(request: NearMeRequest): TE.TaskEither<ListDealsError, NearMeListing> {
    return async () => {
      const readings = nearMeReadings(request.listing.categories ?? [], request.slug, request.home);
      let missing: E.Either<ListDealsError, NearMeListing> | undefined;
      for (const reading of readings) {
        const answer = await this.near(request.listing, reading);
        if (E.isRight(answer) || !isNotFound(answer.left)) return answer;
        missing = answer;
      }
      return missing ?? E.left(domainError('LISTING.CATEGORY_NOT_FOUND', 'no near-me listing'));
    };
  }

  private async near(
    listing: ListingRequest,
    reading: NearMeReading,
  ): Promise<E.Either<ListDealsError, NearMeListing>> {
    const { area: _area, near: _near, ...base } = listing;
    const within: ListingRequest = { ...base, categories: reading.categories, area: reading.place };
    const kept = await this.browse.execute(within)();
    if (E.isLeft(kept) || kept.right.count > 0)
      return E.map((l: DealListing) => ({ listing: l, request: within, slugKnown: reading.whole, nearest: false }))(
        kept,
      );
    const nearest: ListingRequest = { ...base, categories: reading.categories, near: reading.place };
    return E.map((l: DealListing) => ({ listing: l, request: nearest, slugKnown: reading.whole, nearest: true }))(
      await this.browse.execute(nearest)(),
    );
  }
}
