import type * as O from 'fp-ts/Option';
import type * as TE from 'fp-ts/TaskEither';
import type { DealDetail, ReviewPage, ReviewsRequest } from '@kerching/domain/catalogue';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError } from './dealCatalog';

/**
 * One deal with everything its page shows, and its reviews (spec 2 §7.4 deal lookup, deal detail,
 * reviews). Deals are returned whatever their dates (closed and not yet open ones too): whether a
 * deal can be shown or bought is the core's decision. A deal of another site is none.
 */
export interface DealDetails {
  byId(site: SiteKey, id: number): TE.TaskEither<CatalogError, O.Option<DealDetail>>;
  /** One page of a deal's reviews; none when the site has no such deal. */
  reviews(site: SiteKey, request: ReviewsRequest): TE.TaskEither<CatalogError, O.Option<ReviewPage>>;
}
