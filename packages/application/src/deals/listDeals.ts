import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealPage,
  type ListingRequest,
  type ListingRequestError,
  listingRequest,
} from '@kerching/domain/catalogue';
import type { CatalogError, DealCatalog } from '@kerching/ports';

export type ListDealsError = ListingRequestError | CatalogError;

/** Lists one page of a location's deals. Runs in the server (SQL catalogue) and the browser (HTTP). */
export class ListDeals {
  constructor(private readonly catalog: DealCatalog) {}

  execute(request: ListingRequest): TE.TaskEither<ListDealsError, DealPage> {
    return pipe(
      TE.fromEither(listingRequest(request)),
      TE.chainW((valid) => this.catalog.page(valid)),
    );
  }
}
