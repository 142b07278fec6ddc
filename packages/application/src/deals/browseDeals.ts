import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type DealListing, type ListingRequest, listingCriteria } from '@kerching/domain/catalogue';
import type { DealCatalog } from '@kerching/ports';
import type { ListDealsError } from './listDeals';

/**
 * A listing page's data (spec 1 §3 "Deals response"): one page of deals with the main deal, and
 * the count, faceted navigation, canonical URL and names of what the listing is about. The two
 * halves are asked for together; a catalogue may cache them apart (navigation does not change
 * from page to page).
 */
export class BrowseDeals {
  constructor(private readonly catalog: Pick<DealCatalog, 'page' | 'navigation'>) {}

  execute(request: ListingRequest): TE.TaskEither<ListDealsError, DealListing> {
    return pipe(
      TE.fromEither(listingCriteria(request)),
      TE.chainW((criteria) =>
        pipe(
          TE.Do,
          TE.apSW('navigation', this.catalog.navigation(criteria)),
          TE.apSW('page', this.catalog.page(criteria)),
          TE.map(({ navigation, page }): DealListing => ({ ...page, ...navigation })),
        ),
      ),
    );
  }
}
