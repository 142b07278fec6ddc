import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import { type ListedDeal, listedDeals } from '@kerching/domain/catalogue';
import { recentDealIdsRequest } from '@kerching/domain/listing';
import { formatUserSource } from '@kerching/domain/routing';
import type { DomainError } from '@kerching/domain/shared';
import type { SiteKey } from '@kerching/domain/site';
import type { CatalogError, Clock, DealCatalog } from '@kerching/ports';

export type ListRecentlyViewedDealsError = DomainError<'LISTING.IDS_INVALID'> | CatalogError;

/** The sites' offset from UTC at an instant (a deal closes at the end of its closing day there). */
export interface RecentlyViewedConfig {
  readonly utcOffsetMinutes: (at: Date) => number;
}

/**
 * The deals a shopper viewed last, by id, newest first (spec 2 §7.4; at most 5, spec 2 §9), each
 * marked `ended` when it can no longer be bought from the list.
 */
export class ListRecentlyViewedDeals {
  constructor(
    private readonly catalog: Pick<DealCatalog, 'byIds'>,
    private readonly clock: Clock,
    private readonly config: RecentlyViewedConfig,
  ) {}

  execute(
    site: SiteKey,
    ids: ReadonlyArray<number>,
  ): TE.TaskEither<ListRecentlyViewedDealsError, ReadonlyArray<ListedDeal>> {
    return pipe(
      TE.fromEither(recentDealIdsRequest(ids)),
      TE.chainW((valid) => (valid.length === 0 ? TE.right([]) : this.catalog.byIds(site, valid))),
      TE.map((deals) => {
        const now = this.clock.now();
        // Opened from this list, a lastChance deal stays on sale (spec 1 §4).
        const visit = { usrSrc: formatUserSource({ kind: 'recentlyViewed' }) };
        return listedDeals(deals, now, visit, this.config.utcOffsetMinutes(now));
      }),
    );
  }
}
