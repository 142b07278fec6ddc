import type * as TE from 'fp-ts/TaskEither';
import type { DomainError } from '@kerching/domain/shared';
import type { DealPage, ListingRequest } from '@kerching/domain/catalogue';

export type CatalogError = DomainError<'CATALOG.UNAVAILABLE'>;

/** The deals a shopper can browse. Small on purpose: one method per question the core asks. */
export interface DealCatalog {
  /** One page of a location's open deals, most popular first, with the main deal on page 0. */
  page(request: ListingRequest): TE.TaskEither<CatalogError, DealPage>;
}
