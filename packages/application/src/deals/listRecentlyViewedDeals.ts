import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import type { DealSummary } from '@kerching/domain/catalogue';
import { recentDealIdsRequest } from '@kerching/domain/listing';
import type { DomainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, DealCatalog } from '@kerching/ports';

export type ListRecentlyViewedDealsError = DomainError<'LISTING.IDS_INVALID'> | CatalogError;

/** The deals a shopper viewed last, by id, newest first (spec 2 §7.4; at most 5, spec 2 §9). */
export class ListRecentlyViewedDeals {
  constructor(private readonly catalog: Pick<DealCatalog, 'byIds'>) {}

  execute(
    site: SiteKey,
    ids: ReadonlyArray<number>,
  ): TE.TaskEither<ListRecentlyViewedDealsError, ReadonlyArray<DealSummary>> {
    return pipe(
      TE.fromEither(recentDealIdsRequest(ids)),
      TE.chainW((valid) => (valid.length === 0 ? TE.right([]) : this.catalog.byIds(site, valid))),
    );
  }
}
