/**
 * The deals a deal page shows under the deal (domain moreDeals.ts): its own listing through the
 * catalogue (the 10-minute deal data cache in the server). A listing that cannot be read leaves the
 * strip empty rather than failing the page: the deal is what the shopper came for.
 */
import type * as T from 'fp-ts/Task';
import * as TE from 'fp-ts/TaskEither';
import { pipe } from 'fp-ts/function';
import {
  type DealDetail,
  type DealSummary,
  listingCriteria,
  moreDealsRequest,
  moreDealsThan,
} from '@kerching/domain/catalogue';
import type { DealCatalog } from '@kerching/ports';

export class ListMoreDeals {
  constructor(private readonly catalog: Pick<DealCatalog, 'page'>) {}

  execute(deal: Pick<DealDetail, 'id' | 'site' | 'location' | 'category'>): T.Task<readonly DealSummary[]> {
    return pipe(
      TE.fromEither(listingCriteria(moreDealsRequest(deal))),
      TE.chainW((criteria) => this.catalog.page(criteria)),
      TE.match(
        (): readonly DealSummary[] => [],
        (page) => moreDealsThan(deal.id, page),
      ),
    );
  }
}
