import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealPage,
  type ListingRequest,
  type ListingRequestError,
  listingCriteria,
} from '@kerching/domain/catalogue';
import type { CatalogError, DealCatalog, ListingNotFound } from '@kerching/ports';

export type ListDealsError = ListingRequestError | CatalogError | ListingNotFound;

/**
 * Lists one page of a listing's deals (spec 2 §7.4). Runs in the server (SQL catalogue) and the
 * browser (HTTP), where "load more" fetches the next page with the same filters.
 */
export class ListDeals {
  constructor(private readonly catalog: Pick<DealCatalog, 'page'>) {}

  execute(request: ListingRequest): TE.TaskEither<ListDealsError, DealPage> {
    return pipe(
      TE.fromEither(listingCriteria(request)),
      TE.chainW((criteria) => this.catalog.page(criteria)),
    );
  }
}
